import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, outbox, sessions, userTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { accountLimitDefaults } from './limits.ts';
import { call, linkToken, mails, nextIp, password, seedRoles, tenantId } from './test-support.ts';

let t: TestApp;
let hash: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  hash = await hashPassword(password);
  demo = await tenantId(t.database, 'demo');
  await seedRoles(t.database, demo);
});
afterAll(async () => t.close());

const newPassword = 'N3w#Password';
const user = () => createTestUser(t.database, demo, { passwordHash: hash, roles: ['staff'] });
const login = (email: string, pass = password) =>
  call(t, 'POST', '/auth/login', { tenant: 'demo', body: { email, password: pass } });
// The account is looked into after the answer left: the outbox performs the request.
async function forgot(email: string, options: Parameters<typeof call>[3] = {}) {
  const res = await call(t, 'POST', '/auth/forgot-password', {
    tenant: 'demo',
    body: { email },
    ...options,
  });
  await t.app.outbox.flush(demo);
  return res;
}
const reset = (token: string, pass = newPassword, ip = nextIp()) =>
  call(t, 'POST', '/auth/reset-password', {
    tenant: 'demo',
    body: { token, password: pass, confirmPassword: pass },
    ip,
  });
const resetLink = 'http://demo.motorpool.test:3000/auth/reset-password?token=';
async function resetToken(email: string): Promise<string> {
  const mail = (await mails(t.database, demo)).findLast((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkToken(mail.text, 'reset-password');
}

describe('POST /auth/forgot-password', () => {
  it('answers 202 for an unknown e-mail and mails nothing', async () => {
    const before = (await mails(t.database, demo)).length;
    const res = await forgot('ghost@test.example');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect((await mails(t.database, demo)).length).toBe(before);
  });

  it('mails a reset link on this address to a known account', async () => {
    const u = await user();
    const res = await forgot(u.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const mail = (await mails(t.database, demo)).find((m) => m.to === u.email);
    expect(mail).toMatchObject({ subject: 'Reset your password', locale: 'en' });
    expect(mail!.text).toContain(resetLink);
    const rows = await t.database.withTenant(demo, (tx) =>
      tx.select().from(userTokens).where(eq(userTokens.userId, u.userId)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('password_reset');
    expect(rows[0]!.tokenHash).not.toBe(linkToken(mail!.text, 'reset-password'));
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it.each([
    ['a company subdomain of another host', { host: 'demo.attacker.example' }],
    ['another host', { host: 'attacker.example', 'x-tenant-id': 'demo' }],
    ['x-forwarded-host', { 'x-forwarded-host': 'attacker.example', 'x-tenant-id': 'demo' }],
  ])(
    "links to the configured public address and the company's subdomain, whatever %s the request names",
    async (_what, headers) => {
      const u = await user();
      const res = await forgot(u.email, { tenant: null, headers });
      expect(res.statusCode).toBe(202);
      const sent = (await mails(t.database, demo)).filter((m) => m.to === u.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(`\n${resetLink}`);
      expect(sent[0]!.text).not.toContain('attacker');
    },
  );

  it('does the same work for an unknown and a known account before it answers', async () => {
    const u = await user();
    const ghost = 'ghost-same-work@test.example';
    const known = await call(t, 'POST', '/auth/forgot-password', {
      tenant: 'demo',
      body: { email: u.email },
    });
    const unknown = await call(t, 'POST', '/auth/forgot-password', {
      tenant: 'demo',
      body: { email: ghost },
    });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    // Each answer wrote one reset request and nothing else; the account is looked up later.
    const requests = (
      await t.database.withTenant(demo, (tx) =>
        tx.select().from(outbox).where(eq(outbox.kind, 'password_reset')),
      )
    ).map((r) => r.payload as { email: string });
    expect(requests.filter((p) => p.email === u.email)).toHaveLength(1);
    expect(requests.filter((p) => p.email === ghost)).toHaveLength(1);
    await t.app.outbox.flush(demo);
    expect((await mails(t.database, demo)).filter((m) => m.to === u.email)).toHaveLength(1);
    expect((await mails(t.database, demo)).filter((m) => m.to === ghost)).toHaveLength(0);
    const audit = await t.database.withTenant(demo, (tx) =>
      tx.select().from(auditLogs).where(eq(auditLogs.entityId, u.userId)),
    );
    expect(audit.map((a) => a.action)).toContain('password_reset_requested');
  });

  it('mails an account at most 3 reset links an hour, answering every request the same', async () => {
    const u = await user();
    for (let i = 0; i < accountLimitDefaults.mailLimit + 2; i += 1) {
      const res = await forgot(u.email);
      expect([res.statusCode, res.json()]).toEqual([202, { sent: true }]);
    }
    const sent = (await mails(t.database, demo)).filter((m) => m.to === u.email);
    expect(sent).toHaveLength(accountLimitDefaults.mailLimit);
  });

  it('answers 429 with Retry-After past 10 requests from one address, in the caller language', async () => {
    const ip = nextIp();
    for (let i = 0; i < accountLimitDefaults.addressLimit; i += 1) {
      expect((await forgot(`flood-${i}@test.example`, { ip })).statusCode).toBe(202);
    }
    const refused = await forgot('flood-x@test.example', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests from this address. Please try again in 15 min.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(accountLimitDefaults.addressWindowMs / 1000);
    const ar = await forgot('flood-x@test.example', {
      ip,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(429);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    // another address is not held back
    expect((await forgot('flood-x@test.example')).statusCode).toBe(202);
  });

  it('answers 202 without a tenant too', async () => {
    const res = await call(t, 'POST', '/auth/forgot-password', {
      body: { email: 'a@test.example' },
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once and ends every session', async () => {
    const u = await user();
    await forgot(u.email);
    const token = await resetToken(u.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reset: true });

    const again = await reset(token, 'An0ther#Pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired.',
    });
    // the session that existed before is over
    expect(
      (await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token })).statusCode,
    ).toBe(401);
    const live = await t.database.withTenant(demo, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, u.userId)),
    );
    expect(live.every((s) => s.revokedReason === 'password_reset')).toBe(true);
    expect((await login(u.email)).statusCode).toBe(401);
    const ok = await login(u.email, newPassword);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.passwordChangedAt).toEqual(expect.any(String));
  });

  it('refuses an expired link', async () => {
    const u = await user();
    await forgot(u.email);
    const token = await resetToken(u.email);
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, u.userId)),
    );
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await login(u.email)).statusCode).toBe(200);
  });

  it('refuses past 10 requests from one address before it looks at the token', async () => {
    const u = await user();
    await forgot(u.email);
    const token = await resetToken(u.email);
    const ip = nextIp();
    for (let i = 0; i < accountLimitDefaults.addressLimit; i += 1) {
      expect((await reset(`made-up-${i}`, newPassword, ip)).statusCode).toBe(400);
    }
    const refused = await reset(token, newPassword, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // the link was not used up: from another address it still works
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('checks the new password rules', async () => {
    const res = await call(t, 'POST', '/auth/reset-password', {
      tenant: 'demo',
      body: { token: 'x', password: 'weak', confirmPassword: 'weak' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /auth/change-password', () => {
  it('refuses a wrong current password in the caller language', async () => {
    const u = await user();
    const body = { currentPassword: 'Wrong#Pass1', newPassword, confirmPassword: newPassword };
    const res = await call(t, 'POST', '/auth/change-password', {
      tenant: 'demo',
      token: u.token,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.currentPassword', message: 'Password is incorrect' }],
    });
    const ar = await call(t, 'POST', '/auth/change-password', {
      tenant: 'demo',
      token: u.token,
      body,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json().details).toEqual([
      { path: 'body.currentPassword', message: 'كلمة المرور غير صحيحة' },
    ]);
  });

  it('changes it, keeps this session, ends the others and mails the user', async () => {
    const u = await user();
    const current = (await login(u.email)).json().access_token as string;
    const res = await call(t, 'POST', '/auth/change-password', {
      tenant: 'demo',
      token: current,
      body: { currentPassword: password, newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });
    expect(
      (await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: current })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token })).statusCode,
    ).toBe(401);
    const mail = (await mails(t.database, demo)).find((m) => m.to === u.email);
    expect(mail?.subject).toBe('Your password was changed');
    expect((await login(u.email, newPassword)).statusCode).toBe(200);
  });
});

describe('/auth/profile', () => {
  it('reads and changes the caller profile, and refuses unknown fields', async () => {
    const u = await user();
    const got = await call(t, 'GET', '/auth/profile', { tenant: 'demo', token: u.token });
    expect(got.json()).toMatchObject({ id: u.userId, email: u.email, roles: ['staff'] });
    const patched = await call(t, 'PATCH', '/auth/profile', {
      tenant: 'demo',
      token: u.token,
      body: { firstName: 'Noura', phone: '+966 55 000 1111', preferredLanguage: 'ar' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      firstName: 'Noura',
      lastName: 'User',
      phone: '+966 55 000 1111',
      preferredLanguage: 'ar',
    });
    const bad = await call(t, 'PATCH', '/auth/profile', {
      tenant: 'demo',
      token: u.token,
      body: { roles: ['admin'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'GET', '/auth/profile', { tenant: 'demo' })).statusCode).toBe(401);
  });
});
