import type { Config } from '../config.ts';
import type { Database } from '../db/engine.ts';
import { demoPassword } from './demo-accounts.ts';
import { seedDemo } from './demo.ts';
import { countPlatformAdmins, ensurePlatformAdmin } from './platform-admin.ts';

type StartLog = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

/**
 * The accounts a start brings: the demo companies when SEED_DEMO is on (said loudly, their
 * password is public), the platform super administrator named by PLATFORM_ADMIN_EMAIL when it
 * does not exist yet, and, when there is no platform administrator at all, how to make one.
 */
export async function prepareAccounts(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'platformAdmin'>,
  log: StartLog,
): Promise<void> {
  if (config.seedDemo) {
    await seedDemo(database);
    log.warn(
      { seedDemo: true },
      `Demo accounts with the public password ${demoPassword} are active (admin@demo.test, ` +
        'root@motorpool.test, ...): anyone can sign in with them, including as platform super ' +
        'administrator. Start with SEED_DEMO=false to turn the demo off; never use it in production.',
    );
  }
  if (config.platformAdmin) {
    const { email } = config.platformAdmin;
    const outcome = await ensurePlatformAdmin(database, config.platformAdmin);
    log.info(
      { email },
      outcome === 'created'
        ? 'Platform super administrator created from PLATFORM_ADMIN_EMAIL'
        : 'Platform super administrator from PLATFORM_ADMIN_EMAIL already exists; its password ' +
            'is left unchanged (npm run platform-admin -- <email> sets a new one)',
    );
  }
  if ((await countPlatformAdmins(database)) === 0) {
    log.warn(
      {},
      'No platform super administrator exists. Set PLATFORM_ADMIN_EMAIL and ' +
        'PLATFORM_ADMIN_PASSWORD (12+ characters) and restart, or run ' +
        '`npm run platform-admin -- <email>` with the password in PLATFORM_ADMIN_PASSWORD or on stdin.',
    );
  }
}
