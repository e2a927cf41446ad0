import { createInterface } from 'node:readline';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { platformAdminPasswordMin, setPlatformAdminPassword } from './platform-admin.ts';

// `npm run platform-admin -- <email>`: creates that platform super administrator, or sets a new
// password on it. The password comes from PLATFORM_ADMIN_PASSWORD or the first line of stdin,
// never from the command line (it would stay in the shell's history and the process list).
async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || !z.email().safeParse(email).success) {
    console.error('Usage: npm run platform-admin -- <email>');
    console.error('The password is read from PLATFORM_ADMIN_PASSWORD or from stdin.');
    return 2;
  }
  const password = await readPassword();
  if (password.length < platformAdminPasswordMin) {
    console.error(`The password must be at least ${platformAdminPasswordMin} characters long.`);
    return 2;
  }
  // The account named here wins over PLATFORM_ADMIN_EMAIL: loadConfig checks the pair together.
  const { PLATFORM_ADMIN_EMAIL: _e, PLATFORM_ADMIN_PASSWORD: _p, ...env } = process.env;
  const { database, release } = await openConfiguredDatabase(loadConfig(env));
  try {
    const outcome = await setPlatformAdminPassword(database, { email, password });
    console.log(
      outcome === 'created'
        ? `Platform super administrator ${email} created.`
        : `New password set for platform super administrator ${email}; its sessions were ended.`,
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.PLATFORM_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('platform-admin failed:', error);
    }
    process.exit(1);
  },
);
