import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/engine.ts';
import { tenants } from '../db/schema/index.ts';
import { testJwtSecret, testPublicUrl } from '../test/app.ts';
import { createTestDatabase } from '../test/databases.ts';
import { createTenantService } from '../modules/tenants/service.ts';
import { demoPassword } from './demo-accounts.ts';
import { countPlatformAdmins, setPlatformAdminPassword } from './platform-admin.ts';
import { prepareAccounts } from './start-up.ts';

// One empty database that starts are run against in turn: first without the demo, then with.
let database: Database;
let dispose: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  app = await buildApp({
    config: {
      logLevel: 'silent',
      bodyLimitBytes: 1_048_576,
      webDistDir: undefined,
      env: 'test',
      jwtSecret: testJwtSecret,
      publicUrl: testPublicUrl,
    },
    database,
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await dispose();
});

function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn'; message: string }> = [];
  return {
    lines,
    warnings: () => lines.filter((l) => l.level === 'warn').map((l) => l.message),
    info: (_: object, message: string) => void lines.push({ level: 'info', message }),
    warn: (_: object, message: string) => void lines.push({ level: 'warn', message }),
  };
}

const signIn = (email: string, password: string, tenant?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: tenant ? { 'x-tenant-id': tenant } : {},
    payload: { email, password },
  });

const owner = { email: 'owner@rentals.example', password: 'a-long-platform-secret' };

describe('start-up accounts', () => {
  it('creates no account with a known password without the demo, and says how to make the platform administrator', async () => {
    const log = recordingLog();
    await prepareAccounts(database, { seedDemo: false, platformAdmin: undefined }, log);
    expect(await countPlatformAdmins(database)).toBe(0);
    expect(await database.db.select().from(tenants)).toHaveLength(0);
    expect((await signIn('root@motorpool.test', demoPassword)).statusCode).toBe(401);
    expect(log.warnings()).toEqual([expect.stringContaining('npm run platform-admin -- <email>')]);
    expect(log.warnings()[0]).toContain('PLATFORM_ADMIN_EMAIL');
  });

  it('creates the platform super administrator from PLATFORM_ADMIN_EMAIL, who signs in; a second start changes nothing', async () => {
    const first = recordingLog();
    await prepareAccounts(database, { seedDemo: false, platformAdmin: owner }, first);
    expect(first.warnings()).toEqual([]);
    const res = await signIn(owner.email, owner.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ roles: ['super-admin'], tenantId: null });

    // The environment only sets the first password: a later start with another one keeps it.
    const second = recordingLog();
    await prepareAccounts(
      database,
      {
        seedDemo: false,
        platformAdmin: { email: 'Owner@Rentals.example', password: 'x'.repeat(16) },
      },
      second,
    );
    expect(second.lines).toEqual([
      { level: 'info', message: expect.stringContaining('already exists') },
    ]);
    expect(await countPlatformAdmins(database)).toBe(1);
    expect((await signIn(owner.email, 'x'.repeat(16))).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('sets a new password on the platform administrator only when an operator asks (npm run platform-admin)', async () => {
    await expect(
      setPlatformAdminPassword(database, { email: owner.email, password: 'too-short' }),
    ).rejects.toThrow('at least 12 characters');
    const renewed = { email: owner.email, password: 'renewed-platform-secret' };
    expect(await setPlatformAdminPassword(database, renewed)).toBe('updated');
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, renewed.password)).statusCode).toBe(200);
  });

  it('warns that demo accounts with a public password are active and marks only the demo companies as demos', async () => {
    const log = recordingLog();
    await prepareAccounts(database, { seedDemo: true, platformAdmin: undefined }, log);
    expect(log.warnings()).toEqual([expect.stringContaining('SEED_DEMO=false')]);
    expect(log.warnings()[0]).toContain(demoPassword);

    await createTenantService(database).createTenant(
      { name: 'Plain Rentals', subdomain: 'plain', adminEmail: 'ops@plain.example' },
      { type: 'system' },
    );
    const current = async (tenant: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/tenants/current',
        headers: { 'x-tenant-id': tenant },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { subdomain: string; isDemo: boolean };
    };
    expect(await current('demo')).toMatchObject({ subdomain: 'demo', isDemo: true });
    expect(await current('acme')).toMatchObject({ subdomain: 'acme', isDemo: true });
    expect(await current('plain')).toMatchObject({ subdomain: 'plain', isDemo: false });
  });
});
