import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSessions, platformUsers, sessions, users } from '../../db/schema/index.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp, testJwtSecret } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, password, seedRoles, tenantId } from './test-support.ts';

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

async function signIn() {
  const u = await createTestUser(t.database, demo, { passwordHash: hash, roles: ['staff'] });
  const res = await call(t, 'POST', '/auth/login', {
    tenant: 'demo',
    body: { email: u.email, password },
  });
  const body = res.json() as { access_token: string; refresh_token: string };
  return { ...u, ...body, sid: verifyAccessToken(body.access_token, testJwtSecret)!.sid };
}
const refresh = (refreshToken: string, tenant: string | null = 'demo') =>
  call(t, 'POST', '/auth/refresh', { tenant, body: { refreshToken } });
const familyRows = (familyId: string) =>
  t.database.withTenant(demo, (tx) =>
    tx.select().from(sessions).where(eq(sessions.familyId, familyId)).orderBy(sessions.id),
  );

describe('POST /auth/refresh', () => {
  it('rotates: new tokens in the same family, the old row marked rotated', async () => {
    const s = await signIn();
    const res = await refresh(s.refresh_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect(body.refresh_token).not.toBe(s.refresh_token);
    expect(verifyAccessToken(body.access_token, testJwtSecret)).toMatchObject({
      sub: s.userId,
      tid: demo,
      sid: s.sid,
      roles: ['staff'],
    });
    const rows = await familyRows(s.sid);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.rotatedAt).toBeInstanceOf(Date);
    expect(rows[1]!.rotatedAt).toBeNull();
    // the family keeps its end
    expect(rows[1]!.expiresAt.getTime()).toBe(rows[0]!.expiresAt.getTime());
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('ends the session when one token is presented twice at once: one rotation, then revocation', async () => {
    const s = await signIn();
    const answers = await Promise.all([refresh(s.refresh_token), refresh(s.refresh_token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const next = answers.find((r) => r.statusCode === 200)!.json().refresh_token as string;
    const rows = await familyRows(s.sid);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('treats the previous token as stolen once its successor was used', async () => {
    const s = await signIn();
    const next = (await refresh(s.refresh_token)).json().refresh_token as string;
    expect((await refresh(next)).statusCode).toBe(200);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    const rows = await familyRows(s.sid);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('revokes the whole family when a rotated token comes back within a second', async () => {
    const s = await signIn();
    const rotated = (await refresh(s.refresh_token)).json();
    const next = rotated.refresh_token as string;
    const reused = await refresh(s.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid session' });
    const rows = await familyRows(s.sid);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(rows.some((r) => r.revokedReason === 'reuse_detected')).toBe(true);
    // the thief's and the owner's tokens are both dead now, access tokens included
    expect((await refresh(next)).statusCode).toBe(401);
    for (const token of [s.access_token, rotated.access_token as string]) {
      const profile = await call(t, 'GET', '/auth/profile', { tenant: 'demo', token });
      expect(profile.statusCode).toBe(401);
    }
  });

  it('answers an unknown token, or one of another tenant, with 401', async () => {
    expect((await refresh('not-a-real-token')).json().message).toBe('Invalid session');
    const s = await signIn();
    expect((await refresh(s.refresh_token, 'acme')).statusCode).toBe(401);
    expect((await refresh(s.refresh_token, null)).statusCode).toBe(401);
  });

  it('tells an expired session apart', async () => {
    const s = await signIn();
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.familyId, s.sid)),
    );
    const res = await refresh(s.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please login again.');
  });

  it('refuses a suspended user', async () => {
    const s = await signIn();
    await t.database.withTenant(demo, (tx) =>
      tx.update(users).set({ status: 'suspended' }).where(eq(users.id, s.userId)),
    );
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await call(t, 'POST', '/auth/refresh', { tenant: 'demo', body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.refreshToken',
      message: 'This field is required',
    });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const s = await signIn();
    const res = await call(t, 'POST', '/auth/logout', { tenant: 'demo', token: s.access_token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const profile = await call(t, 'GET', '/auth/profile', {
      tenant: 'demo',
      token: s.access_token,
    });
    expect(profile.statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(t, 'POST', '/auth/logout', { tenant: 'demo' });
    expect(res.statusCode).toBe(401);
  });
});

describe('platform sessions', () => {
  it('refreshes a super administrator session, ends it when a rotated token returns, and signs out', async () => {
    await t.database.db.insert(platformUsers).values({
      email: 'ops@platform.test',
      passwordHash: hash,
      firstName: 'Ops',
      lastName: 'Admin',
    });
    const login = await call(t, 'POST', '/auth/login', {
      body: { email: 'ops@platform.test', password },
    });
    const { refresh_token: first } = login.json();
    const rotated = await refresh(first, null);
    expect(rotated.statusCode).toBe(200);
    const { access_token: access, refresh_token: second } = rotated.json();
    // the rotated token at once again: the whole family ends
    expect((await refresh(first, null)).statusCode).toBe(401);
    expect((await refresh(second, null)).statusCode).toBe(401);
    const sid = verifyAccessToken(access, testJwtSecret)!.sid;
    const rows = await t.database.db
      .select()
      .from(platformSessions)
      .where(eq(platformSessions.familyId, sid));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await call(t, 'GET', '/auth/profile', { token: access })).statusCode).toBe(401);

    const again = (
      await call(t, 'POST', '/auth/login', { body: { email: 'ops@platform.test', password } })
    ).json();
    expect((await call(t, 'POST', '/auth/logout', { token: again.access_token })).statusCode).toBe(
      204,
    );
    expect((await call(t, 'GET', '/auth/profile', { token: again.access_token })).statusCode).toBe(
      401,
    );
  });
});
