import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { listAuditForEntity } from '../audit/service.ts';
import { accountLimitDefaults } from './limits.ts';
import {
  call,
  linkToken,
  mails,
  nextIp,
  seedRoles,
  setAuthSettings,
  tenantId,
} from './test-support.ts';

let t: TestApp;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  await seedRoles(t.database, demo);
  await seedRoles(t.database, acme);
  await setAuthSettings(t, acme, {
    registrationRequiresVerification: true,
    oidc: {
      issuer: 'https://id.acme.test',
      clientId: 'motorpool',
      clientSecret: 'secret',
      providers: [{ id: 'google', label: 'Google' }],
    },
  });
});
afterAll(async () => t.close());

const form = (email: string) => ({
  firstName: 'Layla',
  lastName: 'Hassan',
  email,
  phone: '+966 50 111 2222',
  password: 'Str0ng#Pass',
  confirmPassword: 'Str0ng#Pass',
  dateOfBirth: '1990-04-12',
  licenseNumber: 'SA-123456',
  licenseExpiryDate: '2031-01-01',
  licenseIssuingCountry: 'SA',
  address: '12 Olaya Street',
  city: 'Riyadh',
  country: 'SA',
  postalCode: '12214',
  emergencyContactName: 'Omar Hassan',
  emergencyContactPhone: '+966 50 333 4444',
  agreeToTerms: true,
  marketingConsent: true,
});
const register = (
  body: object,
  tenant: string | null = 'demo',
  headers: Record<string, string> = {},
  ip = nextIp(),
) => call(t, 'POST', '/auth/register', { tenant, body, headers, ip });
const accountsNamed = (tenant: string, email: string) =>
  t.database.withTenant(tenant, (tx) => tx.select().from(users).where(eq(users.email, email)));

