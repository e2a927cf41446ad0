import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformUsers, sessions, users } from '../../db/schema/index.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp, testJwtSecret } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, password, seedRoles, setAuthSettings, tenantId } from './test-support.ts';

let t: TestApp;
let hash: string;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  hash = await hashPassword(password);
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  await seedRoles(t.database, demo);
  await seedRoles(t.database, acme);
});
afterAll(async () => t.close());

const user = (options: Parameters<typeof createTestUser>[2] = {}, tenant = demo) =>
  createTestUser(t.database, tenant, { passwordHash: hash, ...options });
const login = (
  email: string,
  pass = password,
  opts: { tenant?: string | null; ip?: string } = {},
) =>
  call(t, 'POST', '/auth/login', {
    tenant: opts.tenant === undefined ? 'demo' : opts.tenant,
    body: { email, password: pass },
    ...(opts.ip ? { ip: opts.ip } : {}),
  });
const invalid = {
  statusCode: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Invalid email or password. Please check your credentials and try again.',
};

describe('POST /auth/login', () => {
  it('signs a tenant user in with tokens, the user and their effective permissions', async () => {
    const u = await user({ roles: ['manager'], permissions: ['audit:read'] });
    const res = await login(u.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      user: {
        id: u.userId,
        email: u.email,
        roles: ['manager'],
        status: 'active',
        tenantId: demo,
        lastLoginAt: expect.any(String),
        branchId: null,
        preferredLanguage: 'en',
      },
    });
    expect(body.user.permissions).toEqual(expect.arrayContaining(['sessions:read', 'audit:read']));
    expect(body.user).not.toHaveProperty('passwordHash');
    const claims = verifyAccessToken(body.access_token, testJwtSecret)!;
    expect(claims).toMatchObject({ sub: u.userId, tid: demo, roles: ['manager'] });
    expect(claims.exp - claims.iat).toBe(900);
    // a new family, 7 days long, whose token works at once
    const rows = await t.database.withTenant(demo, (tx) =>
      tx.select().from(sessions).where(eq(sessions.familyId, claims.sid)),
    );
    expect(rows).toHaveLength(1);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const profile = await call(t, 'GET', '/auth/profile', {
      tenant: 'demo',
      token: body.access_token,
    });
    expect(profile.statusCode).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const u = await user();
    const res = await call(t, 'POST', '/auth/login', {
      tenant: 'demo',
      body: { email: u.email, password, rememberMe: true },
    });
    const { sid } = verifyAccessToken(res.json().access_token, testJwtSecret)!;
    const [row] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(sessions).where(eq(sessions.familyId, sid)),
    );
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const u = await user();
    const unknown = await login('nobody@test.example');
    const wrong = await login(u.email, 'Wrong#Pass1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(invalid);
    expect(wrong.json()).toEqual(invalid);
  });

  it('does not find a user of another tenant', async () => {
    const u = await user({}, acme);
    expect((await login(u.email)).json()).toEqual(invalid);
    expect((await login(u.email, password, { tenant: 'acme' })).statusCode).toBe(200);
  });

  it('answers 429 after 10 attempts on one account within 15 minutes', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login('target@test.example', 'Wrong#Pass1')).statusCode).toBe(401);
    }
    const res = await login('target@test.example', 'Wrong#Pass1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please wait before trying again.',
    });
  });

  it('answers 429 after 30 attempts from one address', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`spray${i}@test.example`, 'Wrong#Pass1', { ip })).statusCode).toBe(401);
    }
    expect((await login('spray-last@test.example', 'Wrong#Pass1', { ip })).statusCode).toBe(429);
  });

  it('locks an account after 5 wrong passwords, even against the right one', async () => {
    const u = await user();
    for (let i = 0; i < 4; i += 1)
      expect((await login(u.email, 'Wrong#Pass1')).statusCode).toBe(401);
    const fifth = await login(u.email, 'Wrong#Pass1');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Account temporarily locked. Please try again later.',
    });
    expect((await login(u.email)).json().code).toBe('ACCOUNT_LOCKED');
    const [row] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(users).where(eq(users.id, u.userId)),
    );
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // once the lock has run out, the right password works and the count starts afresh
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, u.userId)),
    );
    expect((await login(u.email)).statusCode).toBe(200);
  });

  it('refuses a suspended or inactive account with the right password', async () => {
    for (const status of ['suspended', 'inactive'] as const) {
      const u = await user({ status });
      const res = await login(u.email);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    }
    const suspended = await user({ status: 'suspended' });
    expect((await login(suspended.email, 'Wrong#Pass1')).json()).toEqual(invalid);
  });

  it('refuses a user without roles', async () => {
    const u = await user({ roles: [] });
    const res = await login(u.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: "You don't have permission to access this application",
    });
  });

  it('refuses an unverified e-mail where the tenant asks for verification', async () => {
    const u = await user({}, acme);
    await setAuthSettings(t.database, acme, { registrationRequiresVerification: true, oidc: null });
    try {
      const res = await login(u.email, password, { tenant: 'acme' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await setAuthSettings(t.database, acme, {
        registrationRequiresVerification: false,
        oidc: null,
      });
    }
  });

  it('validates the body in the caller language', async () => {
    const res = await call(t, 'POST', '/auth/login', {
      tenant: 'demo',
      body: { email: 'nope', password: '' },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('platform sign-in', () => {
  it('signs a super administrator in when no tenant is named', async () => {
    const [admin] = await t.database.db
      .insert(platformUsers)
      .values({
        email: 'root@platform.test',
        passwordHash: hash,
        firstName: 'Root',
        lastName: 'Admin',
      })
      .returning();
    const res = await login('ROOT@platform.test', password, { tenant: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: admin!.id,
      roles: ['super-admin'],
      permissions: ['platform:*'],
      tenantId: null,
      phone: null,
    });
    const token = res.json().access_token;
    expect(verifyAccessToken(token, testJwtSecret)).toMatchObject({ tid: null });
    const profile = await call(t, 'GET', '/auth/profile', { token });
    expect(profile.json()).toMatchObject({ email: 'root@platform.test', tenantId: null });
    // the platform account is not a tenant account
    expect((await login('root@platform.test')).json()).toEqual(invalid);
    expect((await login('root@platform.test', 'Wrong#Pass1', { tenant: null })).json()).toEqual(
      invalid,
    );
  });
});

describe('access tokens', () => {
  it("refuses another tenant's token with 403, by header or by host", async () => {
    const u = await user({}, acme);
    const res = await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TENANT_MISMATCH');
    const byHost = await call(t, 'GET', '/auth/profile', {
      token: u.token,
      headers: { host: 'demo.localhost:3000' },
    });
    expect(byHost.statusCode).toBe(403);
    const own = await call(t, 'GET', '/auth/profile', {
      token: u.token,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('signs in on the company host without a header', async () => {
    const u = await user();
    const res = await call(t, 'POST', '/auth/login', {
      body: { email: u.email, password },
      headers: { host: 'demo.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.tenantId).toBe(demo);
  });

  it("refuses a revoked session's access token at once", async () => {
    const u = await user();
    expect(
      (await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token })).statusCode,
    ).toBe(200);
    await t.database.withTenant(demo, (tx) =>
      tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.familyId, u.familyId)),
    );
    const res = await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid session' });
  });
});
