import type {
  NotificationChangeView,
  NotificationItemView,
  NotificationListView,
  NotificationStatsView,
} from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, notify } from './test-support.ts';

let f: Fleet;
let reader: TestUser;
beforeAll(async () => {
  f = await createFleet();
  reader = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
});
afterAll(async () => f.t.close());

const list = async (as: TestUser, query = '') =>
  (await call(f, 'GET', `/notifications${query}`, as)).json() as NotificationListView;
const unread = async (as: TestUser) =>
  ((await call(f, 'GET', '/notifications/unread-count', as)).json() as { unreadCount: number })
    .unreadCount;

describe('GET /notifications', () => {
  it('pages by limit and offset in pages of 20, newest first, with the unread count', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['viewer'] });
    for (let i = 0; i < 23; i += 1) await notify(f, user, { title: `n${i}` });
    const first = await list(user);
    expect(first.notifications).toHaveLength(20);
    expect(first.total).toBe(23);
    expect(first.unreadCount).toBe(23);
    expect(first.pagination).toEqual({ limit: 20, offset: 0, hasMore: true });
    expect(first.notifications[0]!.title).toBe('n22');
    const second = await list(user, '?offset=20');
    expect(second.notifications.map((n) => n.title)).toEqual(['n2', 'n1', 'n0']);
    expect(second.pagination.hasMore).toBe(false);
    expect((await call(f, 'GET', '/notifications?limit=500', user)).statusCode).toBe(400);
  });

  it('shows a user only their own', async () => {
    const mine = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const theirs = await notify(f, reader);
    expect((await list(mine)).total).toBe(0);
    expect((await call(f, 'GET', `/notifications/${theirs.id}`, mine)).statusCode).toBe(404);
    expect((await call(f, 'PUT', `/notifications/${theirs.id}/read`, mine)).statusCode).toBe(404);
    expect((await call(f, 'DELETE', `/notifications/${theirs.id}`, mine)).statusCode).toBe(404);
    const other = await call(f, 'GET', '/notifications', f.acmeAdmin);
    expect((other.json() as NotificationListView).notifications.map((n) => n.id)).not.toContain(
      theirs.id,
    );
  });
});

describe('reading, archiving and deleting', () => {
  it('marks one read (never below 0), all read, archives and deletes', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const [a, b, c] = [await notify(f, user), await notify(f, user), await notify(f, user)];
    const read = (
      await call(f, 'PUT', `/notifications/${a.id}/read`, user)
    ).json() as NotificationItemView;
    expect(read.notification.isRead).toBe(true);
    expect(read.unreadCount).toBe(2);
    const again = (
      await call(f, 'PUT', `/notifications/${a.id}/read`, user)
    ).json() as NotificationItemView;
    expect(again.unreadCount).toBe(2);

    const patched = await call(f, 'PATCH', `/notifications/${a.id}`, user, {
      body: { isRead: false },
    });
    const untouched = await call(f, 'PATCH', `/notifications/${b.id}`, user, { body: {} });
    expect((untouched.json() as NotificationItemView).notification.isRead).toBe(false);
    expect((patched.json() as NotificationItemView).unreadCount).toBe(3);

    const archived = (
      await call(f, 'PUT', `/notifications/${b.id}/archive`, user)
    ).json() as NotificationItemView;
    expect(archived.notification.isArchived).toBe(true);
    expect(archived.unreadCount).toBe(2);
    expect((await list(user)).notifications.map((n) => n.id)).not.toContain(b.id);
    expect((await list(user, '?isArchived=true')).notifications.map((n) => n.id)).toEqual([b.id]);

    const all = (
      await call(f, 'PUT', '/notifications/read-all', user)
    ).json() as NotificationChangeView;
    // the archived one was unread too
    expect(all).toEqual({ affected: 3, unreadCount: 0 });
    expect(await unread(user)).toBe(0);

    expect((await call(f, 'DELETE', `/notifications/${c.id}`, user)).statusCode).toBe(204);
    expect((await call(f, 'GET', `/notifications/${c.id}`, user)).statusCode).toBe(404);
  });

  it('applies bulk actions to the caller’s own only, and clears all', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const ids = [(await notify(f, user)).id, (await notify(f, user)).id];
    const foreign = (await notify(f, reader)).id;
    const bulk = await call(f, 'POST', '/notifications/bulk', user, {
      body: { action: 'read', ids: [...ids, foreign] },
    });
    expect(bulk.json()).toEqual({ affected: 2, unreadCount: 0 });
    const del = await call(f, 'POST', '/notifications/bulk', user, {
      body: { action: 'delete', ids: [ids[0]] },
    });
    expect((del.json() as NotificationChangeView).affected).toBe(1);
    const bad = await call(f, 'POST', '/notifications/bulk', user, {
      body: { action: 'explode', ids: [] },
      language: 'ar',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(formatMessage('http.validationFailed', 'ar'));

    await notify(f, user);
    const cleared = await call(f, 'DELETE', '/notifications', user);
    expect(cleared.json()).toEqual({ affected: 2, unreadCount: 0 });
    expect((await list(user)).total).toBe(0);
    // the other user's notification is untouched
    expect((await call(f, 'GET', `/notifications/${foreign}`, reader)).statusCode).toBe(200);
  });
});

