import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, reservations } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/identity.ts';
import {
  type Booking,
  bookingParties,
  hour,
  iso,
  reservationBody,
} from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

// A promo code prices a booking with its offer's discount (the pickup 2030-06-03, Riyadh).

let f: Fleet;
let b: Booking;
let slot = 0;
const period = () => {
  slot += 1;
  return { from: slot * 100 * hour, to: (slot * 100 + 48) * hour };
};

async function offer(overrides: object) {
  const res = await f.call('POST', '/offers', f.admin, {
    body: {
      titleEn: 'Promo',
      titleAr: 'عرض',
      discount: { kind: 'percent', value: 1000 },
      validFrom: '2030-01-01',
      validUntil: '2030-12-31',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const quote = (promoCode: string, language?: 'ar') => {
  const { from, to } = period();
  return f.call('POST', '/reservations/quote', f.admin, {
    body: { vehicleId: b.vehicleId, pickupDate: iso(from), returnDate: iso(to), promoCode },
    ...(language ? { language } : {}),
  });
};

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  await offer({ promoCode: 'TENOFF' });
  await offer({ promoCode: 'BIGAMOUNT', discount: { kind: 'amount', value: 9_000_000 } });
  await offer({ promoCode: 'OLDCODE', validFrom: '2029-01-01', validUntil: '2029-12-31' });
  await offer({ promoCode: 'SUVONLY', categories: ['suv'] });
  await offer({ promoCode: 'PAUSED', active: false });
  await offer({ promoCode: 'MIDSIZE', categories: ['midsize', 'suv'] });
  await offer({ promoCode: 'ONLYJUNE', validFrom: '2030-06-01', validUntil: '2030-06-30' });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('promo codes in pricing', () => {
  it("takes a percent offer off the quote's subtotal, whatever the code's case", async () => {
    const res = await quote('tenoff');
    expect(res.statusCode, res.body).toBe(200);
    // two days at 200.00
    expect(res.json()).toMatchObject({ subtotal: 40000, discount: 4000 });
    const plain = await f.call('POST', '/reservations/quote', f.admin, {
      body: { vehicleId: b.vehicleId, pickupDate: iso(0), returnDate: iso(48 * hour) },
    });
    expect(res.json().total).toBeLessThan(plain.json().total);
  });

  it('never takes more than the subtotal', async () => {
    const res = await quote('BIGAMOUNT');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discount).toBe(res.json().subtotal);
    expect(res.json().total).toBeGreaterThanOrEqual(0);
  });

  it('applies an offer for the car’s category', async () => {
    expect((await quote('MIDSIZE')).json().discount).toBe(4000);
  });

  it('refuses an unknown, expired, paused or other-category code on body.promoCode', async () => {
    for (const code of ['NOSUCHCODE', 'OLDCODE', 'PAUSED', 'SUVONLY']) {
      const res = await quote(code, 'ar');
      expect(res.statusCode, code).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'body.promoCode', message: formatMessage('offer.promoCodeNotApplicable', 'ar') },
      ]);
    }
  });

  it('books with the discount and keeps the offer and the code on the reservation', async () => {
    const { from, to } = period();
    const res = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(b, from, to, { promoCode: 'TenOff' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote).toMatchObject({ subtotal: 40000, discount: 4000 });
    const [row] = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(reservations).where(eq(reservations.id, res.json().id)),
    );
    expect(row?.promoCode).toBe('TENOFF');
    expect(row?.offerId).toMatch(/^[0-9a-f-]{36}$/);

    const refused = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(b, period().from, period().to, { promoCode: 'OLDCODE' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('body.promoCode');
  });

  it("applies a code to a customer's own booking, which carries no other adjustment", async () => {
    const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ userId: account.userId }).where(eq(customers.id, b.customerId)),
    );
    const { from, to } = period();
    const res = await f.call('POST', '/reservations', account, {
      body: reservationBody(b, from, to, { promoCode: 'TENOFF' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote.discount).toBe(4000);
  });
});

describe('a promo booking re-dated', () => {
  const day = 24 * hour;
  // a car of its own, each test in its own days of the summer of 2030, within the offers
  let c: Booking;
  beforeAll(async () => {
    c = await bookingParties(f);
  });
  const fresh = (from: number, to: number, promoCode?: string) =>
    f.call('POST', '/reservations/quote', f.admin, {
      body: {
        vehicleId: c.vehicleId,
        pickupDate: iso(from),
        returnDate: iso(to),
        ...(promoCode ? { promoCode } : {}),
      },
    });

  it('costs what a fresh booking of the new dates with the same code costs, for staff and customers', async () => {
    const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ userId: account.userId }).where(eq(customers.id, c.customerId)),
    );
    for (const [who, user, start] of [
      ['customer', account, 2 * day],
      ['staff', f.admin, 40 * day],
    ] as const) {
      const booked = await f.call('POST', '/reservations', account, {
        body: reservationBody(c, start, start + 30 * day, { promoCode: 'TENOFF' }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().quote.promotion).toMatchObject({
        code: 'TENOFF',
        kind: 'percent',
        value: 1000,
        discount: 60_000,
      });
      const shortened = await f.call('PATCH', `/reservations/${booked.json().id}`, user, {
        body: { returnDate: iso(start + 3 * day) },
      });
      expect(shortened.statusCode, `${who}: ${shortened.body}`).toBe(200);
      const expected = (await fresh(start, start + 3 * day, 'TENOFF')).json();
      const { promotion, ...price } = shortened.json().quote;
      const { promotion: expectedPromotion, ...expectedPrice } = expected;
      expect(price, who).toEqual(expectedPrice);
      expect(promotion, who).toEqual(expectedPromotion);
      expect(shortened.json().totalAmount, who).toBeGreaterThan(0);
      expect(shortened.json().paymentStatus, who).not.toBe('paid');
    }
  });

  it('drops the promotion when it no longer applies at the new dates, and takes it up again', async () => {
    // 2030-06-20, within the offer; then moved into July, where it ends
    const start = 17 * day;
    const booked = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(c, start, start + 2 * day, { promoCode: 'ONLYJUNE' }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().quote.discount).toBe(4000);
    const july = 30 * day;
    const moved = await f.call('PATCH', `/reservations/${booked.json().id}`, f.admin, {
      body: { pickupDate: iso(july), returnDate: iso(july + 2 * day) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const plain = (await fresh(july, july + 2 * day)).json();
    expect(moved.json().quote).toMatchObject({ discount: 0, promotion: null, total: plain.total });
    const back = await f.call('PATCH', `/reservations/${booked.json().id}`, f.admin, {
      body: { pickupDate: iso(start + day), returnDate: iso(start + 3 * day) },
    });
    expect(back.json().quote).toMatchObject({ discount: 4000, promotion: { code: 'ONLYJUNE' } });
  });

  it("keeps the staff's own discount apart from the promotion's", async () => {
    const start = 80 * day;
    const booked = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(c, start, start + 10 * day, { promoCode: 'TENOFF', discount: 5000 }),
    });
    expect(booked.json().quote).toMatchObject({
      discount: 25_000,
      promotion: { discount: 20_000 },
    });
    const shortened = await f.call('PATCH', `/reservations/${booked.json().id}`, f.admin, {
      body: { returnDate: iso(start + 2 * day) },
    });
    expect(shortened.json().quote).toMatchObject({ discount: 9000, promotion: { discount: 4000 } });
  });
});
