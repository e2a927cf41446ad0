import { catalogPermissions } from '@motorpool/domain/permissions';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, roles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';
import { assignableRolesFor } from './service.ts';
import { client } from './test-support.ts';

let t: TestApp;
let demo: string;
let acme: string;
let api: ReturnType<typeof client>;
let admin: TestUser;
let manager: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  api = client(t, demo);
  admin = await api.user(['admin']);
  manager = await api.user(['manager']);
  viewer = await api.user(['viewer']);
});
afterAll(async () => t.close());

const systemRoles = ['admin', 'manager', 'employee', 'staff', 'viewer', 'customer'];

describe('assignableRolesFor', () => {
  it('gives administrators every role, managers the staff-level ones, others none', () => {
    const names = [...systemRoles, 'auditor'];
    expect(assignableRolesFor({ roles: ['admin'], permissions: ['*'] }, names)).toEqual(names);
    expect(assignableRolesFor({ roles: ['custom'], permissions: ['*'] }, names)).toEqual(names);
    expect(assignableRolesFor({ roles: ['manager', 'staff'], permissions: [] }, names)).toEqual([
      'employee',
      'staff',
      'viewer',
      'customer',
    ]);
    expect(assignableRolesFor({ roles: ['manager'], permissions: [] }, ['staff'])).toEqual([
      'staff',
    ]);
    expect(assignableRolesFor({ roles: ['staff'], permissions: ['users:read'] }, names)).toEqual(
      [],
    );
  });
});