describe('POST /auth/register', () => {
  it('creates a signed-in customer account and its customer record', async () => {
    const res = await register(form('layla@test.example'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      verificationRequired: false,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
      user: {
        email: 'layla@test.example',
        roles: ['customer'],
        tenantId: demo,
        phone: '+966 50 111 2222',
      },
    });
    expect(body.user.permissions).toContain('reservations:create');
    const [customer] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(customers).where(eq(customers.userId, body.user.id)),
    );
    expect(customer).toMatchObject({
      firstName: 'Layla',
      email: 'layla@test.example',
      dateOfBirth: '1990-04-12',
      drivingLicenseNumber: 'SA-123456',
      licenseExpiryDate: '2031-01-01',
      licenseCountry: 'SA',
      street: '12 Olaya Street',
      city: 'Riyadh',
      country: 'SA',
      postalCode: '12214',
      emergencyContactName: 'Omar Hassan',
      emergencyContactPhone: '+966 50 333 4444',
      marketingConsent: true,
    });
    const [user] = await t.database.withTenant(demo, (tx) =>
      tx.select().from(users).where(eq(users.id, body.user.id)),
    );
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const trail = await t.database.withTenant(demo, (tx) =>
      listAuditForEntity(tx, 'user', body.user.id),
    );
    expect(trail.map((a) => a.action)).toContain('register');
    expect(JSON.stringify(trail)).not.toMatch(/argon2|passwordHash|refresh/i);
    const profile = await call(t, 'GET', '/auth/profile', {
      tenant: 'demo',
      token: body.access_token,
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    await register(form('dup@test.example'));
    const res = await register(form('DUP@Test.Example'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Please use a different email or login.',
    });
  });

  it('explains invalid fields in Arabic to an Arabic caller and stores nothing', async () => {
    const res = await register(
      { ...form('ar@test.example'), confirmPassword: 'Other#Pass1', agreeToTerms: false },
      'demo',
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.confirmPassword', 'body.agreeToTerms']));
    for (const d of res.json().details) expect(d.message).toMatch(/[\u0600-\u06FF]/);
    const rows = await t.database.withTenant(demo, (tx) =>
      tx.select().from(users).where(eq(users.email, 'ar@test.example')),
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 429 with Retry-After past 10 registrations from one address, creating nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < accountLimitDefaults.addressLimit; i += 1) {
      expect((await register(form(`many-${i}@test.example`), 'demo', {}, ip)).statusCode).toBe(201);
    }
    const refused = await register(form('many-x@test.example'), 'demo', {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await accountsNamed(demo, 'many-x@test.example')).toHaveLength(0);
    const ar = await register(form('many-x@test.example'), 'demo', { 'accept-language': 'ar' }, ip);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs a tenant', async () => {
    const res = await call(t, 'POST', '/auth/register', { body: form('x@test.example') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TENANT_REQUIRED');
  });
});

describe('registration with e-mail verification', () => {
  it('mails a link, refuses sign-in until it is used, and signs in once with it', async () => {
    const res = await register(form('verify@test.example'), 'acme');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ verificationRequired: true, email: 'verify@test.example' });
    const mail = (await mails(t.database, acme)).find((m) => m.to === 'verify@test.example');
    expect(mail).toBeDefined();
    const token = linkToken(mail!.text, 'verify-email');

    const early = await call(t, 'POST', '/auth/login', {
      tenant: 'acme',
      body: { email: 'verify@test.example', password: 'Str0ng#Pass' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await call(t, 'POST', '/auth/verify-email', {
      tenant: 'acme',
      body: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      user: { email: 'verify@test.example', roles: ['customer'] },
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    const again = await call(t, 'POST', '/auth/verify-email', { tenant: 'acme', body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const login = await call(t, 'POST', '/auth/login', {
      tenant: 'acme',
      body: { email: 'verify@test.example', password: 'Str0ng#Pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['a company subdomain of another host', null, { host: 'acme.attacker.example' }],
    ['another host', 'acme', { host: 'attacker.example' }],
    ['x-forwarded-host', 'acme', { 'x-forwarded-host': 'attacker.example' }],
  ])(
    "links to the configured public address and the company's subdomain, whatever %s the request names",
    async (what, tenant, headers) => {
      const email = `verify-host-${what.length}@test.example`;
      const res = await register(form(email), tenant, headers);
      expect(res.statusCode).toBe(201);
      const mail = (await mails(t.database, acme)).find((m) => m.to === email);
      expect(mail!.text).toContain('\nhttp://acme.motorpool.test:3000/auth/verify-email?token=');
      expect(mail!.text).not.toContain('attacker');
    },
  );

  it('answers a taken address exactly as a new one and mails its owner a note instead', async () => {
    const first = await register(form('taken@test.example'), 'acme');
    const again = await register(form('Taken@Test.Example'), 'acme');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await accountsNamed(acme, 'taken@test.example')).toHaveLength(1);
    const sent = (await mails(t.database, acme)).filter((m) => m.to === 'taken@test.example');
    expect(sent.map((m) => m.subject)).toEqual([
      'Confirm your e-mail address',
      'Someone tried to register with your e-mail address',
    ]);
    expect(sent[1]!.text).toContain('http://acme.motorpool.test:3000/auth/login');
    expect(sent[1]!.text).toContain('http://acme.motorpool.test:3000/auth/forgot-password');
    expect(sent[1]!.text).not.toMatch(/token=/);
  });

  it('refuses an unknown token', async () => {
    const res = await call(t, 'POST', '/auth/verify-email', {
      tenant: 'acme',
      body: { token: 'made-up' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});

describe('GET /auth/providers', () => {
  it("lists the company's sign-on providers, none when not configured", async () => {
    const acmeRes = await call(t, 'GET', '/auth/providers', { tenant: 'acme' });
    expect(acmeRes.json()).toEqual({ providers: [{ id: 'google', label: 'Google' }] });
    expect((await call(t, 'GET', '/auth/providers', { tenant: 'demo' })).json()).toEqual({
      providers: [],
    });
  });
});

describe('OpenAPI document', () => {
  it('describes the auth and session routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/auth/refresh',
        '/api/v1/sessions/admin/all',
        '/api/v1/sessions/{id}',
      ]),
    );
  });
});
