import type { NotificationListView } from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, vehicles } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { book, bookingParties, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, setLanguage, settle } from './test-support.ts';

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
      (await call(f, 'GET', '/notifications', arabic)).json() as NotificationListView
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

  it("tell the account's owner of each sign-in, in their language, with the browser used", async () => {
    const password = 'Sign-in-notice-1';
    const owner = await createTestUser(f.t.database, f.demo, {
      roles: ['staff'],
      passwordHash: await hashPassword(password),
    });
    await setLanguage(f.t.database, f.demo, owner, 'ar');
    const login = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: {
        'x-tenant-id': f.demo,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
      },
      payload: { email: owner.email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    await settle(f);
    const [latest] = (
      (await call(f, 'GET', '/notifications', owner)).json() as NotificationListView
    ).notifications;
    expect(latest).toMatchObject({ title: 'تسجيل دخول جديد', category: 'user' });
    expect(latest!.message).toContain('Firefox on Linux');
    // nobody else hears of it
    expect(await titles(f.admin)).not.toContain('New sign-in');
  });
});
