import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';
import { client } from './test-support.ts';

let t: TestApp;
let demo: string;
let acme: string;
let api: ReturnType<typeof client>;
let admin: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  api = client(t, demo);
  admin = await api.user(['admin']);
  viewer = await api.user(['viewer']);
});
afterAll(async () => t.close());

const role = (name: string, extra: object = {}) => ({
  name,
  label: `Role ${name}`,
  description: 'Checks the books',
  permissions: ['reports:read', 'view_users'],
  ...extra,
});

describe('role management', () => {
  it('creates, reads, updates and deletes a role, auditing each change', async () => {
    const created = await api.call('POST', '/permissions/roles', admin, role('auditor'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      name: 'auditor',
      label: 'Role auditor',
      description: 'Checks the books',
      // aliases are stored as the catalogue spells them
      permissions: ['reports:read', 'users:read'],
      isSystem: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const read = await api.call('GET', '/permissions/roles/auditor', admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().label).toBe('Role auditor');

    const updated = await api.call('PUT', '/permissions/roles/auditor', admin, {
      label: 'Auditor',
      permissions: ['reports:read', 'audit:read'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      label: 'Auditor',
      description: 'Checks the books',
      permissions: ['reports:read', 'audit:read'],
    });

    const deleted = await api.call('DELETE', '/permissions/roles/auditor', admin);
    expect(deleted.statusCode).toBe(204);
    expect((await api.call('GET', '/permissions/roles/auditor', admin)).statusCode).toBe(404);

    const [row] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(roles).where(eq(roles.name, 'auditor')),
    );
    expect(row).toBeUndefined();
    const id = created.json().name as string;
    expect(id).toBe('auditor');
    const trail = (await api.call('GET', '/permissions/audit?limit=100', admin)).json();
    const mine = trail.data.filter(
      (e: { entityType: string; before: unknown; after: unknown }) =>
        e.entityType === 'role' && JSON.stringify([e.before, e.after]).includes('"name":"auditor"'),
    );
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(mine[0]).toMatchObject({ actorType: 'user', actorId: admin.userId });
    expect(mine[1].before).toMatchObject({ label: 'Role auditor' });
    expect(mine[1].after).toMatchObject({ label: 'Auditor' });
  });

  it('refuses a duplicate name with 409 and bad input with 400 details per entry', async () => {
    expect((await api.call('POST', '/permissions/roles', admin, role('dup'))).statusCode).toBe(201);
    const again = await api.call('POST', '/permissions/roles', admin, role('dup'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    expect((await api.call('POST', '/permissions/roles', admin, role('staff'))).statusCode).toBe(
      409,
    );
    expect(
      (await api.call('POST', '/permissions/roles', admin, role('super-admin'))).statusCode,
    ).toBe(409);

    const unknown = await api.call(
      'POST',
      '/permissions/roles',
      admin,
      role('bad', { permissions: ['vehicles:read', 'vehicles:fly', 'nope'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION_ERROR');
    expect(unknown.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.permissions.1',
      'body.permissions.2',
    ]);

    for (const body of [
      role('A-role'),
      role('x'),
      role('ok-name', { label: '' }),
      role('ok-name', { label: 'x'.repeat(61) }),
      role('ok-name', { description: 'x'.repeat(301) }),
      role('ok-name', { permissions: 'users:read' }),
      role('ok-name', { extra: true }),
      { label: 'No name', permissions: [] },
    ]) {
      const res = await api.call('POST', '/permissions/roles', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 for an unknown role', async () => {
    expect((await api.call('GET', '/permissions/roles/ghost', admin)).statusCode).toBe(404);
    const put = await api.call('PUT', '/permissions/roles/ghost', admin, {
      label: 'Ghost',
      permissions: [],
    });
    expect(put.statusCode).toBe(404);
    expect((await api.call('DELETE', '/permissions/roles/ghost', admin)).statusCode).toBe(404);
  });

  it("keeps the admin role's permissions but lets other system roles change", async () => {
    const locked = await api.call('PUT', '/permissions/roles/admin', admin, {
      label: 'Administrator',
      permissions: ['users:read'],
    });
    expect(locked.statusCode).toBe(409);
    const relabelled = await api.call('PUT', '/permissions/roles/admin', admin, {
      label: 'Admins',
      permissions: ['*'],
    });
    expect(relabelled.statusCode).toBe(200);
    expect(relabelled.json()).toMatchObject({
      label: 'Admins',
      permissions: ['*'],
      isSystem: true,
    });

    const viewerRole = await api.call('PUT', '/permissions/roles/viewer', admin, {
      label: 'Viewer',
      description: 'Reads',
      permissions: ['vehicles:read'],
    });
    expect(viewerRole.statusCode).toBe(200);
    expect(viewerRole.json()).toMatchObject({ permissions: ['vehicles:read'], isSystem: true });
    // the change takes effect on the next request
    const me = (await api.call('GET', '/permissions/user', viewer)).json();
    expect(me.effectivePermissions).toEqual(['vehicles:read']);
  });

  it('never deletes a system role or a role someone holds', async () => {
    const system = await api.call('DELETE', '/permissions/roles/staff', admin);
    expect(system.statusCode).toBe(409);

    await api.call('POST', '/permissions/roles', admin, role('held'));
    const holder = await api.user(['held']);
    const held = await api.call('DELETE', '/permissions/roles/held', admin);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Failed to delete role. Check whether the role is assigned to users.',
    });
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(users)
        .set({ roles: ['viewer'] })
        .where(eq(users.id, holder.userId)),
    );
    expect((await api.call('DELETE', '/permissions/roles/held', admin)).statusCode).toBe(204);
  });

  it('keeps every tenant to its own roles', async () => {
    await api.call('POST', '/permissions/roles', admin, role('demo-only'));
    const acmeAdmin = await client(t, acme).user(['admin']);
    const other = client(t, acme);
    expect((await other.call('GET', '/permissions/roles/demo-only', acmeAdmin)).statusCode).toBe(
      404,
    );
    expect((await other.call('DELETE', '/permissions/roles/demo-only', acmeAdmin)).statusCode).toBe(
      404,
    );
    // the same name is free in another company
    const same = await other.call('POST', '/permissions/roles', acmeAdmin, role('demo-only'));
    expect(same.statusCode).toBe(201);
  });

  it('refuses writes to those without the permission', async () => {
    const manager = await api.user(['manager']);
    for (const [method, url, body] of [
      ['POST', '/permissions/roles', role('viewer-made')],
      ['PUT', '/permissions/roles/staff', { label: 'S', permissions: [] }],
      ['DELETE', '/permissions/roles/staff', undefined],
      ['POST', '/permissions/import', { version: 1, roles: [] }],
    ] as const) {
      for (const who of [viewer, manager]) {
        const res = await api.call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect((await api.call('GET', '/permissions/roles/staff', viewer)).statusCode).toBe(403);
    expect((await api.call('GET', '/permissions/export', viewer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/permissions/roles/staff',
      headers: { 'x-tenant-id': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('export and import', () => {
  it('round-trips the configuration', async () => {
    await api.call('POST', '/permissions/roles', admin, role('trip'));
    const exported = await api.call('GET', '/permissions/export', admin);
    expect(exported.statusCode).toBe(200);
    const body = exported.json();
    expect(body).toMatchObject({ version: 1, exportedAt: expect.any(String) });
    expect(body.roles.map((r: { name: string }) => r.name).slice(0, 6)).toEqual([
      'admin',
      'manager',
      'employee',
      'staff',
      'viewer',
      'customer',
    ]);
    expect(body.roles).toContainEqual({
      name: 'trip',
      label: 'Role trip',
      description: 'Checks the books',
      permissions: ['reports:read', 'users:read'],
    });

    // nothing changed: nothing to do
    const same = await api.call('POST', '/permissions/import', admin, body);
    expect(same.json()).toEqual({ created: 0, updated: 0, failed: [] });

    await api.call('DELETE', '/permissions/roles/trip', admin);
    await api.call('PUT', '/permissions/roles/employee', admin, {
      label: 'Changed',
      permissions: [],
    });
    const restored = await api.call('POST', '/permissions/import', admin, body);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ created: 1, updated: 1, failed: [] });
    const again = (await api.call('GET', '/permissions/export', admin)).json();
    expect(again.roles).toEqual(body.roles);

    // into another company
    const acmeApi = client(t, acme);
    const acmeAdmin = await acmeApi.user(['admin']);
    const copied = await acmeApi.call('POST', '/permissions/import', acmeAdmin, body);
    expect(copied.json().created).toBeGreaterThanOrEqual(1);
    expect((await acmeApi.call('GET', '/permissions/roles/trip', acmeAdmin)).statusCode).toBe(200);
  });

  it('applies the valid entries, lists the others and never modifies admin', async () => {
    const res = await api.call('POST', '/permissions/import', admin, {
      version: 1,
      roles: [
        role('imported-one'),
        role('Bad Name'),
        role('imported-two', { permissions: ['users:fly'] }),
        { name: 'admin', label: 'Administrator', permissions: ['users:read'] },
        role('imported-one', { label: 'Twice' }),
        'not an object',
        role('imported-three', { description: undefined }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ created: 2, updated: 0 });
    expect(result.failed.map((f: { row: number }) => f.row)).toEqual([2, 3, 4, 5, 6]);
    expect(result.failed[0].errors).toEqual([{ path: 'name', message: 'Invalid format' }]);
    expect(result.failed[1].errors[0].path).toBe('permissions.0');
    expect(result.failed[2].errors[0].message).toMatch(/admin/);
    const adminRole = (await api.call('GET', '/permissions/roles/admin', admin)).json();
    expect(adminRole.permissions).toEqual(['*']);
    expect((await api.call('GET', '/permissions/roles/imported-three', admin)).statusCode).toBe(
      200,
    );

    const bad = await api.call('POST', '/permissions/import', admin, { version: 2, roles: [] });
    expect(bad.statusCode).toBe(400);
    const noRoles = await api.call('POST', '/permissions/import', admin, { version: 1 });
    expect(noRoles.statusCode).toBe(400);
  });
});
