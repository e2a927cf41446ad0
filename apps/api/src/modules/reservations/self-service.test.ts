// Self-service: a customer re-dates, cancels (under the company's policy) and pays their own
// reservations, and reaches nobody else's.
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, reservations } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { card } from '../payments/test-support.ts';
import { createFleet, type Fleet, type Method } from '../vehicles/test-support.ts';
import { cancellationFee } from './cancellation.ts';
import { type Booking, bookingParties, hour, reservationBody } from './test-support.ts';

let f: Fleet;
let mine: Booking;
let theirs: Booking;
let customer: TestUser;

// pickups close to now, where the policy's window matters, on the hour
const soon = (hours: number) => Math.ceil(Date.now() / hour) * hour + hours * hour - Date.now();
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const body = (b: Booking, fromH: number, toH: number, extra: object = {}) => ({
  ...reservationBody(b, 0, 0, extra),
  pickupDate: at(soon(fromH)),
  returnDate: at(soon(toH)),
});

const as = (method: Method, url: string, payload?: object, user: TestUser = customer) =>
  f.call(method, url, user, payload ? { body: payload } : {});

async function policy(cancellation: object, payments: object = { customerPaymentOptions: 'both' }) {
  const res = await f.call('PATCH', '/tenants/current/settings', f.admin, {
    body: { rentalPolicy: { cancellation }, payments },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function bookMine(fromH: number, toH: number) {
  const res = await as('POST', '/reservations', body(mine, fromH, toH));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalAmount: number; customer: { id: string } };
}

async function payInFull(r: { id: string; totalAmount: number; customer: { id: string } }) {
  const created = await as('POST', '/payments', {
    amount: r.totalAmount,
    paymentMethod: 'credit_card',
    type: 'reservation',
    customerId: r.customer.id,
    reservationId: r.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const paid = await as('POST', `/payments/${created.json().id}/process`, { card: card() });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().status).toBe('completed');
  return paid.json() as PaymentView;
}

beforeAll(async () => {
  f = await createFleet();
  mine = await bookingParties(f);
  theirs = await bookingParties(f);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, mine.customerId)),
  );
});
afterAll(async () => {
  await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
  await f.t.close();
});

describe('the cancellation fee', () => {
  const row = { pickupDate: new Date('2030-06-03T10:00:00Z'), totalAmount: 60500 };
  const percent = { freeUntilHoursBefore: 24, fee: { kind: 'percent' as const, value: 1000 } };
  const limit = new Date('2030-06-02T10:00:00Z');

  it('is free up to and exactly at the limit, and charged one minute after', () => {
    expect(cancellationFee(percent, row, limit)).toEqual({ freeUntil: limit, fee: 0 });
    const late = new Date(limit.getTime() + 60_000);
    expect(cancellationFee(percent, row, late).fee).toBe(6050);
  });

  it('takes a fixed amount, never above the total', () => {
    const late = new Date(limit.getTime() + 60_000);
    const fixed = (value: number) => ({
      freeUntilHoursBefore: 24,
      fee: { kind: 'fixed' as const, value },
    });
    expect(cancellationFee(fixed(5000), row, late).fee).toBe(5000);
    expect(cancellationFee(fixed(99_999_999), row, late).fee).toBe(60500);
  });
});

describe('a customer cancelling', () => {
  it('quotes the policy and cancels with nothing paid: nothing kept, nothing refunded', async () => {
    await policy({ freeUntilHoursBefore: 720, fee: { kind: 'percent', value: 1000 } });
    const r = await bookMine(48, 72);
    const quote = await as('GET', `/reservations/${r.id}/cancellation-quote`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      cancellable: true,
      fee: Math.round(r.totalAmount / 10),
      refund: 0,
      currency: 'SAR',
    });
    const done = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'Plans changed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'cancelled', cancellationFee: 0, paidAmount: 0 });
  });

  it('keeps the fee of a card-paid reservation and refunds the rest through the sandbox', async () => {
    await policy({ freeUntilHoursBefore: 720, fee: { kind: 'percent', value: 1000 } });
    const r = await bookMine(100, 124);
    const payment = await payInFull(r);
    const paidView = (await as('GET', `/reservations/${r.id}`)).json();
    expect(paidView).toMatchObject({ paymentStatus: 'paid', remainingAmount: 0 });
    const fee = Math.round(r.totalAmount / 10);
    const quote = (await as('GET', `/reservations/${r.id}/cancellation-quote`)).json();
    expect(quote).toMatchObject({ fee, refund: r.totalAmount - fee });

    const done = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'Plans changed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'cancelled',
      cancellationFee: fee,
      paidAmount: fee,
      remainingAmount: 0,
      paymentStatus: 'paid',
    });
    const refunded = (await as('GET', `/payments/${payment.id}`)).json();
    expect(refunded).toMatchObject({ status: 'completed', refundedAmount: r.totalAmount - fee });
    expect(refunded.refunds[0].gatewayRefundId).toBeTruthy();
  });

  it('refunds everything within the free window', async () => {
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'fixed', value: 5000 } });
    const r = await bookMine(200, 224);
    const payment = await payInFull(r);
    const done = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'Plans changed' });
    expect(done.json()).toMatchObject({ cancellationFee: 0, paymentStatus: 'refunded' });
    expect((await as('GET', `/payments/${payment.id}`)).json().status).toBe('refunded');
  });

  it('refuses after pickup (409) and keeps staff cancellations free of any fee', async () => {
    await policy({ freeUntilHoursBefore: 720, fee: { kind: 'fixed', value: 5000 } });
    const r = await bookMine(300, 324);
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(reservations)
        .set({ pickupDate: new Date(Date.now() - hour) })
        .where(eq(reservations.id, r.id)),
    );
    const late = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'A reservation can be changed or cancelled only before its pickup time',
    );
    const quote = (await as('GET', `/reservations/${r.id}/cancellation-quote`)).json();
    expect(quote.cancellable).toBe(false);
    const staff = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'Desk' }, f.admin);
    expect(staff.json()).toMatchObject({ status: 'cancelled', cancellationFee: 0 });
  });
});

