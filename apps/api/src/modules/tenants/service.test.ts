import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/engine.ts';
import { roles } from '../../db/schema/index.ts';
import { countDemoAccounts } from '../../seed/demo-accounts.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../test/databases.ts';
import { listAuditForEntity } from '../audit/service.ts';
import { createTenantService } from './service.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
});
afterAll(async () => dispose());

describe('tenant service', () => {
  const platformUser = { type: 'platform' as const, id: uuidv7() };

  it('records who created a tenant, when, and the values after', async () => {
    const tenants = createTenantService(database);
    const row = await tenants.createTenant(
      { name: 'Gulf Wheels', subdomain: 'GulfWheels', adminEmail: 'ops@gulf.test' },
      platformUser,
      'req-1',
    );
    expect(row.subdomain).toBe('gulfwheels');
    const trail = await database.withTenant(row.id, (tx) =>
      listAuditForEntity(tx, 'tenant', row.id),
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'create',
      actorType: 'platform',
      actorId: platformUser.id,
      requestId: 'req-1',
      before: null,
      after: expect.objectContaining({ name: 'Gulf Wheels' }),
    });
    expect(trail[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('records the values before and after an update', async () => {
    const tenants = createTenantService(database);
    const row = await tenants.createTenant(
      { name: 'Old Name', subdomain: 'renameme', adminEmail: 'a@r.test' },
      platformUser,
    );
    await tenants.updateTenant(row.id, { name: 'New Name' }, platformUser);
    const [latest] = await database.withTenant(row.id, (tx) =>
      listAuditForEntity(tx, 'tenant', row.id),
    );
    expect(latest).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ name: 'Old Name' }),
      after: expect.objectContaining({ name: 'New Name' }),
    });
  });

  it('refuses a taken subdomain with a 409 and leaves no trace', async () => {
    const tenants = createTenantService(database);
    await tenants.createTenant(
      { name: 'First', subdomain: 'taken', adminEmail: 'a@t.test' },
      platformUser,
    );
    await expect(
      tenants.createTenant(
        { name: 'Second', subdomain: 'TAKEN', adminEmail: 'b@t.test' },
        platformUser,
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    const [{ count }] = (await database.run<{ count: number }>(
      "SELECT count(*)::int AS count FROM tenants WHERE name = 'Second'",
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('answers 404 when updating an unknown tenant', async () => {
    const tenants = createTenantService(database);
    await expect(tenants.updateTenant(uuidv7(), { name: 'X' }, platformUser)).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
  });
});

describe('demo seed', () => {
  it('creates demo and acme with their roles and accounts once; running again changes nothing', async () => {
    const first = await seedDemo(database);
    const second = await seedDemo(database);
    expect(first.created).toEqual(['demo', 'acme']);
    expect(second.created).toEqual([]);
    const tenantRows = await database.run<{ id: string; subdomain: string }>(
      "SELECT id, subdomain FROM tenants WHERE subdomain IN ('demo', 'acme') ORDER BY subdomain",
    );
    expect(tenantRows.map((r) => r.subdomain)).toEqual(['acme', 'demo']);
    for (const tenant of tenantRows) {
      expect(await countDemoAccounts(database, tenant.id)).toBe(5);
      const roleNames = await database.withTenant(tenant.id, (tx) =>
        tx.select({ name: roles.name }).from(roles),
      );
      expect(roleNames.map((r) => r.name).sort()).toEqual([
        'admin',
        'customer',
        'employee',
        'manager',
        'staff',
        'viewer',
      ]);
    }
    const [root] = await database.run<{ n: number }>(
      "SELECT count(*)::int AS n FROM platform_users WHERE email = 'root@motorpool.test'",
    );
    expect(root!.n).toBe(1);
  });
});
