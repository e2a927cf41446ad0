import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformUsers, sessions } from '../../db/schema/index.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestApp, type TestApp, testJwtSecret } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, password, seedRoles, tenantId } from '../auth/test-support.ts';

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

const user = (roles = ['staff']) => createTestUser(t.database, demo, { passwordHash: hash, roles });
async function signIn(email: string, agent = 'vitest') {
  const res = await call(t, 'POST', '/auth/login', {
    tenant: 'demo',
    body: { email, password },
    headers: { 'user-agent': agent },
  });
  const token = res.json().access_token as string;
  const refresh = res.json().refresh_token as string;
  return { token, refresh, sid: verifyAccessToken(token, testJwtSecret)!.sid };
}
const get = (url: string, token: string) => call(t, 'GET', url, { tenant: 'demo', token });
const del = (url: string, token: string) => call(t, 'DELETE', url, { tenant: 'demo', token });

describe("the caller's sessions", () => {
  it('lists sessions as families, newest first, with the current one marked', async () => {
    const u = await user();
    const a = await signIn(u.email, 'Firefox');
    const b = await signIn(u.email, 'Safari');
    // a rotation stays one session
    const rotated = await call(t, 'POST', '/auth/refresh', {
      tenant: 'demo',
      body: { refreshToken: a.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    const res = await get('/sessions', b.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20, hasMore: false });
    expect(body.data.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([u.familyId, a.sid, b.sid]),
    );
    const current = body.data.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({
      id: b.sid,
      userAgent: 'Safari',
      ipAddress: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const paged = (await get('/sessions?page=2&limit=2', b.token)).json();
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2, hasMore: false });
    expect(paged.data).toHaveLength(1);
    expect((await get('/sessions?limit=500', b.token)).statusCode).toBe(400);
  });

  it('separates active sessions, counts them, and ends all the others', async () => {
    const u = await user();
    const a = await signIn(u.email);
    const b = await signIn(u.email);
    expect((await get('/sessions/stats', b.token)).json()).toEqual({
      activeSessions: 3,
      totalSessions: 3,
    });
    const revoked = await del('/sessions', b.token);
    expect(revoked.json()).toEqual({ revoked: 2 });
    expect((await get('/auth/profile', a.token)).statusCode).toBe(401);
    const active = (await get('/sessions/active', b.token)).json();
    expect(active.total).toBe(1);
    expect(active.data[0]).toMatchObject({ id: b.sid, current: true });
    expect((await get('/sessions/stats', b.token)).json()).toEqual({
      activeSessions: 1,
      totalSessions: 3,
    });
  });

  it('reads and ends one own session; another user sessions are not found', async () => {
    const u = await user();
    const other = await user();
    const a = await signIn(u.email);
    const got = await get(`/sessions/${u.familyId}`, a.token);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ id: u.familyId, current: false });
    expect((await get(`/sessions/${other.familyId}`, a.token)).statusCode).toBe(404);
    expect((await del(`/sessions/${other.familyId}`, a.token)).statusCode).toBe(404);
    expect((await get(`/auth/profile`, other.token)).statusCode).toBe(200);
    expect((await get('/sessions/not-a-uuid', a.token)).statusCode).toBe(400);

    const ended = await del(`/sessions/${u.familyId}`, a.token);
    expect(ended.statusCode).toBe(204);
    expect((await get('/auth/profile', u.token)).statusCode).toBe(401);
  });

  it('cleans up sessions that ended more than a day ago', async () => {
    const u = await user();
    const a = await signIn(u.email);
    const b = await signIn(u.email);
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(sessions.familyId, a.sid)),
    );
    await t.database.withTenant(demo, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(sessions.familyId, u.familyId)),
    );
    const res = await call(t, 'POST', '/sessions/cleanup', { tenant: 'demo', token: b.token });
    expect(res.json()).toEqual({ removed: 2 });
    expect((await get('/sessions', b.token)).json().total).toBe(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t, 'GET', '/sessions', { tenant: 'demo' })).statusCode).toBe(401);
  });
});

