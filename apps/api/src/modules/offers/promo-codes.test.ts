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
