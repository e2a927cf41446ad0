import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { demoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, password, tenantId } from '../auth/test-support.ts';

let t: TestApp;
let demo: string;
let acme: string;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (
  method: Method,
  url: string,
  token: string,
  body?: object,
  headers?: Record<string, string>,
  tenant = 'demo',
) =>
  call(t, method, url, {
    tenant,
    token,
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
  });

async function login(email: string, pw = password, tenant = 'demo') {
  return call(t, 'POST', '/auth/login', { tenant, body: { email, password: pw } });
}
async function tokenOf(email: string, pw = password, tenant = 'demo') {
  const res = await login(email, pw, tenant);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

let counter = 0;
const uniqueEmail = (label = 'user') => `${label}-${Date.now()}-${(counter += 1)}@example.com`;
const newUser = (overrides: object = {}) => ({
  firstName: 'Sara',
  lastName: 'Nasser',
  email: uniqueEmail(),
  phone: '+966 50 123 4567',
  roles: ['staff'],
  password,
  ...overrides,
});

async function create(overrides: object = {}, token = tokens.admin!) {
  const res = await api('POST', '/users', token, newUser(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string; passwordChangedAt: string };
}

const auditFor = (userId: string) =>
  t.database.withTenant(demo, (tx) =>
    tx
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, userId)))
      .orderBy(auditLogs.createdAt),
  );

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  for (const role of ['admin', 'manager', 'staff', 'viewer']) {
    tokens[role] = await tokenOf(`${role}@demo.test`, demoPassword);
  }
});
afterAll(async () => t.close());

