// Who is told of what (docs/product/notifications.md): the staff who may act on it at its
// branch, never the one who did it; the customer in their own words and with one mail per
// booking; no processor code ever shown.
import type { NotificationListView } from '@motorpool/domain/schemas/notification';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { createCustomer } from '../customers/test-support.ts';
import { card, paymentBody, sandboxCards } from '../payments/test-support.ts';
import {
  type Booking,
  book,
  bookingParties,
  reservationBody,
} from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { call, readingIn, settle } from './test-support.ts';

let smtp: TestSmtp;
let f: Fleet;

beforeAll(async () => {
  smtp = await startTestSmtp();
  f = await createFleet({ smtpUrl: smtp.url, outbox: { intervalMs: 0 } });
}, 60_000);
afterAll(async () => {
  await f.t.close();
  await smtp.close();
});

type Heard = { title: string; message: string };

async function heard(as: TestUser, about: string, language: 'en' | 'ar' = 'en'): Promise<Heard[]> {
  const res = await call(f, 'GET', '/notifications?limit=100', as, readingIn(language));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationListView).notifications
    .filter((n) => n.message.includes(about))
    .map(({ title, message }) => ({ title, message }));
}

const mailsTo = (email: string) =>
  smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email);

/** A customer's account linked to their record, the two sharing one address. */
async function accountOf(customerId: string): Promise<TestUser> {
  const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .update(customers)
      .set({ userId: account.userId, email: account.email })
      .where(eq(customers.id, customerId)),
  );
  return account;
}

async function staffAt(branchId: string | null, roles = ['staff']): Promise<TestUser> {
  const user = await createTestUser(f.t.database, f.demo, { roles });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(users).set({ branchId }).where(eq(users.id, user.userId)),
  );
  return user;
}

async function bookAs(user: TestUser, b: Booking, from: number) {
  const res = await f.call('POST', '/reservations', user, {
    body: reservationBody(b, from, from + 48 * 3_600_000),
  });
  expect(res.statusCode, res.body).toBe(201);
  await settle(f);
  return res.json() as { id: string; reservationNumber: string };
}

describe('a booking', () => {
  it('tells the staff of its branch who may read reservations, not the others', async () => {
    const b = await bookingParties(f);
    const other = await bookingParties(f);
    const here = await staffAt(b.branchId);
    const elsewhere = await staffAt(other.branchId);
    const everywhere = await staffAt(null);
    const role = await call(f, 'PUT', '/permissions/roles/employee', f.admin, {
      body: { label: 'Employee', permissions: ['rentals:read', 'notifications:read'] },
    });
    expect(role.statusCode, role.body).toBe(200);
    const washer = await staffAt(null, ['employee']);

    const r = await book(f, b, 400 * 3_600_000, 430 * 3_600_000);
    await settle(f);
    const told = [{ title: 'New reservation', message: expect.stringContaining('was made for') }];
    expect(await heard(here, r.reservationNumber)).toEqual(told);
    expect(await heard(everywhere, r.reservationNumber)).toEqual(told);
    expect(await heard(elsewhere, r.reservationNumber)).toEqual([]);
    expect(await heard(washer, r.reservationNumber)).toEqual([]);
    // the administrator made it: they are not told of their own action
    expect(await heard(f.admin, r.reservationNumber)).toEqual([]);
  });

  it('mails a customer who books once: their confirmation, never the staff’s text', async () => {
    const b = await bookingParties(f);
    const account = await accountOf(b.customerId);
    const r = await bookAs(account, b, 500 * 3_600_000);

    const mails = mailsTo(account.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your booking ${r.reservationNumber} is received`,
    ]);
    expect(await heard(account, r.reservationNumber)).toEqual([
      {
        title: 'Booking received',
        message: `Your booking ${r.reservationNumber} has been received. We will let you know when it is confirmed.`,
      },
    ]);
    expect(await heard(account, r.reservationNumber, 'ar')).toEqual([
      {
        title: 'تم استلام حجزك',
        message: `تم استلام حجزك ${r.reservationNumber}، وسنخبرك عند تأكيده.`,
      },
    ]);
    expect(await heard(f.staff, r.reservationNumber)).toEqual([
      expect.objectContaining({ title: 'New reservation' }),
    ]);
  });

  it('mails the customer of a booking staff made in the second person, once', async () => {
    const b = await bookingParties(f);
    const account = await accountOf(b.customerId);
    const r = await book(f, b, 600 * 3_600_000, 630 * 3_600_000);
    await settle(f);
    const mails = mailsTo(account.email);
    expect(mails.map((m) => m.subject)).toEqual(['Booking received']);
    expect(mails[0]!.text).toContain(`Your booking ${r.reservationNumber} has been received.`);
    expect(mails[0]!.text).not.toContain('was made for');
  });
});

describe('a failed card payment', () => {
  it('tells the customer a readable reason, never the processor’s code', async () => {
    const made = await createCustomer(f, { status: 'active' });
    const account = await accountOf(made.id);
    const created = await f.call('POST', '/payments', f.admin, {
      body: paymentBody(made.id, { paymentMethod: 'debit_card' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as PaymentView;
    const failed = await f.call('POST', `/payments/${payment.id}/process`, f.admin, {
      body: { card: card(sandboxCards.decline) },
    });
    expect(failed.json()).toMatchObject({ status: 'failed' });
    await settle(f);

    const [told] = await heard(account, payment.paymentNumber);
    expect(told).toEqual({
      title: 'Your payment did not go through',
      message: expect.stringContaining(': the card was declined. Please try another card.'),
    });
    const [staff] = await heard(f.staff, payment.paymentNumber);
    expect(staff!.message).toContain('failed: the card was declined');
    const [arabic] = await heard(account, payment.paymentNumber, 'ar');
    expect(arabic!.message).toContain('رُفضت البطاقة');
    for (const text of [told!.message, staff!.message, arabic!.message]) {
      expect(text).not.toContain('card_declined');
    }
  });
});
