import { notificationRooms } from '@motorpool/domain/schemas/notification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/databases.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createTestRedis, type TestRedis } from '../../test/redis.ts';
import { tenantId } from '../auth/test-support.ts';
import { connect, startInstance, type TestSocket } from './test-support.ts';

type Instance = Awaited<ReturnType<typeof startInstance>>;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let redis: TestRedis;
let a: Instance;
let b: Instance;
let demo: string;
let acme: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  redis = await createTestRedis();
  const shared = { redisUrl: redis.url, redisKey: `${redis.keyPrefix}socket.io` };
  a = await startInstance(database.database, shared);
  b = await startInstance(database.database, shared);
  demo = await tenantId(database.database, 'demo');
  acme = await tenantId(database.database, 'acme');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await a.app.close();
  await b.app.close();
  await redis.dispose();
  await database.dispose();
});

const open = (url: string, user: TestUser | null, tenant = demo, language?: 'ar') => {
  const socket = connect(
    url,
    { ...(user ? { token: user.token } : {}), tenantId: tenant },
    language ? { 'accept-language': language } : {},
  );
  sockets.push(socket);
  return socket;
};

const post = (instance: Instance, as: TestUser, url: string, body?: object) =>
  instance.app.inject({
    method: url.startsWith('PUT ') ? 'PUT' : 'POST',
    url: `/api/v1${url.replace(/^PUT /, '')}`,
    headers: { authorization: `Bearer ${as.token}`, 'x-tenant-id': demo },
    ...(body ? { payload: body } : {}),
  });

const notification = (userId: string) => ({
  userId,
  title: 'Car ready',
  message: 'The car is ready',
  type: 'success',
  category: 'rental',
  priority: 'high',
});

describe('the /notifications namespace', () => {
  it('greets a valid handshake with auth:success, its rooms and the unread count', async () => {
    const user = await createTestUser(database.database, demo, { roles: ['staff'] });
    const socket = open(a.url, user);
    const greeted = socket.next('auth:success');
    const counted = socket.next('notification:count');
    const [success] = await greeted;
    expect(success).toEqual({
      userId: user.userId,
      tenantId: demo,
      rooms: [notificationRooms.user(user.userId), notificationRooms.role(demo, 'staff')],
    });
    expect((await counted)[0]).toEqual({ count: 0 });
  });

  it('answers auth:error and disconnects a bad token or another company', async () => {
    const user = await createTestUser(database.database, demo, { roles: ['staff'] });
    for (const socket of [
      open(a.url, null, demo, 'ar'),
      open(a.url, { ...user, token: `${user.token}x` }),
      open(a.url, user, acme),
    ]) {
      const closed = socket.next('disconnect' as never);
      const [error] = await socket.next('auth:error');
      expect(['Authentication failed', 'فشلت المصادقة']).toContain(error.message);
      await closed;
    }
  });

  it('joins only the user’s own rooms; others answer notification:error', async () => {
    const user = await createTestUser(database.database, demo, { roles: ['staff'] });
    const admin = await createTestUser(database.database, demo, { roles: ['admin'] });
    const socket = open(a.url, user, demo, 'ar');
    await socket.next('auth:success');
    const refused = socket.next('notification:error');
    socket.emit('room:join', { room: notificationRooms.user(admin.userId) });
    expect((await refused)[0]).toEqual({ message: 'لا يمكنك الانضمام إلى هذه الغرفة' });
    const manager = socket.next('notification:error');
    socket.emit('room:join', { room: notificationRooms.role(demo, 'admin') });
    expect((await manager)[0].message).toBe('لا يمكنك الانضمام إلى هذه الغرفة');
    const otherCompany = socket.next('notification:error');
    socket.emit('room:join', { room: notificationRooms.role(acme, 'staff') });
    await otherCompany;
    const before = socket.seen.length;
    socket.emit('room:join', { room: notificationRooms.role(demo, 'staff') });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.seen.slice(before).map((e) => e.event)).not.toContain('notification:error');
  });

  it('pushes notification:new after commit to a socket on another instance (Redis)', async () => {
    const user = await createTestUser(database.database, demo, { roles: ['staff'] });
    const admin = await createTestUser(database.database, demo, { roles: ['admin'] });
    const socket = open(a.url, user);
    await Promise.all([socket.next('auth:success'), socket.next('notification:count')]);
    const arrived = socket.next('notification:new');
    const counted = socket.next('notification:count');
    const res = await post(b, admin, '/notifications', notification(user.userId));
    expect(res.statusCode, res.body).toBe(201);
    const [pushed] = await arrived;
    expect(pushed).toMatchObject({ title: 'Car ready', priority: 'high', isRead: false });
    expect((await counted)[0]).toEqual({ count: 1 });
    expect(a.services.notificationHub.status()).toMatchObject({ adapter: 'redis', enabled: true });
  });

  it('marks read over the socket and tells the user’s other sockets', async () => {
    const user = await createTestUser(database.database, demo, { roles: ['staff'] });
    const admin = await createTestUser(database.database, demo, { roles: ['admin'] });
    const here = open(a.url, user);
    const there = open(b.url, user);
    await Promise.all([here.next('auth:success'), there.next('auth:success')]);
    const arrived = here.next('notification:new');
    await post(a, admin, '/notifications', notification(user.userId));
    const [{ id }] = await arrived;
    const read = there.next('notification:read');
    here.emit('notification:mark_read', { notificationId: id });
    expect((await read)[0]).toEqual({ notificationId: id });
    const allRead = there.next('notification:all_read');
    here.emit('notification:mark_all_read');
    await allRead;
    const missing = here.next('notification:error');
    here.emit('notification:mark_read', { notificationId: '0190f3c1-0000-7000-8000-000000000000' });
    expect((await missing)[0]).toEqual({ message: 'Resource not found' });
  });

  it('drops the socket of a revoked session or a suspended user within a second', async () => {
    const revoked = await createTestUser(database.database, demo, { roles: ['staff'] });
    const suspended = await createTestUser(database.database, demo, { roles: ['staff'] });
    const first = open(a.url, revoked);
    const second = open(b.url, suspended);
    await Promise.all([first.next('auth:success'), second.next('auth:success')]);
    const gone = [
      first.next('disconnect' as never, 1500),
      second.next('disconnect' as never, 1500),
    ];
    const started = Date.now();
    await database.database.withTenant(demo, async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'test' })
        .where(eq(sessions.familyId, revoked.familyId));
      await tx.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));
    });
    await Promise.all(gone);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
