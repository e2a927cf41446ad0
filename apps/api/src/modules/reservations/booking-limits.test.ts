// Nobody hoards the fleet: the company's longest booking and furthest pickup, a cap on a
// customer account's open unpaid bookings, pay-now bookings that lapse unpaid (a declined card
// included), and a per-account limit on booking.
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { card, sandboxCards } from '../payments/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { type Booking, bookingParties, hour, reservationBody } from './test-support.ts';

const day = 24 * hour;
let clock = Date.now();
let f: Fleet;
let mine: Booking;
let customer: TestUser;

// pickups counted from the clock the job runner reads, on the hour
const from = (offset: number) => new Date(Math.ceil(clock / hour) * hour + offset).toISOString();
const body = (b: Booking, start: number, end: number) => ({
  ...reservationBody(b, 0, 0),
  pickupDate: from(start),
  returnDate: from(end),
});

async function settings(patch: object) {
  const res = await f.call('PATCH', '/tenants/current/settings', f.admin, { body: patch });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  f = await createFleet({
    jobs: { now: () => new Date(clock) },
    limits: { bookings: { limit: 8 } },
  });
  mine = await bookingParties(f);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, mine.customerId)),
  );
});
afterAll(async () => f.t.close());

describe('the period limits', () => {
  it('refuses a booking longer than the longest rental or a pickup too far ahead, staff included', async () => {
    await settings({ rentalPolicy: { longestRentalDays: 30, furthestPickupDays: 200 } });
    const long = await f.call('POST', '/reservations', f.admin, {
      body: body(mine, 10 * day, 41 * day),
      language: 'ar',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      {
        path: 'body.returnDate',
        message: formatMessage('reservation.tooLong', 'ar', { days: 30 }),
      },
    ]);
    const far = await f.call('POST', '/reservations', customer, {
      body: body(mine, 201 * day, 203 * day),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().details[0]).toEqual({
      path: 'body.pickupDate',
      message: 'Pickups can be booked at most 200 days ahead',
    });
    const ok = await f.call('POST', '/reservations', f.admin, {
      body: body(mine, 10 * day, 40 * day),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    // a date change is held to the same limits
    const longer = await f.call('PATCH', `/reservations/${ok.json().id}`, f.admin, {
      body: { returnDate: from(45 * day) },
    });
    expect(longer.statusCode).toBe(400);
    await f.call('POST', `/reservations/${ok.json().id}/cancel`, f.admin, {
      body: { reason: 'test over' },
    });
    await settings({ rentalPolicy: { longestRentalDays: 90, furthestPickupDays: 365 } });
  });
});

describe('open unpaid customer bookings', () => {
  it('are capped per account; paying one makes room', async () => {
    await settings({
      rentalPolicy: { maxOpenUnpaidBookings: 2 },
      payments: { customerPaymentOptions: 'both' },
    });
    const cars = await Promise.all([1, 2, 3].map(() => bookingParties(f)));
    const own = (b: Booking) => ({ ...b, customerId: mine.customerId });
    const made = [];
    for (const b of cars.slice(0, 2)) {
      const res = await f.call('POST', '/reservations', customer, {
        body: body(own(b), 60 * day, 62 * day),
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json() as { id: string; totalAmount: number });
    }
    const third = await f.call('POST', '/reservations', customer, {
      body: body(own(cars[2]!), 60 * day, 62 * day),
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      formatMessage('reservation.tooManyUnpaid', 'en', { count: 2 }),
    );
    // staff booking for the customer is not the customer's hoarding
    const byDesk = await f.call('POST', '/reservations', f.admin, {
      body: body(own(cars[2]!), 70 * day, 72 * day),
    });
    expect(byDesk.statusCode, byDesk.body).toBe(201);

    const payment = await f.call('POST', '/payments', customer, {
      body: {
        amount: 1000,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: made[0]!.id,
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const paid = await f.call('POST', `/payments/${payment.json().id}/process`, customer, {
      body: { card: card() },
    });
    expect(paid.json().status).toBe('completed');
    const now = await f.call('POST', '/reservations', customer, {
      body: body(own(cars[2]!), 60 * day, 62 * day),
    });
    expect(now.statusCode, now.body).toBe(201);
    for (const r of [...made, now.json(), byDesk.json()]) {
      await f.call('POST', `/reservations/${r.id}/cancel`, f.admin, { body: { reason: 'x' } });
    }
    await settings({ rentalPolicy: { maxOpenUnpaidBookings: 3 } });
  });
});

describe('a pay-now booking', () => {
  it('holds the car until its pay-by time, then lapses unpaid and frees it at once', async () => {
    await settings({ payments: { customerPaymentOptions: 'payNow', payNowHoldMinutes: 15 } });
    const car = { ...(await bookingParties(f)), customerId: mine.customerId };
    const booked = await f.call('POST', '/reservations', customer, {
      body: body(car, 80 * day, 82 * day),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const payBy = Date.parse(booked.json().payBy);
    expect(Math.abs(payBy - (Date.now() + 15 * 60_000))).toBeLessThan(60_000);

    // a declined card changes nothing: the booking still lapses at its time
    const payment = await f.call('POST', '/payments', customer, {
      body: {
        amount: booked.json().totalAmount,
        paymentMethod: 'credit_card',
        type: 'reservation',
        customerId: mine.customerId,
        reservationId: booked.json().id,
      },
    });
    const declined = await f.call('POST', `/payments/${payment.json().id}/process`, customer, {
      body: { card: card(sandboxCards.decline) },
    });
    expect(declined.json().status).toBe('failed');

    const status = async (id: string) =>
      (await f.call('GET', `/reservations/${id}`, f.admin)).json().status as string;
    clock = payBy - 60_000;
    await f.t.app.jobs.runDueJobs();
    expect(await status(booked.json().id)).toBe('pending');
    clock = payBy + 60_000;
    await f.t.app.jobs.runDueJobs();
    const lapsed = (await f.call('GET', `/reservations/${booked.json().id}`, f.admin)).json();
    expect(lapsed).toMatchObject({ status: 'cancelled', cancellationReason: 'Not paid in time' });
    // the car is free for the same period at once
    const again = await f.call('POST', '/reservations', f.admin, {
      body: body(car, 80 * day, 82 * day),
    });
    expect(again.statusCode, again.body).toBe(201);
    await settings({ payments: { customerPaymentOptions: 'both' } });
  });
});

describe('booking from one account', () => {
  it('is limited per hour, in the caller language, with Retry-After', async () => {
    const car = { ...(await bookingParties(f)), customerId: mine.customerId };
    let refused;
    for (let i = 0; i < 12 && !refused; i += 1) {
      const res = await f.call('POST', '/reservations', customer, {
        body: body(car, (100 + i * 3) * day, (101 + i * 3) * day),
        language: 'ar',
      });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused?.json().message).toBe(formatMessage('reservation.tooManyBookings', 'ar'));
  });
});
