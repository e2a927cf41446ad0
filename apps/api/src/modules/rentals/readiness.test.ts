import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { book } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  checkoutBody,
  confirmedReservation,
  hour,
  pendingRental,
  rentalParties,
} from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const readiness = (path: string, language?: 'ar') =>
  f.call('GET', `${path}/checkout-readiness`, f.staff, language ? { language } : {});

// The bookings lie years ahead: the car would leave early, which the desk confirms, not fixes.
const early = expect.objectContaining({ key: 'earlyCheckout', blocking: false });

describe('checkout readiness', () => {
  it('says a confirmed reservation with everything in order is ready', async () => {
    const b = await rentalParties(f);
    const reservation = await confirmedReservation(f, b);
    const res = await readiness(`/reservations/${reservation.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ready: true, reasons: [early] });
  });

  it('lists every reason at once, naming the documents and the licence, in Arabic too', async () => {
    const b = await rentalParties(f, { registration: null, insurance: '2020-01-31' });
    const pending = await book(f, b, 0, 48 * hour);
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(customers)
        .set({ licenseExpiryDate: '2030-06-04', dateOfBirth: null })
        .where(eq(customers.id, b.customerId)),
    );
    const res = await readiness(`/reservations/${pending.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ready).toBe(false);
    expect(res.json().reasons).toEqual([
      {
        key: 'notAwaitingCheckout',
        message: 'Only a confirmed reservation or a rental awaiting pickup can be checked out',
        blocking: true,
        details: {},
      },
      {
        key: 'licenceExpired',
        message: "The customer's driving licence expires on 2030-06-04, before the return date",
        blocking: true,
        details: { expiredOn: '2030-06-04' },
      },
      {
        key: 'dateOfBirthMissing',
        message: "The customer's date of birth is not on file",
        blocking: true,
        details: {},
      },
      {
        key: 'documentMissing',
        message: 'The vehicle has no registration document on file',
        blocking: true,
        details: { document: 'registration' },
      },
      {
        key: 'documentExpired',
        message: "The vehicle's insurance expired on 2020-01-31",
        blocking: true,
        details: { document: 'insurance', expiredOn: '2020-01-31' },
      },
      early,
    ]);
    const arabic = await readiness(`/reservations/${pending.id}`, 'ar');
    expect(arabic.json().reasons[3].message).toBe('لا توجد استمارة مسجّلة للمركبة');
  });

  it('answers for a rental awaiting pickup, and the checkout refuses by the same reasons', async () => {
    const b = await rentalParties(f, { insurance: null });
    const rental = await pendingRental(f, b);
    const res = await readiness(`/rentals/${rental.id}`);
    expect(res.json()).toMatchObject({
      ready: false,
      reasons: [{ key: 'documentMissing', details: { document: 'insurance' } }, early],
    });
    const refused = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
      body: checkoutBody(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The vehicle has no insurance document on file',
      details: [
        {
          path: 'checkout.documentMissing',
          message: 'The vehicle has no insurance document on file',
        },
        { path: 'checkout.earlyCheckout' },
      ],
    });
  });

  it('asks the desk to confirm an early checkout, then hands the car over', async () => {
    const rental = await pendingRental(f);
    const { confirmEarly: _, ...unconfirmed } = checkoutBody();
    const refused = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
      body: unconfirmed,
      language: 'ar',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^موعد الاستلام المحجوز بعد \d+ ساعة/);
    const out = await f.call('POST', `/rentals/${rental.id}/checkout`, f.staff, {
      body: checkoutBody(),
    });
    expect(out.statusCode, out.body).toBe(200);
    const after = await readiness(`/rentals/${rental.id}`);
    expect(after.json().reasons[0]).toMatchObject({ key: 'notAwaitingCheckout', blocking: true });
  });

  it('answers 404 for an unknown record and 403 for those who do not check cars out', async () => {
    const unknown = '0191a000-0000-7000-8000-000000000099';
    expect((await readiness(`/reservations/${unknown}`)).statusCode).toBe(404);
    expect((await readiness(`/rentals/${unknown}`)).statusCode).toBe(404);
    const b = await rentalParties(f);
    const reservation = await confirmedReservation(f, b);
    const viewer = await f.call(
      'GET',
      `/reservations/${reservation.id}/checkout-readiness`,
      f.viewer,
    );
    expect(viewer.statusCode).toBe(403);
  });
});