describe('what the caller may do', () => {
  it('describes the catalogue, the roles and the caller', async () => {
    const res = await api.call('GET', '/permissions', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.values(body.permissions).flat()).toEqual(catalogPermissions);
    expect(body.permissions.roles).toContain('roles:assign');
    expect(Object.keys(body.roles)).toEqual(systemRoles);
    expect(body.roles.manager).toMatchObject({ label: 'Branch Manager', isSystem: true });
    expect(body.roles.admin.permissions).toEqual(['*']);
    expect(body).toMatchObject({
      assignableRoles: systemRoles,
      canManageUsers: true,
      effectivePermissions: ['*'],
    });

    const asManager = (await api.call('GET', '/permissions', manager)).json();
    expect(asManager.assignableRoles).toEqual(['employee', 'staff', 'viewer', 'customer']);
    expect(asManager.assignableRoles).not.toContain('admin');
    expect(asManager.canManageUsers).toBe(false);
    expect(asManager.effectivePermissions).toContain('users:read');

    // the role matrix is for those who may read roles; everyone reads their own access
    expect((await api.call('GET', '/permissions', viewer)).statusCode).toBe(403);
    const asViewer = (await api.call('GET', '/permissions/user', viewer)).json();
    expect(asViewer).toMatchObject({ assignableRoles: [], canManageUsers: false });
  });

  it("answers the caller's own access", async () => {
    const someone = await api.user(['viewer'], ['users:update']);
    const res = await api.call('GET', '/permissions/user', someone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: someone.userId,
      roles: ['viewer'],
      permissions: ['users:update'],
      assignableRoles: [],
      canManageUsers: true,
    });
    expect(res.json().effectivePermissions).toEqual(
      expect.arrayContaining(['users:update', 'vehicles:read']),
    );
  });

  it('describes one resource', async () => {
    const res = await api.call('GET', '/permissions/resources/sessions', viewer);
    expect(res.json()).toEqual({
      resource: 'sessions',
      actions: ['read', 'revoke'],
      permissions: ['sessions:read', 'sessions:revoke'],
    });
    expect((await api.call('GET', '/permissions/resources/spaceships', viewer)).statusCode).toBe(
      404,
    );
    expect((await api.call('GET', '/permissions/resources/constructor', viewer)).statusCode).toBe(
      404,
    );
  });

  it('needs a signed-in tenant user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/permissions',
      headers: { 'x-tenant-id': 'demo' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('validating a permission', () => {
  it('checks the caller, and another user for those who may read users', async () => {
    const check = (as: TestUser, body: object) =>
      api.call('POST', '/permissions/validate', as, body);
    expect((await check(viewer, { permission: 'vehicles:read' })).json()).toEqual({
      hasPermission: true,
    });
    expect((await check(viewer, { permission: 'view_vehicles' })).json().hasPermission).toBe(true);
    expect((await check(viewer, { permission: 'vehicles:delete' })).json().hasPermission).toBe(
      false,
    );
    expect(
      (await check(viewer, { permission: 'vehicles:read', userId: viewer.userId })).statusCode,
    ).toBe(200);

    const other = await check(manager, { permission: 'vehicles:delete', userId: admin.userId });
    expect(other.json()).toEqual({ hasPermission: true });
    const staff = await api.user(['staff']);
    expect(
      (await check(manager, { permission: 'users:delete', userId: staff.userId })).json(),
    ).toEqual({ hasPermission: false });

    expect(
      (await check(viewer, { permission: 'vehicles:read', userId: admin.userId })).statusCode,
    ).toBe(403);
    const ghost = '01900000-0000-7000-8000-000000000000';
    expect((await check(manager, { permission: 'users:read', userId: ghost })).statusCode).toBe(
      404,
    );
    const acmeUser = await client(t, acme).user(['admin']);
    expect(
      (await check(manager, { permission: 'users:read', userId: acmeUser.userId })).statusCode,
    ).toBe(404);
    expect((await check(viewer, { permission: 'users:fly' })).statusCode).toBe(400);
    expect((await check(viewer, {})).statusCode).toBe(400);
    expect((await check(viewer, { permission: 'users:read', userId: 'x' })).statusCode).toBe(400);
  });
});

describe('assigning roles', () => {
  const assign = (as: TestUser, userId: string, body: object) =>
    api.call('PATCH', `/permissions/users/${userId}/roles`, as, body);

  it("replaces a user's roles and records it", async () => {
    const target = await api.user(['viewer']);
    const res = await assign(admin, target.userId, { roles: ['staff', 'customer'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.userId,
      email: target.email,
      firstName: 'Test',
      lastName: 'User',
      roles: ['staff', 'customer'],
      permissions: [],
    });
    expect(res.json().effectivePermissions).toContain('rentals:checkout');
    const [entry] = await api.auditOf(target.userId);
    expect(entry).toMatchObject({
      action: 'roles.assign',
      entityType: 'user',
      actorId: admin.userId,
      before: { roles: ['viewer'] },
      after: { roles: ['staff', 'customer'] },
    });
    const trail = (await api.call('GET', '/permissions/audit', admin)).json();
    expect(trail.data[0]).toMatchObject({ action: 'roles.assign', entityId: target.userId });
  });

  it('refuses unknown roles, bad bodies, other tenants and unknown users', async () => {
    const target = await api.user(['viewer']);
    const unknown = await assign(admin, target.userId, { roles: ['staff', 'ghost'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: 'body.roles.1', message: 'Please select a valid option' },
    ]);
    expect((await assign(admin, target.userId, { roles: [] })).statusCode).toBe(400);
    expect((await assign(admin, target.userId, { roles: ['staff', 'staff'] })).statusCode).toBe(
      400,
    );
    expect((await assign(admin, target.userId, {})).statusCode).toBe(400);
    expect((await assign(admin, 'not-a-uuid', { roles: ['staff'] })).statusCode).toBe(400);
    const acmeUser = await client(t, acme).user(['viewer']);
    expect((await assign(admin, acmeUser.userId, { roles: ['staff'] })).statusCode).toBe(404);
    const ghost = '01900000-0000-7000-8000-000000000000';
    expect((await assign(admin, ghost, { roles: ['staff'] })).statusCode).toBe(404);
  });

  it('lets a manager assign only the staff-level roles', async () => {
    const target = await api.user(['viewer']);
    // managers do not hold roles:assign by default
    expect((await assign(manager, target.userId, { roles: ['staff'] })).statusCode).toBe(403);
    expect((await assign(viewer, target.userId, { roles: ['staff'] })).statusCode).toBe(403);

    const assigningManager = await api.user(['manager'], ['roles:assign']);
    const toAdmin = await assign(assigningManager, target.userId, { roles: ['admin'] });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().code).toBe('FORBIDDEN');
    expect(
      (await assign(assigningManager, target.userId, { roles: ['staff', 'employee'] })).statusCode,
    ).toBe(200);
    // nor take away a role it could not give
    const otherAdmin = await api.user(['admin']);
    expect(
      (await assign(assigningManager, otherAdmin.userId, { roles: ['viewer'] })).statusCode,
    ).toBe(403);
  });

  it('keeps the last administrator an administrator', async () => {
    const acmeApi = client(t, acme);
    // acme's other administrators step aside: the test user is its only active admin
    await t.database.withTenant(acme, (tx) =>
      tx
        .update(users)
        .set({ status: 'inactive' })
        .where(sql`'admin' = any(${users.roles})`),
    );
    const only = await acmeApi.user(['admin']);
    const self = await acmeApi.call('PATCH', `/permissions/users/${only.userId}/roles`, only, {
      roles: ['manager'],
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CONFLICT');

    const second = await acmeApi.user(['admin']);
    const now = await acmeApi.call('PATCH', `/permissions/users/${only.userId}/roles`, only, {
      roles: ['manager'],
    });
    expect(now.statusCode).toBe(200);
    const back = await acmeApi.call('PATCH', `/permissions/users/${second.userId}/roles`, second, {
      roles: ['viewer'],
    });
    expect(back.statusCode).toBe(409);
  });
});

describe('granting permissions', () => {
  const grant = (as: TestUser, userId: string, body: object) =>
    api.call('PATCH', `/permissions/users/${userId}/permissions`, as, body);

  it("replaces a user's own permissions and records it", async () => {
    const target = await api.user(['viewer']);
    const res = await grant(admin, target.userId, { permissions: ['view_users', 'audit:read'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.userId,
      roles: ['viewer'],
      permissions: ['users:read', 'audit:read'],
    });
    expect(res.json().effectivePermissions).toEqual(
      expect.arrayContaining(['users:read', 'audit:read', 'vehicles:read']),
    );
    const [entry] = await api.auditOf(target.userId);
    expect(entry).toMatchObject({
      action: 'permissions.grant',
      before: { permissions: [] },
      after: { permissions: ['users:read', 'audit:read'] },
    });
  });

  it('refuses unknown permissions, writers without the right and what the caller lacks', async () => {
    const target = await api.user(['viewer']);
    const unknown = await grant(admin, target.userId, { permissions: ['users:read', 'x:y'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('body.permissions.1');
    expect((await grant(viewer, target.userId, { permissions: [] })).statusCode).toBe(403);
    const limited = await api.user(['staff'], ['roles:assign']);
    expect((await grant(limited, target.userId, { permissions: ['*'] })).statusCode).toBe(403);
    expect(
      (await grant(limited, target.userId, { permissions: ['rentals:checkout'] })).statusCode,
    ).toBe(200);
    const acmeUser = await client(t, acme).user(['viewer']);
    expect((await grant(admin, acmeUser.userId, { permissions: [] })).statusCode).toBe(404);
  });
});

describe('users, conflicts and the audit trail', () => {
  it('lists users with their access through the list query: filter, search, sort, pages', async () => {
    const res = await api.call(
      'GET',
      '/permissions/users?filter[roles][in]=viewer&limit=2',
      manager,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.data).toHaveLength(2);
    for (const u of body.data) expect(u.roles).toContain('viewer');
    expect(body.data[0]).toMatchObject({
      id: expect.any(String),
      email: expect.any(String),
      roles: expect.any(Array),
      permissions: expect.any(Array),
      effectivePermissions: expect.arrayContaining(['vehicles:read']),
    });
    expect(body.data[0]).not.toHaveProperty('passwordHash');
    const found = await api.call(
      'GET',
      '/permissions/users?search=viewer@demo&sort=email:asc',
      manager,
    );
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual(['viewer@demo.test']);
    const all = (await api.call('GET', '/permissions/users?limit=100', manager)).json();
    expect(all.data.map((u: { email: string }) => u.email)).not.toContain('admin@acme.test');
    expect((await api.call('GET', '/permissions/users', viewer)).statusCode).toBe(403);
    expect((await api.call('GET', '/permissions/users?limit=500', manager)).statusCode).toBe(400);
    expect((await api.call('GET', '/permissions/users?page=0', manager)).statusCode).toBe(400);
    const badSort = await api.call('GET', '/permissions/users?sort=x', manager);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().details[0].path).toBe('querystring.sort');
  });

  it('finds unknown roles, unknown permissions and users without a role', async () => {
    const ghostly = await api.user(['viewer']);
    const roleless = await api.user(['viewer']);
    await t.database.withTenant(demo, async (tx) => {
      await tx
        .update(users)
        .set({ roles: ['viewer', 'ghost'], permissions: ['legacy:thing'] })
        .where(eq(users.id, ghostly.userId));
      await tx.update(users).set({ roles: [] }).where(eq(users.id, roleless.userId));
      await tx.insert(roles).values({
        tenantId: demo,
        name: 'legacy',
        label: 'Legacy',
        permissions: ['reports:read', 'reports:print'],
      });
    });
    const res = await api.call('GET', '/permissions/conflicts', admin);
    expect(res.statusCode).toBe(200);
    const { conflicts } = res.json();
    expect(conflicts).toContainEqual({
      type: 'unknown_role',
      subject: `user:${ghostly.userId}`,
      detail: expect.stringContaining('ghost'),
    });
    expect(conflicts).toContainEqual({
      type: 'unknown_permission',
      subject: `user:${ghostly.userId}`,
      detail: expect.stringContaining('legacy:thing'),
    });
    expect(conflicts).toContainEqual({
      type: 'unknown_permission',
      subject: 'role:legacy',
      detail: expect.stringContaining('reports:print'),
    });
    expect(conflicts).toContainEqual({
      type: 'no_roles',
      subject: `user:${roleless.userId}`,
      detail: expect.any(String),
    });
    expect(conflicts.some((c: { subject: string }) => c.subject === `user:${admin.userId}`)).toBe(
      false,
    );
    expect((await api.call('GET', '/permissions/conflicts', viewer)).statusCode).toBe(403);

    // an administrator can clear the unknown role
    const fixed = await api.call('PATCH', `/permissions/users/${ghostly.userId}/roles`, admin, {
      roles: ['viewer'],
    });
    expect(fixed.statusCode).toBe(200);
  });

  it('pages the permission audit trail for those who may read it', async () => {
    const res = await api.call('GET', '/permissions/audit?page=1&limit=1', manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 1, hasMore: true });
    expect(res.json().data[0]).toEqual({
      id: expect.any(String),
      action: expect.any(String),
      entityType: expect.any(String),
      entityId: expect.any(String),
      actorType: 'user',
      actorId: expect.any(String),
      // set only for a change made during a support visit
      impersonatorId: null,
      before: expect.anything(),
      after: expect.anything(),
      createdAt: expect.any(String),
    });
    expect((await api.call('GET', '/permissions/audit', viewer)).statusCode).toBe(403);
  });

  it("keeps one company's permission audit trail out of another's", async () => {
    // a known row in demo's trail, and one in acme's so that acme's is not empty
    const probe = await api.call('POST', '/permissions/roles', admin, {
      name: 'leak-probe',
      label: 'Leak probe',
      permissions: ['reports:read'],
    });
    expect(probe.statusCode).toBe(201);
    const [probeRow] = await t.database.withTenant(demo, (tx) =>
      tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'leak-probe')),
    );
    const demoTrail = (await api.call('GET', '/permissions/audit?limit=100', admin)).json();
    expect(demoTrail.data.map((e: { entityId: string }) => e.entityId)).toContain(probeRow!.id);

    const acmeApi = client(t, acme);
    const acmeAdmin = await acmeApi.user(['admin']);
    const own = await acmeApi.call('POST', '/permissions/roles', acmeAdmin, {
      name: 'acme-own',
      label: 'Acme own',
      permissions: ['reports:read'],
    });
    expect(own.statusCode).toBe(201);

    const res = await acmeApi.call('GET', '/permissions/audit?limit=100', acmeAdmin);
    expect(res.statusCode).toBe(200);
    const acmeTrail = res.json();
    const ids = acmeTrail.data.map((e: { entityId: string }) => e.entityId);
    expect(ids).not.toContain(probeRow!.id);
    expect(ids).not.toContain(admin.userId);

    const [counted] = await t.database.withTenant(acme, (tx) =>
      tx
        .select({ n: count() })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.tenantId, acme),
            or(
              eq(auditLogs.entityType, 'role'),
              inArray(auditLogs.action, ['roles.assign', 'permissions.grant']),
            ),
          ),
        ),
    );
    expect(counted!.n).toBeGreaterThanOrEqual(1);
    expect(acmeTrail.total).toBe(counted!.n);
    expect(acmeTrail.data).toHaveLength(counted!.n);
  });
});
