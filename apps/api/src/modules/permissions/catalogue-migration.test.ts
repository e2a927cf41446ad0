import { readFile } from 'node:fs/promises';
import { defaultRolePermissions } from '@motorpool/domain/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { tenantId } from '../auth/test-support.ts';

// The migration that moves companies created before the catalogue permissions existed: their
// customer role read the back-office records, their manager role could not read roles.

const migration = new URL(
  '../../../drizzle/20261124214047_customer_catalogue_permissions.sql',
  import.meta.url,
);

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
});
afterAll(async () => t.close());

const legacyCustomer = [
  'vehicles:read',
  'branches:read',
  'lookups:read',
  'reservations:read',
  'reservations:create',
];

async function setRole(tenant: string, name: string, permissions: string[], isSystem = true) {
  await t.database.withTenant(tenant, (tx) =>
    tx.update(roles).set({ permissions, isSystem }).where(eq(roles.name, name)),
  );
}

const permissionsOf = (tenant: string, name: string) =>
  t.database.withTenant(tenant, async (tx) => {
    const [row] = await tx
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(eq(roles.name, name));
    return row?.permissions ?? [];
  });

describe('the catalogue permissions migration', () => {
  it("turns an existing customer role's reads into browse and lets managers read roles", async () => {
    await setRole(demo, 'customer', legacyCustomer);
    const legacyManager = defaultRolePermissions.manager.filter((p) => p !== 'roles:read');
    await setRole(demo, 'manager', [...legacyManager]);
    await t.database.withTenant(demo, (tx) =>
      tx.insert(roles).values({
        tenantId: demo,
        name: 'fleet-reader',
        label: 'Fleet reader',
        permissions: ['vehicles:read'],
      }),
    );

    const sql = await readFile(migration, 'utf8');
    await t.database.run(sql);
    // a second run changes nothing
    await t.database.run(sql);

    expect(await permissionsOf(demo, 'customer')).toEqual([
      'vehicles:browse',
      'branches:browse',
      'lookups:browse',
      'reservations:read',
      'reservations:create',
    ]);
    expect(await permissionsOf(demo, 'manager')).toEqual([...legacyManager, 'roles:read']);
    // the company's own roles keep what their administrators gave them
    expect(await permissionsOf(demo, 'fleet-reader')).toEqual(['vehicles:read']);
    expect(await permissionsOf(acme, 'customer')).toEqual([...defaultRolePermissions.customer]);
  });
});
