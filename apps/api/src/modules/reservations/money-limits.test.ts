import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { type Booking, bookingParties, book, hour, reservationBody } from './test-support.ts';

// Staff money on a booking is refused when out of range, never quietly changed: a discount
// above the price, a negative fee, an amount past the column; and a discount above the
// company's share of the price needs `reservations:discount` (administrators and managers).
// One day of the test car costs 20,000.
let f: Fleet;
let b: Booking;
let manager: TestUser;
beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
});
afterAll(async () => f.t.close());

const price = 20_000;
let slot = 0;
// each booking its own day, so none holds the car for another
const day = (overrides: object) => {
  slot += 1;
  return reservationBody(b, slot * 48 * hour, slot * 48 * hour + 24 * hour, overrides);
};
const post = (url: string, as: TestUser, body: object, language?: 'ar') =>
  f.call('POST', url, as, { body, ...(language ? { language } : {}) });

const fieldOf = (res: { json: () => unknown }) =>
  (res.json() as { details?: { path: string; message: string }[] }).details?.[0];

describe('money out of range', () => {
  it('refuses a discount above the price instead of making the car free', async () => {
    const res = await post('/reservations', f.admin, day({ discount: price + 1 }));
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldOf(res)).toMatchObject({
      path: 'body.discount',
      message: 'The discount cannot be more than the rental price',
    });
    const ar = await post('/reservations', f.admin, day({ discount: 99_999_999_999 }), 'ar');
    expect(ar.statusCode, ar.body).toBe(400);
    expect(fieldOf(ar)?.path).toBe('body.discount');
    expect(fieldOf(ar)?.message).toMatch(/[\u0600-\u06FF]/);
    const quote = await post('/reservations/quote', f.admin, day({ discount: price + 1 }));
    expect(quote.statusCode, quote.body).toBe(400);
  });

  it('refuses a negative fee and one past the column, changing nothing', async () => {
    for (const additionalFees of [-50, 2 ** 31]) {
      const res = await post('/reservations', f.admin, day({ additionalFees }));
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldOf(res)?.path).toBe('body.additionalFees');
    }
    const r = await book(f, b, 900 * hour, 924 * hour);
    const res = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { discount: price + 1 },
    });
    expect(res.statusCode, res.body).toBe(400);
    const after = await f.call('GET', `/reservations/${r.id}`, f.admin);
    expect(after.json()).toMatchObject({ quote: { discount: 0 } });
  });
});

describe('a discount above the company share', () => {
  it('needs the discount permission: staff up to 20 % by default, managers beyond', async () => {
    const fifth = await post('/reservations', f.staff, day({ discount: price / 5 }));
    expect(fifth.statusCode, fifth.body).toBe(201);
    const more = await post('/reservations', f.staff, day({ discount: price / 5 + 1 }));
    expect(more.statusCode, more.body).toBe(400);
    expect(fieldOf(more)).toMatchObject({
      path: 'body.discount',
      message: 'A discount above 20% of the rental price needs the discount permission',
    });
    const walkIn = await post('/rentals', f.staff, day({ discount: price / 2 }));
    expect(walkIn.statusCode, walkIn.body).toBe(400);
    expect(fieldOf(walkIn)?.path).toBe('body.discount');
    const byManager = await post('/reservations', manager, day({ discount: price / 2 }));
    expect(byManager.statusCode, byManager.body).toBe(201);
    const r = byManager.json() as { id: string };
    const edit = await f.call('PATCH', `/reservations/${r.id}`, f.staff, {
      body: { discount: price - 1 },
    });
    expect(edit.statusCode, edit.body).toBe(400);
  });

  it("follows the company's setting", async () => {
    const set = await f.call('PATCH', '/tenants/current/settings', f.admin, {
      body: { payments: { maxDiscountShareBp: 5000 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ payments: { maxDiscountShareBp: 5000 } });
    const half = await post('/reservations', f.staff, day({ discount: price / 2 }));
    expect(half.statusCode, half.body).toBe(201);
    const more = await post('/reservations', f.staff, day({ discount: price / 2 + 1 }));
    expect(more.statusCode, more.body).toBe(400);
  });
});
