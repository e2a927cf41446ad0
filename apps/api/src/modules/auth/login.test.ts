import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformUsers, sessions } from '../../db/schema/index.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp, testJwtSecret } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, password, seedRoles, setAuthSettings, tenantId } from './test-support.ts';

let t: TestApp;
// the sign-in throttle's clock: tests move it instead of sleeping
let now = Date.parse('2030-01-01T00:00:00Z');
const advance = (ms: number) => {
  now += ms;
};
let hash: string;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: createLoginThrottle({ clock: () => now }) });
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
  opts: { tenant?: string | null; ip?: string; headers?: Record<string, string> } = {},
  app = t,
) =>
  call(app, 'POST', '/auth/login', {
    tenant: opts.tenant === undefined ? 'demo' : opts.tenant,
    body: { email, password: pass },
    ...(opts.ip ? { ip: opts.ip } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
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

  it('answers an unknown e-mail, a wrong password and an account without a password alike', async () => {
    const u = await user();
    const external = await user({ passwordHash: null });
    const suspended = await user({ status: 'suspended' });
    const answers = [
      await login('nobody@test.example'),
      await login(u.email, 'Wrong#Pass1'),
      await login(external.email, 'Wrong#Pass1'),
      await login(suspended.email, 'Wrong#Pass1'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });

  it('does not find a user of another tenant', async () => {
    const u = await user({}, acme);
    expect((await login(u.email)).json()).toEqual(invalid);
    expect((await login(u.email, password, { tenant: 'acme' })).statusCode).toBe(200);
  });

  it('makes an account wait after 5 failures: 429 with Retry-After even for the right password', async () => {
    const u = await user();
    for (let i = 0; i < 6; i += 1) {
      expect((await login(u.email, 'Wrong#Pass1')).json()).toEqual(invalid);
    }
    for (const pass of ['Wrong#Pass1', password]) {
      const res = await login(u.email, pass);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Please wait before trying again.',
      });
    }
    // the next failure doubles the wait; nothing ever answers 403 'locked'
    advance(1_000);
    expect((await login(u.email, 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login(u.email)).headers['retry-after']).toBe('2');
    advance(2_000);
    expect((await login(u.email)).statusCode).toBe(200);
    // the right password cleared the account's count: 5 free failures again
    for (let i = 0; i < 5; i += 1) {
      expect((await login(u.email, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    expect((await login(u.email)).statusCode).toBe(200);
  });

  it('slows an unknown e-mail down exactly like an existing account', async () => {
    const u = await user();
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await login(email, 'Wrong#Pass1');
        seen.push(`${res.statusCode} ${res.headers['retry-after'] ?? '-'} ${res.body}`);
      }
      return seen;
    };
    const known = await answers(u.email);
    const unknown = await answers('ghost@test.example');
    expect(unknown).toEqual(known);
    expect(known.filter((a) => a.startsWith('429 1 '))).toHaveLength(2);
  });

  it('makes a client address wait after 20 failures across accounts; the right password works after the wait', async () => {
    const ip = '203.0.113.9';
    const victim = await user();
    for (let i = 0; i < 21; i += 1) {
      expect((await login(`spray${i}@test.example`, 'Wrong#Pass1', { ip })).statusCode).toBe(401);
    }
    const held = await login(victim.email, password, { ip });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect((await login(victim.email, password, { ip: '203.0.113.10' })).statusCode).toBe(200);
    advance(1_000);
    expect((await login(victim.email, password, { ip })).statusCode).toBe(200);
  });

  it('counts only failures: 30 sign-ins in a row from one address all succeed', async () => {
    const u = await user();
    for (let i = 0; i < 30; i += 1) {
      expect((await login(u.email, password, { ip: '203.0.113.20' })).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For without a trusted proxy: forwarded addresses share one count', async () => {
    for (let i = 0; i < 21; i += 1) {
      const res = await login(`xff${i}@test.example`, 'Wrong#Pass1', {
        ip: '203.0.113.30',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await login('xff-last@test.example', 'Wrong#Pass1', {
      ip: '203.0.113.30',
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(res.statusCode).toBe(429);
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
    await setAuthSettings(t, acme, { registrationRequiresVerification: true, oidc: null });
    try {
      const res = await login(u.email, password, { tenant: 'acme' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await setAuthSettings(t, acme, {
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

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      trustProxy: ['127.0.0.1'],
      loginThrottle: createLoginThrottle({ clock: () => now, addressFreeFailures: 2 }),
    });
  });
  afterAll(async () => proxied.close());

  it("counts each client named by the proxy's X-Forwarded-For on its own", async () => {
    const from = (client: string, email: string) =>
      login(
        email,
        'Wrong#Pass1',
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': client } },
        proxied,
      );
    for (let i = 0; i < 3; i += 1) {
      expect((await from('198.51.100.1', `p${i}@test.example`)).statusCode).toBe(401);
    }
    expect((await from('198.51.100.1', 'p9@test.example')).statusCode).toBe(429);
    expect((await from('198.51.100.2', 'p9@test.example')).statusCode).toBe(401);
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