describe('GET /notifications/stats', () => {
  it('counts by type, category and priority, every key present', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    await notify(f, user, { type: 'error', category: 'payment', priority: 'urgent' });
    const second = await notify(f, user, { type: 'info', category: 'payment', priority: 'low' });
    await call(f, 'PUT', `/notifications/${second.id}/read`, user);
    const stats = (
      await call(f, 'GET', '/notifications/stats', user)
    ).json() as NotificationStatsView;
    expect(stats.total).toBe(2);
    expect(stats.unread).toBe(1);
    expect(stats.byType).toEqual({ info: 1, success: 0, warning: 0, error: 1 });
    expect(stats.byCategory.payment).toBe(2);
    expect(stats.byCategory.system).toBe(0);
    expect(stats.byPriority).toEqual({ low: 1, medium: 0, high: 0, urgent: 1 });
  });
});

describe('creators', () => {
  it('are for holders of notifications:create (administrators and managers)', async () => {
    const manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
    const body = { title: 't', message: 'm', type: 'info', category: 'system', priority: 'low' };
    expect((await call(f, 'POST', '/notifications', f.staff, { body })).statusCode).toBe(403);
    expect((await call(f, 'POST', '/notifications', manager, { body })).statusCode).toBe(201);
    expect(
      (await call(f, 'POST', '/notifications/system/update', f.viewer, { body: {} })).statusCode,
    ).toBe(403);
  });

  it('refuses a recipient outside the company, in the caller’s language', async () => {
    const res = await call(f, 'POST', '/notifications', f.admin, {
      body: {
        userId: f.acmeAdmin.userId,
        title: 't',
        message: 'm',
        type: 'info',
        category: 'system',
        priority: 'low',
      },
      language: 'ar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      path: 'body.userId',
      message: 'لا يوجد مستخدم نشط بهذا المعرّف',
    });
  });

  it('sends a system update to every back-office user in their language', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['viewer'] });
    const res = await call(f, 'POST', '/notifications/system/update', f.admin, {
      body: { version: '2.1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { created: number }).created).toBeGreaterThan(3);
    const [latest] = (await list(user)).notifications;
    expect(latest).toMatchObject({
      title: 'System updated',
      message: 'The system was updated to version 2.1.',
      category: 'system',
    });
    const unknown = await call(f, 'POST', '/notifications/system/party', f.admin, { body: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 for a reservation or payment that does not exist', async () => {
    const missing = '0190f3c1-0000-7000-8000-000000000000';
    expect(
      (await call(f, 'POST', `/notifications/reservation/${missing}/confirmed`, f.admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(f, 'POST', `/notifications/payment/${missing}/completed`, f.admin)).statusCode,
    ).toBe(404);
  });
});

describe('preferences', () => {
  it('starts from the defaults, saves, and refuses a partial set in Arabic', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    const got = await call(f, 'GET', '/notifications/preferences', user);
    expect(got.json()).toEqual({ preferences: defaultNotificationPreferences });
    const changed = {
      ...defaultNotificationPreferences,
      email: { enabled: true, frequency: 'weekly' },
    };
    const put = await call(f, 'PUT', '/notifications/preferences', user, { body: changed });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call(f, 'GET', '/notifications/preferences', user)).json()).toEqual({
      preferences: changed,
    });
    const { maintenance: _m, ...categories } = defaultNotificationPreferences.categories;
    const bad = await call(f, 'PUT', '/notifications/preferences', user, {
      body: { ...changed, categories },
      language: 'ar',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(formatMessage('http.validationFailed', 'ar'));
    expect((await call(f, 'GET', '/notifications/preferences', user)).json()).toEqual({
      preferences: changed,
    });
  });

  it('writes nothing for a category the recipient switched off', async () => {
    const user = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const prefs = structuredClone(defaultNotificationPreferences);
    prefs.categories.payment.enabled = false;
    await call(f, 'PUT', '/notifications/preferences', user, { body: prefs });
    await notify(f, user, { category: 'payment' });
    await notify(f, user, { category: 'rental' });
    expect((await list(user)).notifications.map((n) => n.category)).toEqual(['rental']);
  });
});

describe('GET /notifications/health', () => {
  it('reports the database and the real-time channel', async () => {
    const res = await call(f, 'GET', '/notifications/health', f.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      realTime: { adapter: 'memory' },
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await call(f, 'GET', '/notifications/health', null)).statusCode).toBe(401);
  });
});