describe('session administration', () => {
  it('lists the active sessions of every user to those who may read them', async () => {
    const manager = await user(['manager']);
    const viewer = await user(['viewer']);
    const staff = await user();
    await signIn(staff.email);
    const res = await get(`/sessions/admin/all?userId=${staff.userId}`, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data[0]).toMatchObject({
      user: { id: staff.userId, email: staff.email, firstName: 'Test', lastName: 'User' },
    });
    const all = (await get('/sessions/admin/all?limit=100', manager.token)).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const refused = await get('/sessions/admin/all', viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('ends every session of a user for those who may revoke', async () => {
    const admin = await user(['admin']);
    const manager = await user(['manager']);
    const staff = await user();
    const s = await signIn(staff.email);
    expect((await del(`/sessions/admin/${staff.userId}`, manager.token)).statusCode).toBe(403);
    const res = await del(`/sessions/admin/${staff.userId}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await get('/auth/profile', s.token)).statusCode).toBe(401);
    expect((await get('/auth/profile', staff.token)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user, and ends nothing', async () => {
    const admin = await user(['admin']);
    const ghost = '01900000-0000-7000-8000-000000000000';
    const res = await del(`/sessions/admin/${ghost}`, admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('session administration across companies', () => {
  it("shows an acme administrator only acme's sessions", async () => {
    const acme = await tenantId(t.database, 'acme');
    await seedRoles(t.database, acme);
    const acmeAdmin = await createTestUser(t.database, acme, { roles: ['admin'] });
    const demoStaff = await user();
    const asAcme = (url: string) => call(t, 'GET', url, { tenant: 'acme', token: acmeAdmin.token });

    const all = await asAcme('/sessions/admin/all?limit=100');
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((s: { user: { id: string } }) => s.user.id);
    expect(ids).toContain(acmeAdmin.userId);
    expect(ids).not.toContain(demoStaff.userId);
    const acmeSessions = await t.database.withTenant(acme, (tx) => tx.select().from(sessions));
    const live = acmeSessions.filter((row) => row.revokedAt === null);
    expect(all.json().total).toBe(new Set(live.map((row) => row.familyId)).size);

    const filtered = await asAcme(`/sessions/admin/all?userId=${demoStaff.userId}`);
    expect(filtered.json()).toMatchObject({ total: 0, data: [] });
  });

  it("lets an acme administrator end no demo user's sessions (404)", async () => {
    const acme = await tenantId(t.database, 'acme');
    const acmeAdmin = await createTestUser(t.database, acme, { roles: ['admin'] });
    const demoStaff = await user();
    const s = await signIn(demoStaff.email);
    const res = await call(t, 'DELETE', `/sessions/admin/${demoStaff.userId}`, {
      tenant: 'acme',
      token: acmeAdmin.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await get('/auth/profile', s.token)).statusCode).toBe(200);
    const live = await t.database.withTenant(demo, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, demoStaff.userId)),
    );
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(2);
  });
});

describe('platform super administrators', () => {
  it('list and end their own platform sessions', async () => {
    await t.database.db.insert(platformUsers).values({
      email: 'sessions@platform.test',
      passwordHash: hash,
      firstName: 'Plat',
      lastName: 'Form',
    });
    const signInPlatform = async () =>
      (
        await call(t, 'POST', '/auth/login', {
          body: { email: 'sessions@platform.test', password },
        })
      ).json().access_token as string;
    const first = await signInPlatform();
    const second = await signInPlatform();
    const list = await call(t, 'GET', '/sessions', { token: second });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect((await call(t, 'GET', '/sessions/stats', { token: second })).json()).toEqual({
      activeSessions: 2,
      totalSessions: 2,
    });
    expect((await call(t, 'DELETE', '/sessions', { token: second })).json()).toEqual({
      revoked: 1,
    });
    expect((await call(t, 'GET', '/sessions', { token: first })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/sessions/admin/all', { token: second })).statusCode).toBe(400);
  });
});