describe('a customer changing dates', () => {
  it('re-dates and re-prices their own reservation, and nothing else', async () => {
    const r = await bookMine(400, 424);
    const moved = await as('PATCH', `/reservations/${r.id}`, {
      pickupDate: at(soon(400)),
      returnDate: at(soon(448)),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().quote.days).toBe(2);
    const discount = await as('PATCH', `/reservations/${r.id}`, { discount: 100 });
    expect(discount.statusCode).toBe(400);
    expect(discount.json().message).toContain('only the pickup and return dates');
    const ar = await f.call('PATCH', `/reservations/${r.id}`, customer, {
      body: { vehicleId: theirs.vehicleId },
      language: 'ar',
    });
    expect(ar.json().message).toBe('يمكنك تغيير تاريخي الاستلام والإرجاع لحجزك فقط');
  });

  it('cannot touch documents, another customer’s or another company’s reservation', async () => {
    const other = await f.call('POST', '/reservations', f.admin, { body: body(theirs, 500, 524) });
    const id = other.json().id as string;
    expect((await as('GET', `/reservations/${id}`)).statusCode).toBe(404);
    expect((await as('GET', `/reservations/${id}/cancellation-quote`)).statusCode).toBe(404);
    expect(
      (await as('PATCH', `/reservations/${id}`, { pickupDate: at(soon(501)) })).statusCode,
    ).toBe(404);
    expect((await as('POST', `/reservations/${id}/cancel`, { reason: 'x' })).statusCode).toBe(404);
    const acme = await f.call('GET', `/reservations/${id}/cancellation-quote`, f.acmeAdmin);
    expect(acme.statusCode).toBe(404);
    const list = (await as('GET', '/reservations?limit=100')).json();
    expect(
      list.data.every((x: { customer: { id: string } }) => x.customer.id === mine.customerId),
    ).toBe(true);
  });
});

describe('inside the cancellation-fee window', () => {
  it('refuses a customer a date change that lowers the fee, and lets them extend', async () => {
    // the window opens 720 hours before pickup: this booking is inside it at once
    await policy({ freeUntilHoursBefore: 720, fee: { kind: 'percent', value: 1000 } });
    const r = await bookMine(700, 772);
    const quote = (await as('GET', `/reservations/${r.id}/cancellation-quote`)).json();
    expect(quote.fee).toBeGreaterThan(0);
    // moving the pickup out of the window, then shortening to one day
    for (const dates of [
      { pickupDate: at(soon(800)), returnDate: at(soon(872)) },
      { returnDate: at(soon(724)) },
    ]) {
      const res = await f.call('PATCH', `/reservations/${r.id}`, customer, {
        body: dates,
        language: 'ar',
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('خلال فترة رسوم الإلغاء');
    }
    const en = await as('PATCH', `/reservations/${r.id}`, { returnDate: at(soon(724)) });
    expect(en.json().message).toMatch(/^Inside the cancellation-fee window .* costs [\d,.]+ SAR$/);
    const unchanged = (await as('GET', `/reservations/${r.id}/cancellation-quote`)).json();
    expect(unchanged.fee).toBe(quote.fee);
    const longer = await as('PATCH', `/reservations/${r.id}`, { returnDate: at(soon(796)) });
    expect(longer.statusCode, longer.body).toBe(200);
    // staff may still move it: the desk decides on the fee itself
    const byStaff = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { returnDate: at(soon(724)) },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
  });
});

describe('a booking a rental took over', () => {
  it('is changed and cancelled only through the rental', async () => {
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
    const r = await bookMine(900, 924);
    const confirmed = await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rental = await f.call('POST', '/rentals', f.admin, { body: { reservationId: r.id } });
    expect(rental.statusCode, rental.body).toBe(201);
    const number = rental.json().rentalNumber as string;

    const mineNow = (await as('GET', `/reservations/${r.id}`)).json();
    expect(mineNow.rental).toEqual({ id: rental.json().id, rentalNumber: number });
    const quote = (await as('GET', `/reservations/${r.id}/cancellation-quote`)).json();
    expect(quote.cancellable).toBe(false);
    for (const user of [customer, f.admin]) {
      const redated = await f.call('PATCH', `/reservations/${r.id}`, user, {
        body: { returnDate: at(soon(948)) },
      });
      expect(redated.statusCode, redated.body).toBe(409);
      expect(redated.json().message).toContain(number);
      const cancelled = await f.call('POST', `/reservations/${r.id}/cancel`, user, {
        body: { reason: 'changed my mind' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(409);
    }
    const ar = await f.call('POST', `/reservations/${r.id}/cancel`, customer, {
      body: { reason: 'x' },
      language: 'ar',
    });
    expect(ar.json().message).toBe(
      formatMessage('reservation.takenOverByRental', 'ar', { rental: number }),
    );
    expect((await as('GET', `/reservations/${r.id}`)).json().status).toBe('confirmed');

    const viaRental = await f.call('POST', `/rentals/${rental.json().id}/cancel`, f.admin, {
      body: { reason: 'Customer called the branch' },
    });
    expect(viaRental.statusCode, viaRental.body).toBe(200);
    expect((await as('GET', `/reservations/${r.id}`)).json().status).toBe('cancelled');
  });
});

describe('a cancelled booking', () => {
  it('owes nothing beyond its fee, in its details and in the list', async () => {
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
    const r = await bookMine(1000, 1024);
    const cancelled = await as('POST', `/reservations/${r.id}/cancel`, { reason: 'plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', remainingAmount: 0 });
    const listed = await as('GET', `/reservations?filter[status]=cancelled&limit=100`);
    const row = listed.json().data.find((x: { id: string }) => x.id === r.id);
    expect(row.remainingAmount).toBe(0);
  });
});

describe('a customer paying their balance', () => {
  it('pays by card only, up to what is left, for their own reservation', async () => {
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
    const r = await bookMine(600, 624);
    const pay = (extra: object) =>
      as('POST', '/payments', {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: r.id,
        ...extra,
      });
    expect((await pay({ paymentMethod: 'cash' })).statusCode).toBe(400);
    expect((await pay({ processingFees: 100 })).statusCode).toBe(400);
    expect((await pay({ amount: r.totalAmount + 1 })).statusCode).toBe(409);
    expect((await pay({ customerId: theirs.customerId })).statusCode).toBe(404);
    const other = await f.call('POST', '/reservations', f.admin, { body: body(theirs, 650, 674) });
    const stranger = await pay({ reservationId: other.json().id });
    expect(stranger.statusCode).toBe(404);

    const keyed = { 'idempotency-key': `self-${r.id}` };
    const first = await f.call('POST', '/payments', customer, {
      body: {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: r.id,
      },
      headers: keyed,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await f.call('POST', '/payments', customer, {
      body: {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: r.id,
      },
      headers: keyed,
    });
    expect(again.json().id).toBe(first.json().id);
    // Another customer account sending the same key and body is answered for itself (the
    // reservation is not theirs), never handed the first caller's payment.
    const otherAccount = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(customers)
        .set({ userId: otherAccount.userId })
        .where(eq(customers.id, theirs.customerId)),
    );
    const copied = await f.call('POST', '/payments', otherAccount, {
      body: {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: r.id,
      },
      headers: keyed,
    });
    expect(copied.statusCode).toBe(404);
    expect(copied.headers['idempotent-replayed']).toBeUndefined();
    expect(copied.body).not.toContain(first.json().id);

    // someone else's pending payment, and a cash one staff recorded for them
    const theirPayment = await f.call('POST', '/payments', f.admin, {
      body: {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: theirs.customerId,
      },
    });
    expect(
      (await as('POST', `/payments/${theirPayment.json().id}/process`, { card: card() }))
        .statusCode,
    ).toBe(404);
    const cash = await f.call('POST', '/payments', f.admin, {
      body: {
        amount: 1000,
        paymentMethod: 'cash',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: r.id,
      },
    });
    expect((await as('POST', `/payments/${cash.json().id}/process`, {})).statusCode).toBe(400);
    expect(
      (await as('POST', `/payments/${first.json().id}/refund`, { amount: 1, reason: 'x' }))
        .statusCode,
    ).toBe(403);

    await policy(
      { freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } },
      { customerPaymentOptions: 'payAtPickup' },
    );
    const off = await as('POST', `/payments/${first.json().id}/process`, { card: card() });
    expect(off.statusCode).toBe(409);
    await policy({ freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } });
    const done = await as('POST', `/payments/${first.json().id}/process`, { card: card() });
    expect(done.json().status).toBe('completed');
    expect((await as('GET', `/reservations/${r.id}`)).json()).toMatchObject({
      paidAmount: 1000,
      paymentStatus: 'partial',
    });
  });
});