describe('POST /users', () => {
  it('creates a verified user with a hashed password and answers its view', async () => {
    const input = newUser({ email: 'New.Person@Example.com', roles: ['staff', 'viewer'] });
    const res = await api('POST', '/users', tokens.admin!, input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(String),
      email: 'new.person@example.com',
      firstName: 'Sara',
      lastName: 'Nasser',
      phone: '+966 50 123 4567',
      roles: ['staff', 'viewer'],
      permissions: [],
      status: 'active',
      branchId: null,
      preferredLanguage: 'en',
      lastLoginAt: null,
      passwordChangedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body.effectivePermissions).toEqual(
      expect.arrayContaining(['reservations:create', 'vehicles:read']),
    );
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('tenantId');

    const [row] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(users).where(eq(users.id, body.id)),
    );
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, password)).toBe(true);
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    // the new account signs in straight away
    expect((await login('new.person@example.com')).statusCode).toBe(200);

    const audit = await auditFor(body.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'login']);
    expect(audit[0]).toMatchObject({ action: 'create', actorType: 'user', before: null });
    expect(JSON.stringify(audit[0]!.after)).not.toContain('argon2');
    expect(audit[0]!.after).not.toHaveProperty('passwordHash');
  });

  it('refuses a duplicate e-mail address, whatever its case, with 409', async () => {
    const first = await create();
    const res = await api(
      'POST',
      '/users',
      tokens.admin!,
      newUser({ email: first.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'body.email', message: expect.any(String) }],
    });
    // the seeded accounts count too
    const seeded = await api(
      'POST',
      '/users',
      tokens.admin!,
      newUser({ email: 'staff@demo.test' }),
    );
    expect(seeded.statusCode).toBe(409);
  });

  it('answers 400 with details, in Arabic when asked', async () => {
    const res = await api(
      'POST',
      '/users',
      tokens.admin!,
      { ...newUser({ password: 'short' }), firstName: '', email: 'not-an-email' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const paths = body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.firstName', 'body.email', 'body.password']),
    );
    expect(body.details).toContainEqual({
      path: 'body.password',
      message: formatMessage('password.tooShort', 'ar'),
    });
    expect(body.details).toContainEqual({
      path: 'body.firstName',
      message: formatMessage('generic.required', 'ar'),
    });

    const english = await api('POST', '/users', tokens.admin!, { ...newUser(), roles: [] });
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toContainEqual({
      path: 'body.roles',
      message: 'Please select at least one role',
    });

    const unknownField = await api('POST', '/users', tokens.admin!, { ...newUser(), isRoot: true });
    expect(unknownField.statusCode).toBe(400);
  });

  it('refuses roles the company does not have and unknown permissions with 400', async () => {
    const res = await api('POST', '/users', tokens.admin!, newUser({ roles: ['staff', 'pilot'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.roles', message: expect.any(String) }]);
    const perms = await api(
      'POST',
      '/users',
      tokens.admin!,
      newUser({ permissions: ['rockets:launch'] }),
    );
    expect(perms.statusCode).toBe(400);
    expect(perms.json().details[0].path).toBe('body.permissions');
    // a role of the company without the system ones: super-admin is a platform role
    const platform = await api(
      'POST',
      '/users',
      tokens.admin!,
      newUser({ roles: ['super-admin'] }),
    );
    expect(platform.statusCode).toBe(400);
  });

  it('lets an administrator assign any role', async () => {
    const created = await create({ roles: ['admin'] });
    const res = await api('GET', `/users/${created.id}`, tokens.admin!);
    expect(res.json()).toMatchObject({ roles: ['admin'], effectivePermissions: ['*'] });
  });

  it('lets a manager with users:create give only staff, employee, viewer and customer', async () => {
    // the seeded manager may not create users at all
    expect((await api('POST', '/users', tokens.manager!, newUser())).statusCode).toBe(403);

    const manager = await createTestUser(t.database, demo, {
      roles: ['manager'],
      permissions: ['users:create', 'users:update'],
    });
    const asManager = (body: object) => api('POST', '/users', manager.token, body);
    const admin = await asManager(newUser({ roles: ['admin'] }));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('FORBIDDEN');
    expect((await asManager(newUser({ roles: ['manager'] }))).statusCode).toBe(403);
    expect((await asManager(newUser({ roles: ['staff', 'admin'] }))).statusCode).toBe(403);
    // nor a permission the manager does not hold
    expect((await asManager(newUser({ permissions: ['*'] }))).statusCode).toBe(403);
    for (const role of ['staff', 'employee', 'viewer', 'customer']) {
      expect((await asManager(newUser({ roles: [role] }))).statusCode).toBe(201);
    }
    // and edits no one above them, nor promotes anyone
    const staff = await create({ roles: ['staff'] });
    const promote = await api('PATCH', `/users/${staff.id}`, manager.token, { roles: ['admin'] });
    expect(promote.statusCode).toBe(403);
    const admins = await api('GET', '/users?filter[roles][in]=admin', tokens.admin!);
    const someAdmin = admins.json().data[0].id as string;
    const edit = await api('PATCH', `/users/${someAdmin}`, manager.token, { firstName: 'X' });
    expect(edit.statusCode).toBe(403);
    const demote = await api('PATCH', `/users/${staff.id}`, manager.token, { roles: ['viewer'] });
    expect(demote.statusCode).toBe(200);
  });
});

describe('branch assignment', () => {
  it("accepts one of the company's branches and refuses another company's with 400", async () => {
    const demoBranches = await api('GET', '/branches?limit=1', tokens.admin!);
    const branchId = (demoBranches.json() as { data: { id: string }[] }).data[0]!.id;
    const created = await api('POST', '/users', tokens.admin!, newUser({ branchId }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ branchId });

    const acmeAdmin = await tokenOf('admin@acme.test', demoPassword, 'acme');
    const acmeBranches = await api('GET', '/branches?limit=1', acmeAdmin, undefined, {}, 'acme');
    const foreign = (acmeBranches.json() as { data: { id: string }[] }).data[0]!.id;
    const refused = await api('POST', '/users', tokens.admin!, newUser({ branchId: foreign }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: 'body.branchId' })]);
    const moved = await api('PATCH', `/users/${created.json().id as string}`, tokens.admin!, {
      branchId: foreign,
    });
    expect(moved.statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('refuses every write to a viewer and every read to staff with 403', async () => {
    const target = await create();
    const writes: [Method, string, object | undefined][] = [
      ['POST', '/users', newUser()],
      ['PATCH', `/users/${target.id}`, { firstName: 'Changed' }],
      ['DELETE', `/users/${target.id}`, undefined],
      ['POST', `/users/${target.id}/status`, { status: 'suspended' }],
      [
        'POST',
        `/users/${target.id}/password`,
        { password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' },
      ],
    ];
    for (const [method, url, body] of writes) {
      const res = await api(method, url, tokens.viewer!, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const url of ['/users', `/users/${target.id}`, `/users/${target.id}/activity`]) {
      expect((await api('GET', url, tokens.staff!)).statusCode, url).toBe(403);
    }
    // the manager reads, but does not write
    expect((await api('GET', '/users', tokens.manager!)).statusCode).toBe(200);
    expect((await api('DELETE', `/users/${target.id}`, tokens.manager!)).statusCode).toBe(403);
    // nothing changed
    const after = await api('GET', `/users/${target.id}`, tokens.admin!);
    expect(after.json()).toMatchObject({ firstName: 'Sara', status: 'active' });
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'GET', '/users', { tenant: 'demo' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /users/{id}', () => {
  it('answers the user, 404 for an unknown id and 400 for a malformed one', async () => {
    const created = await create();
    const res = await api('GET', `/users/${created.id}`, tokens.admin!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, email: created.email });
    const unknown = await api('GET', '/users/0190a1b2-0000-7000-8000-000000000000', tokens.admin!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await api('GET', '/users/not-a-uuid', tokens.admin!);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('params.id');
  });

  it("treats another company's user as unknown (404) on every route", async () => {
    const other = await createTestUser(t.database, acme, { roles: ['staff'] });
    const id = other.userId;
    const calls: [Method, string, object | undefined][] = [
      ['GET', `/users/${id}`, undefined],
      ['GET', `/users/${id}/activity`, undefined],
      ['PATCH', `/users/${id}`, { firstName: 'Hacked' }],
      ['POST', `/users/${id}/status`, { status: 'suspended' }],
      [
        'POST',
        `/users/${id}/password`,
        { password: 'N3w#Passw0rd', confirmPassword: 'N3w#Passw0rd' },
      ],
      ['DELETE', `/users/${id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, tokens.admin!, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.database.withTenant(acme, (tx) =>
      tx.select().from(users).where(eq(users.id, id)),
    );
    expect(row).toMatchObject({ firstName: 'Test', status: 'active' });
  });
});

describe('PATCH /users/{id}', () => {
  it('changes fields and keeps the password when it is empty or absent', async () => {
    const created = await create();
    const res = await api('PATCH', `/users/${created.id}`, tokens.admin!, {
      firstName: 'Huda',
      roles: ['employee'],
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Huda',
      lastName: 'Nasser',
      roles: ['employee'],
      passwordChangedAt: created.passwordChangedAt,
    });
    expect((await login(created.email)).statusCode).toBe(200);
    const absent = await api('PATCH', `/users/${created.id}`, tokens.admin!, { lastName: 'Omar' });
    expect(absent.statusCode).toBe(200);
    expect((await login(created.email)).statusCode).toBe(200);

    const audit = await auditFor(created.id);
    const update = audit.find((a) => a.action === 'update');
    expect(update).toMatchObject({
      before: expect.objectContaining({ firstName: 'Sara' }),
      after: expect.objectContaining({ firstName: 'Huda' }),
    });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('sets a new password: the date moves, old sessions end, the new one signs in', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    const res = await api('PATCH', `/users/${created.id}`, tokens.admin!, {
      password: 'An0ther#Secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().passwordChangedAt).not.toBe(created.passwordChangedAt);
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);
    expect((await login(created.email)).statusCode).toBe(401);
    expect((await login(created.email, 'An0ther#Secret')).statusCode).toBe(200);

    const weak = await api('PATCH', `/users/${created.id}`, tokens.admin!, { password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].path).toBe('body.password');
  });

  it('refuses an e-mail address another user has with 409', async () => {
    const a = await create();
    const b = await create();
    const res = await api('PATCH', `/users/${b.id}`, tokens.admin!, {
      email: a.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].path).toBe('body.email');
    // keeping one's own address is fine
    const same = await api('PATCH', `/users/${b.id}`, tokens.admin!, { email: b.email });
    expect(same.statusCode).toBe(200);
  });

  it('follows the status machine and ends sessions on suspension', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    const res = await api('PATCH', `/users/${created.id}`, tokens.admin!, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for unknown roles', async () => {
    const unknown = await api(
      'PATCH',
      '/users/0190a1b2-0000-7000-8000-000000000000',
      tokens.admin!,
      {
        firstName: 'X',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const created = await create();
    const roles = await api('PATCH', `/users/${created.id}`, tokens.admin!, { roles: ['nope'] });
    expect(roles.statusCode).toBe(400);
    expect(roles.json().details[0].path).toBe('body.roles');
  });
});

describe('POST /users/{id}/status', () => {
  it('suspends: the token fails at once and sign-in answers ACCOUNT_SUSPENDED', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(200);

    const res = await api('POST', `/users/${created.id}/status`, tokens.admin!, {
      status: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, status: 'suspended' });

    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);
    const again = await login(created.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_SUSPENDED');

    // suspended -> suspended is no transition
    const same = await api('POST', `/users/${created.id}/status`, tokens.admin!, {
      status: 'suspended',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('CONFLICT');

    const back = await api('POST', `/users/${created.id}/status`, tokens.admin!, {
      status: 'active',
    });
    expect(back.statusCode).toBe(200);
    expect((await login(created.email)).statusCode).toBe(200);

    const audit = (await auditFor(created.id)).filter((a) => a.action === 'status');
    expect(audit.map((a) => a.after)).toEqual([
      expect.objectContaining({ status: 'suspended' }),
      expect.objectContaining({ status: 'active' }),
    ]);
  });

  it('deactivates too, refuses your own status and a bad value', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    const res = await api('POST', `/users/${created.id}/status`, tokens.admin!, {
      status: 'inactive',
    });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);

    const admin = await createTestUser(t.database, demo, { roles: ['admin'] });
    const self = await api('POST', `/users/${admin.userId}/status`, admin.token, {
      status: 'suspended',
    });
    expect(self.statusCode).toBe(409);

    const bad = await api('POST', `/users/${created.id}/status`, tokens.admin!, {
      status: 'banished',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('body.status');
  });
});

describe('POST /users/{id}/password', () => {
  it('requires matching passwords', async () => {
    const created = await create();
    const res = await api('POST', `/users/${created.id}/password`, tokens.admin!, {
      password: 'N3w#Passw0rd',
      confirmPassword: 'N3w#Passw0rd!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.confirmPassword', message: 'Passwords do not match' },
    ]);
    const weak = await api('POST', `/users/${created.id}/password`, tokens.admin!, {
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].path).toBe('body.password');
  });

  it('sets the password, dates it and ends the sessions', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    const res = await api('POST', `/users/${created.id}/password`, tokens.admin!, {
      password: 'N3w#Passw0rd',
      confirmPassword: 'N3w#Passw0rd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);
    expect((await login(created.email)).statusCode).toBe(401);
    expect((await login(created.email, 'N3w#Passw0rd')).statusCode).toBe(200);
    const view = await api('GET', `/users/${created.id}`, tokens.admin!);
    expect(view.json().passwordChangedAt).not.toBe(created.passwordChangedAt);
    const audit = await auditFor(created.id);
    expect(audit.map((a) => a.action)).toContain('set_password');
    expect(JSON.stringify(audit)).not.toContain('N3w#Passw0rd');
  });
});

describe('DELETE /users/{id}', () => {
  it('deletes, then the user is gone; the audit keeps who it was', async () => {
    const created = await create();
    const session = await tokenOf(created.email);
    const res = await api('DELETE', `/users/${created.id}`, tokens.admin!);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api('GET', `/users/${created.id}`, tokens.admin!)).statusCode).toBe(404);
    expect((await api('DELETE', `/users/${created.id}`, tokens.admin!)).statusCode).toBe(404);
    expect((await api('GET', '/auth/profile', session)).statusCode).toBe(401);
    const audit = await auditFor(created.id);
    const deleted = audit.find((a) => a.action === 'delete');
    expect(deleted).toMatchObject({ before: expect.objectContaining({ email: created.email }) });
    expect(deleted!.before).not.toHaveProperty('passwordHash');
  });

  it('refuses to delete yourself with 409', async () => {
    const admin = await createTestUser(t.database, demo, { roles: ['admin'] });
    const res = await api('DELETE', `/users/${admin.userId}`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });
});

describe('the last administrator', () => {
  // acme has one administrator: its seeded admin.
  it('cannot be deleted, suspended or demoted', async () => {
    const acmeAdmin = await tokenOf('admin@acme.test', demoPassword, 'acme');
    const [admin] = await t.database.withTenant(acme, (tx) =>
      tx.select().from(users).where(eq(users.email, 'admin@acme.test')),
    );
    const message = 'The last administrator cannot be removed.';

    const demote = await api(
      'PATCH',
      `/users/${admin!.id}`,
      acmeAdmin,
      { roles: ['manager'] },
      undefined,
      'acme',
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'CONFLICT', message });

    const helper = await createTestUser(t.database, acme, {
      roles: ['viewer'],
      permissions: ['users:delete', 'users:status', 'users:update'],
    });
    const del = await api(
      'DELETE',
      `/users/${admin!.id}`,
      helper.token,
      undefined,
      undefined,
      'acme',
    );
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(message);
    const suspend = await api(
      'POST',
      `/users/${admin!.id}/status`,
      helper.token,
      { status: 'suspended' },
      undefined,
      'acme',
    );
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json().message).toBe(message);

    // with a second administrator, the first may step down
    const second = await api(
      'POST',
      '/users',
      acmeAdmin,
      newUser({ roles: ['admin'] }),
      undefined,
      'acme',
    );
    expect(second.statusCode).toBe(201);
    const stepDown = await api(
      'PATCH',
      `/users/${admin!.id}`,
      acmeAdmin,
      { roles: ['admin', 'manager'] },
      undefined,
      'acme',
    );
    expect(stepDown.statusCode).toBe(200);
    const demoted = await api(
      'PATCH',
      `/users/${admin!.id}`,
      acmeAdmin,
      { roles: ['manager'] },
      undefined,
      'acme',
    );
    expect(demoted.statusCode).toBe(200);
    // now the second one is the last
    const secondToken = await tokenOf(second.json().email, password, 'acme');
    const last = await api(
      'PATCH',
      `/users/${second.json().id}`,
      secondToken,
      { roles: ['viewer'] },
      undefined,
      'acme',
    );
    expect(last.statusCode).toBe(409);
    // restore acme's administrator for whoever reads it next
    const restore = await api(
      'PATCH',
      `/users/${admin!.id}`,
      secondToken,
      { roles: ['admin'] },
      undefined,
      'acme',
    );
    expect(restore.statusCode).toBe(200);
  });

  // Two administrators suspending each other at once: one wins, the other is refused (409,
  // or 401 when the winner's commit already ended its session), never both, never a 500.
  it('survives two administrators removing each other at the same moment', async () => {
    const admins = await t.database.withTenant(acme, (tx) =>
      tx.select().from(users).where(eq(users.status, 'active')),
    );
    const [a, b] = admins.filter((u) => u.roles.includes('admin'));
    expect(admins.filter((u) => u.roles.includes('admin'))).toHaveLength(2);
    const tokenA = await tokenOf(
      a!.email,
      a!.email === 'admin@acme.test' ? demoPassword : password,
      'acme',
    );
    const tokenB = await tokenOf(
      b!.email,
      b!.email === 'admin@acme.test' ? demoPassword : password,
      'acme',
    );
    const suspend = (token: string, id: string) =>
      api('POST', `/users/${id}/status`, token, { status: 'suspended' }, undefined, 'acme');
    const results = await Promise.all([suspend(tokenA, b!.id), suspend(tokenB, a!.id)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const after = await t.database.withTenant(acme, (tx) =>
      tx.select().from(users).where(eq(users.status, 'active')),
    );
    const survivors = after.filter((u) => u.roles.includes('admin'));
    expect(survivors).toHaveLength(1);
    // the survivor brings the other back
    const survivor = survivors[0]!;
    const other = survivor.id === a!.id ? b! : a!;
    const back = await api(
      'POST',
      `/users/${other.id}/status`,
      survivor.id === a!.id ? tokenA : tokenB,
      { status: 'active' },
      undefined,
      'acme',
    );
    expect(back.statusCode).toBe(200);
  });
});

describe('GET /users/{id}/activity', () => {
  it('lists the audit rows about the user and by the user, newest first, in pages', async () => {
    const manager = await create({ roles: ['admin'] });
    const managerToken = await tokenOf(manager.email);
    const made = await create({ roles: ['staff'] }, managerToken);
    await api('PATCH', `/users/${manager.id}`, tokens.admin!, { firstName: 'Lina' });
    await api('POST', `/users/${manager.id}/status`, tokens.admin!, { status: 'inactive' });

    const res = await api('GET', `/users/${manager.id}/activity`, tokens.admin!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 20, hasMore: false });
    expect(body.data.map((a: { action: string }) => a.action)).toEqual([
      'status',
      'update',
      'create',
      'login',
      'create',
    ]);
    // the newest create is the user this one made
    expect(body.data[2]).toMatchObject({
      entityType: 'user',
      entityId: made.id,
      actorType: 'user',
      actorId: manager.id,
      before: null,
      createdAt: expect.any(String),
    });
    expect(body.data[4]).toMatchObject({ entityId: manager.id, action: 'create' });
    expect(body.data[0]).toMatchObject({
      id: expect.any(String),
      before: { status: 'active' },
      after: expect.objectContaining({ status: 'inactive' }),
    });

    const page = await api('GET', `/users/${manager.id}/activity?page=2&limit=3`, tokens.admin!);
    expect(page.json()).toMatchObject({ total: 5, page: 2, limit: 3, hasMore: false });
    expect(page.json().data).toHaveLength(2);
    const first = await api('GET', `/users/${manager.id}/activity?limit=3`, tokens.admin!);
    expect(first.json().hasMore).toBe(true);

    expect(
      (await api('GET', `/users/${manager.id}/activity?limit=101`, tokens.admin!)).statusCode,
    ).toBe(400);
    expect(
      (await api('GET', `/users/${manager.id}/activity?page=0`, tokens.admin!)).statusCode,
    ).toBe(400);
    expect(
      (await api('GET', `/users/${manager.id}/activity?page=x`, tokens.admin!)).statusCode,
    ).toBe(400);
    const unknown = await api(
      'GET',
      '/users/0190a1b2-0000-7000-8000-000000000000/activity',
      tokens.admin!,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the users routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users',
        '/api/v1/users/{id}',
        '/api/v1/users/{id}/status',
        '/api/v1/users/{id}/password',
        '/api/v1/users/{id}/activity',
      ]),
    );
    expect(paths['/api/v1/users'].post.tags).toEqual(['users']);
    expect(paths['/api/v1/users/{id}'].delete.responses['409']).toBeDefined();
  });
});
