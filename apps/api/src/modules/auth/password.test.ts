import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTokens, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, linkToken, mails, password, seedRoles, tenantId } from './test-support.ts';

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
const forgot = (email: string) =>
  call(t, 'POST', '/auth/forgot-password', { tenant: 'demo', body: { email } });
const reset = (token: string, pass = newPassword) =>
  call(t, 'POST', '/auth/reset-password', {
    tenant: 'demo',
    body: { token, password: pass, confirmPassword: pass },
  });
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
    expect(mail!.text).toMatch(/http:\/\/localhost(:80)?\/auth\/reset-password\?token=/);
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

  it('links to the address the request came to', async () => {
    const u = await user();
    await call(t, 'POST', '/auth/forgot-password', {
      body: { email: u.email },
      headers: { host: 'demo.localhost:5173' },
    });
    const mail = (await mails(t.database, demo)).find((m) => m.to === u.email);
    expect(mail!.text).toContain('http://demo.localhost:5173/auth/reset-password?token=');
  });

  it('answers 202 without a tenant too', async () => {
    const res = await call(t, 'POST', '/auth/forgot-password', {
      body: { email: 'a@test.example' },
    });
    expect(res.statusCode).toBe(202);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, ends every session and clears a lock', async () => {
    const u = await user();
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(users)
        .set({ lockedUntil: new Date(Date.now() + 600_000) })
        .where(eq(users.id, u.userId)),
    );
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
