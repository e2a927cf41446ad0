// The reservation and payment creators (POST /notifications/reservation/{id}/{event}
// and /notifications/payment/{id}/{event}) in the hands of a holder of notifications:create:
// the event's template goes to every active back-office user who may read it and to the
// customer's account (in their own wording), each in the language they read. The business actions behind each case publish
// events of their own: those are delivered and marked read first, so every unread notification
// read below is the creator's.
import type { NotificationListView } from '@motorpool/domain/schemas/notification';
import { defaultNotificationPreferences } from '@motorpool/domain/schemas/notification';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { paymentBody } from '../payments/test-support.ts';
import { book, bookingParties, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, readingIn, setLanguage, settle } from './test-support.ts';

let f: Fleet;
/** not an administrator: holds notifications:create through the manager role */
let manager: TestUser;
let arabic: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  f = await createFleet({ outbox: { intervalMs: 0 } });
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  arabic = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
  await setLanguage(f.t.database, f.demo, arabic, 'ar');
  stranger = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
}, 60_000);
afterAll(async () => f.t.close());

/** Every unread notification `as` holds that names `about`, newest first. */
async function heard(as: TestUser, about: string) {
  const res = await call(
    f,
    'GET',
    '/notifications?isRead=false&limit=100',
    as,
    readingIn(as === arabic ? 'ar' : 'en'),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationListView).notifications
    .filter((n) => n.message.includes(about))
    .map(({ title, message, type, category, priority, link }) => ({
      title,
      message,
      type,
      category,
      priority,
      link,
    }));
}

/** Delivers the events published so far, and has each reader mark everything read. */
async function caughtUp(...readers: TestUser[]) {
  await settle(f);
  for (const reader of readers) {
    const res = await call(f, 'PUT', '/notifications/read-all', reader);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Active back-office users of the demo company, as the users list counts them. */
async function backOffice(): Promise<number> {
  const res = await f.call(
    'GET',
    '/users?filter[status][equals]=active&filter[roles][in]=admin,manager,employee,staff,viewer&limit=1',
    f.admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}

async function accountOf(customerId: string): Promise<TestUser> {
  const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: account.userId }).where(eq(customers.id, customerId)),
  );
  return account;
}

const created = async (url: string) => {
  const res = await call(f, 'POST', url, manager);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { created: number }).created;
};

describe('POST /notifications/reservation/{id}/{event}', () => {
  it("sends the event's template to the staff and the customer's account", async () => {
    const parties = await bookingParties(f);
    const account = await accountOf(parties.customerId);
    const r = await book(f, parties, 300 * hour, 330 * hour);
    const customer = await f.call('GET', `/customers/${parties.customerId}`, f.admin);
    const { firstName, lastName } = customer.json() as { firstName: string; lastName: string };
    const name = `${firstName} ${lastName}`;
    const staff = await backOffice();
    await caughtUp(f.staff, f.viewer, arabic, account, stranger);

    expect(await created(`/notifications/reservation/${r.id}/confirmed`)).toBe(staff + 1);
    const confirmed = {
      title: 'Reservation confirmed',
      message: `Reservation ${r.reservationNumber} for ${name} is confirmed.`,
      type: 'success',
      category: 'reservation',
      priority: 'medium',
      link: `/admin/management/reservations/view/${r.id}`,
    };
    expect(await heard(f.staff, r.reservationNumber)).toEqual([confirmed]);
    expect(await heard(f.viewer, r.reservationNumber)).toEqual([confirmed]);
    expect(await heard(arabic, r.reservationNumber)).toEqual([
      {
        ...confirmed,
        title: 'تم تأكيد الحجز',
        message: `تم تأكيد الحجز ${r.reservationNumber} للعميل ${name}.`,
      },
    ]);
    // the customer is spoken to, never of in the third person
    expect(await heard(account, r.reservationNumber)).toEqual([
      {
        ...confirmed,
        title: 'Booking confirmed',
        message: `Your booking ${r.reservationNumber} is confirmed.`,
        link: `/reservations/${r.id}`,
      },
    ]);
    expect(await heard(stranger, r.reservationNumber)).toEqual([]);

    // another event, another template and class
    expect(await created(`/notifications/reservation/${r.id}/cancelled`)).toBe(staff + 1);
    expect(await heard(f.staff, r.reservationNumber)).toEqual([
      {
        ...confirmed,
        title: 'Reservation cancelled',
        message: `Reservation ${r.reservationNumber} for ${name} was cancelled.`,
        type: 'warning',
        priority: 'high',
      },
      confirmed,
    ]);
  });
});

describe('POST /notifications/payment/{id}/{event}', () => {
  it('sends the amount to the finance readers and the customer, as each one’s preferences allow', async () => {
    const made = await createCustomer(f, {
      status: 'active',
      firstName: 'Omar',
      lastName: 'Payer',
    });
    const account = await accountOf(made.id);
    const res = await f.call('POST', '/payments', f.admin, {
      body: paymentBody(made.id, { amount: 123450 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json() as PaymentView;
    const paid = await f.call('POST', `/payments/${payment.id}/process`, f.admin, { body: {} });
    expect(paid.json().status).toBe('completed');
    // one reader switched payments off: nothing is written for them
    const quiet = await createTestUser(f.t.database, f.demo, { roles: ['viewer'] });
    const prefs = structuredClone(defaultNotificationPreferences);
    prefs.categories.payment.enabled = false;
    await call(f, 'PUT', '/notifications/preferences', quiet, { body: prefs });
    const staff = await backOffice();
    await caughtUp(f.staff, f.viewer, manager, arabic, account, quiet, stranger);

    const number = payment.paymentNumber;
    expect(await created(`/notifications/payment/${payment.id}/completed`)).toBe(staff);
    const received = {
      title: 'Payment received',
      message: `Payment ${number} of \u20661,234.50 SAR\u2069 from Omar Payer was received.`,
      type: 'success',
      category: 'payment',
      priority: 'medium',
      link: `/admin/finance/payments/view/${payment.id}`,
    };
    expect(await heard(f.staff, number)).toEqual([received]);
    expect(await heard(manager, number)).toEqual([received]);
    expect(await heard(arabic, number)).toEqual([
      {
        ...received,
        title: 'تم استلام الدفعة',
        message: `تم استلام الدفعة ${number} بمبلغ \u20661,234.50 SAR\u2069 من Omar Payer.`,
      },
    ]);
    expect(await heard(account, number)).toEqual([
      {
        ...received,
        message: `We received your payment ${number} of \u20661,234.50 SAR\u2069. Thank you.`,
        link: null,
      },
    ]);
    expect(await heard(quiet, number)).toEqual([]);
    expect(await heard(stranger, number)).toEqual([]);

    // refunded in part: the refund's template, with the amount that went back
    const refund = await f.call('POST', `/payments/${payment.id}/refund`, f.admin, {
      body: { amount: 23450, reason: 'Late pickup' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await caughtUp(f.viewer);
    expect(await created(`/notifications/payment/${payment.id}/refunded`)).toBe(staff);
    expect(await heard(f.viewer, number)).toEqual([
      {
        ...received,
        title: 'Payment refunded',
        message: `\u2066234.50 SAR\u2069 of payment ${number} was refunded to Omar Payer.`,
        type: 'info',
      },
    ]);
  });
});
