// An offer's redemption limits: once per customer, a customer's first booking only, and a total
// number of uses, each refused with its own message on body.promoCode and held by the database
// when two bookings race for the last use.
import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/identity.ts';
import { testEngine } from '../../test/databases.ts';
import { createCustomer } from '../customers/test-support.ts';
import {
  type Booking,
  bookingParties,
  hour,
  iso,
  reservationBody,
} from '../reservations/test-support.ts';
import { createFleet, createVehicle, type Fleet } from '../vehicles/test-support.ts';

let f: Fleet;
let b: Booking;
let slot = 0;

// each booking its own period of the one car
function bookWith(customerId: string, promoCode: string, language?: 'ar') {
  slot += 1;
  return f.call('POST', '/reservations', f.admin, {
    body: reservationBody({ ...b, customerId }, slot * 100 * hour, (slot * 100 + 48) * hour, {
      promoCode,
    }),
    ...(language ? { language } : {}),
  });
}

async function offer(body: object) {
  const res = await f.call('POST', '/offers', f.admin, {
    body: {
      titleEn: 'Promo',
      titleAr: 'عرض',
      discount: { kind: 'percent', value: 1000 },
      validFrom: '2030-01-01',
      validUntil: '2030-12-31',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; redemptions: number; maxRedemptions: number | null };
}

const newCustomer = async () => (await createCustomer(f, { status: 'active' })).id;

function expectRefused(
  res: { statusCode: number; json(): { details?: unknown } },
  key: string,
  language: 'en' | 'ar' = 'en',
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().details).toEqual([
    { path: 'body.promoCode', message: formatMessage(key as never, language) },
  ]);
}

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('promotion redemption limits', () => {
  it('takes a once-per-customer code once per customer, in the caller’s language', async () => {
    await offer({ promoCode: 'ONCEONLY', oncePerCustomer: true });
    const customer = await newCustomer();
    expect((await bookWith(customer, 'ONCEONLY')).statusCode).toBe(201);
    expectRefused(await bookWith(customer, 'ONCEONLY', 'ar'), 'offer.promoUsedByCustomer', 'ar');
    expect((await bookWith(await newCustomer(), 'ONCEONLY')).statusCode).toBe(201);
  });

  it('takes a first-booking code only on a customer’s first booking', async () => {
    await offer({ promoCode: 'FIRSTONE', firstBookingOnly: true });
    const returning = await newCustomer();
    const plain = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody({ ...b, customerId: returning }, 9000 * hour, 9048 * hour),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expectRefused(await bookWith(returning, 'FIRSTONE'), 'offer.promoFirstBookingOnly');

    const newcomer = await newCustomer();
    const first = await bookWith(newcomer, 'FIRSTONE');
    expect(first.statusCode, first.body).toBe(201);
    expectRefused(await bookWith(newcomer, 'FIRSTONE'), 'offer.promoFirstBookingOnly');
  });

  it('tells a customer at the quote that a limit refuses them, before they book', async () => {
    await offer({ promoCode: 'HELLOAGAIN', firstBookingOnly: true });
    const customer = await newCustomer();
    const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ userId: account.userId }).where(eq(customers.id, customer)),
    );
    const quote = () =>
      f.call('POST', '/reservations/quote', account, {
        body: {
          vehicleId: b.vehicleId,
          pickupDate: iso(4000 * hour),
          returnDate: iso(4048 * hour),
          promoCode: 'HELLOAGAIN',
        },
        language: 'ar',
      });
    expect((await quote()).statusCode).toBe(200);
    expect((await bookWith(customer, 'HELLOAGAIN')).statusCode).toBe(201);
    expectRefused(await quote(), 'offer.promoFirstBookingOnly', 'ar');
  });

  it('stops a code after its total number of uses, and counts them on the offer', async () => {
    const limited = await offer({ promoCode: 'TWOTIMES', maxRedemptions: 2 });
    expect(limited).toMatchObject({ maxRedemptions: 2, redemptions: 0 });
    expect((await bookWith(await newCustomer(), 'TWOTIMES')).statusCode).toBe(201);
    expect((await bookWith(await newCustomer(), 'TWOTIMES')).statusCode).toBe(201);
    expectRefused(await bookWith(await newCustomer(), 'TWOTIMES'), 'offer.promoUsedUp');
    const after = await f.call('GET', `/offers/${limited.id}`, f.admin);
    expect(after.json()).toMatchObject({ maxRedemptions: 2, redemptions: 2 });
  });

  it('sets and clears the limits through the offers API, refusing a limit of 0', async () => {
    const created = await offer({ promoCode: 'LIMITS' });
    const set = await f.call('PATCH', `/offers/${created.id}`, f.admin, {
      body: { oncePerCustomer: true, firstBookingOnly: true, maxRedemptions: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      oncePerCustomer: true,
      firstBookingOnly: true,
      maxRedemptions: 5,
    });
    const cleared = await f.call('PATCH', `/offers/${created.id}`, f.admin, {
      body: { maxRedemptions: null },
    });
    expect(cleared.json().maxRedemptions).toBeNull();
    const zero = await f.call('PATCH', `/offers/${created.id}`, f.admin, {
      body: { maxRedemptions: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details[0].path).toBe('body.maxRedemptions');
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can race: the offer's counter row
// and the customer's redemption row, not a check before the write, decide who wins.
describe.runIf(testEngine() === 'postgres')('two bookings racing for a promotion', () => {
  async function race(promoCode: string, customers: [string, string]) {
    const cars = [b.vehicleId, (await createVehicle(f, b.branchId)).id];
    const responses = await Promise.all(
      customers.map((customerId, i) =>
        f.call('POST', '/reservations', f.admin, {
          body: reservationBody(
            { ...b, customerId, vehicleId: cars[i]! },
            3000 * hour,
            3048 * hour,
            {
              promoCode,
            },
          ),
        }),
      ),
    );
    return responses.map((r) => r.statusCode).sort();
  }

  it('gives the last use of a code to exactly one of two bookings', async () => {
    const last = await offer({ promoCode: 'LASTONE', maxRedemptions: 1 });
    expect(await race('LASTONE', [await newCustomer(), await newCustomer()])).toEqual([201, 400]);
    expect((await f.call('GET', `/offers/${last.id}`, f.admin)).json().redemptions).toBe(1);
  });

  it('gives a once-per-customer code to one of a customer’s two bookings at once', async () => {
    await offer({ promoCode: 'ONCEATONCE', oncePerCustomer: true });
    const customer = await newCustomer();
    const cars = [(await createVehicle(f, b.branchId)).id, (await createVehicle(f, b.branchId)).id];
    const responses = await Promise.all(
      cars.map((vehicleId) =>
        f.call('POST', '/reservations', f.admin, {
          body: reservationBody(
            { ...b, customerId: customer, vehicleId },
            3500 * hour,
            3548 * hour,
            {
              promoCode: 'ONCEATONCE',
            },
          ),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});
