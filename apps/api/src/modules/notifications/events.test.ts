import type { NotificationListView } from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, vehicles } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { book, bookingParties, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, readingIn, setLanguage, settle } from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet({ outbox: { intervalMs: 0 } });
});
afterAll(async () => f.t.close());

const titles = async (as: TestUser) =>
  ((await call(f, 'GET', '/notifications', as)).json() as NotificationListView).notifications.map(
    (n) => n.title,
  );

describe('domain events', () => {
  it('tell the staff of a confirmed reservation in their language, not the one who did it', async () => {
    const english = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const arabic = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
    await setLanguage(f.t.database, f.demo, arabic, 'ar');
    const quiet = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    const prefs = structuredClone(defaultNotificationPreferences);
    prefs.categories.reservation.enabled = false;
    await call(f, 'PUT', '/notifications/preferences', quiet, { body: prefs });

    const parties = await bookingParties(f);
    const r = await book(f, parties, 24 * hour, 72 * hour);
    const confirmed = await call(f, 'POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(f);

    expect(await titles(english)).toEqual(['Reservation confirmed', 'New reservation']);
    const [latest] = (
      (
        await call(f, 'GET', '/notifications', arabic, { language: 'ar' })
      ).json() as NotificationListView
    ).notifications;
    expect(latest).toMatchObject({
      title: 'تم تأكيد الحجز',
      category: 'reservation',
      link: `/admin/management/reservations/view/${r.id}`,
    });
    expect(latest!.message).toContain(r.reservationNumber);
    expect(await titles(quiet)).toEqual([]);
    expect(await titles(f.admin)).not.toContain('Reservation confirmed');
  });

  it('write one notification per person however often an event is delivered', async () => {
    const parties = await bookingParties(f);
    const r = await book(f, parties, 100 * hour, 130 * hour);
    await settle(f);
    await settle(f);
    const rows = await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, f.staff.userId),
            eq(notifications.link, `/admin/management/reservations/view/${r.id}`),
          ),
        ),
    );
    expect(rows).toHaveLength(1);
  });

  it('notify nobody when the action rolls back', async () => {
    const parties = await bookingParties(f);
    const before = (await titles(f.staff)).length;
    await expect(
      f.t.database.withTenant(f.demo, async (tx) => {
        await tx
          .update(vehicles)
          .set({ status: 'maintenance' })
          .where(eq(vehicles.id, parties.vehicleId));
        await f.t.services.events.publish(tx, {
          name: 'vehicle.status.changed',
          tenantId: f.demo,
          actor: { type: 'system', id: null },
          subject: { type: 'vehicle', id: parties.vehicleId },
          payload: { from: 'available', to: 'maintenance', reason: null },
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    await settle(f);
    expect((await titles(f.staff)).length).toBe(before);

    // the same change committed does notify
    await f.t.database.withTenant(f.demo, (tx) =>
      f.t.services.events.publish(tx, {
        name: 'vehicle.status.changed',
        tenantId: f.demo,
        actor: { type: 'system', id: null },
        subject: { type: 'vehicle', id: parties.vehicleId },
        payload: { from: 'available', to: 'maintenance', reason: null },
      }),
    );
    await settle(f);
    expect((await titles(f.staff))[0]).toBe('Vehicle status changed');
  });

  it("tell the account's owner of a sign-in from a new browser, in their language", async () => {
    const password = 'Sign-in-notice-1';
    const owner = await createTestUser(f.t.database, f.demo, {
      roles: ['staff'],
      passwordHash: await hashPassword(password),
    });
    await setLanguage(f.t.database, f.demo, owner, 'ar');
    const signIn = async (userAgent: string) => {
      const login = await f.t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'x-tenant-id': f.demo, 'user-agent': userAgent },
        payload: { email: owner.email, password },
      });
      expect(login.statusCode, login.body).toBe(200);
      await settle(f);
    };
    const signIns = async () =>
      (
        (
          await call(f, 'GET', '/notifications', owner, { language: 'ar' })
        ).json() as NotificationListView
      ).notifications.filter((n) => n.category === 'user');
    await signIn(firefox);
    const [latest] = await signIns();
    expect(latest).toMatchObject({ title: 'تسجيل دخول جديد', category: 'user' });
    expect(latest!.message).toContain('Firefox on Linux');
    // nobody else hears of it
    expect(await titles(f.admin)).not.toContain('New sign-in');

    // the same browser again within 30 days is not news; another one is
    await signIn(firefox);
    expect(await signIns()).toHaveLength(1);
    await signIn(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    );
    const after = await signIns();
    expect(after).toHaveLength(2);
    expect(after[0]!.message).toContain('Chrome on Windows');
  });

  it('read a notification in the language the reader uses now, not the one it was written in', async () => {
    const reader = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
    const parties = await bookingParties(f);
    const r = await book(f, parties, 200 * hour, 230 * hour);
    await settle(f);
    const first = async (language: 'en' | 'ar') =>
      (
        (
          await call(f, 'GET', '/notifications', reader, readingIn(language))
        ).json() as NotificationListView
      ).notifications[0]!;
    const english = await first('en');
    expect(english.title).toBe('New reservation');
    expect(english.message).toContain(r.reservationNumber);

    // the reader switches to Arabic: the same row now reads in Arabic, list and detail alike
    await setLanguage(f.t.database, f.demo, reader, 'ar');
    const arabic = await first('ar');
    expect(arabic.id).toBe(english.id);
    expect(arabic).toMatchObject({ title: 'حجز جديد' });
    expect(arabic.message).toContain(`تم إنشاء الحجز ${r.reservationNumber}`);
    const one = await call(f, 'GET', `/notifications/${english.id}`, reader, { language: 'ar' });
    expect(one.json()).toMatchObject({ notification: { title: 'حجز جديد' } });
  });
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
