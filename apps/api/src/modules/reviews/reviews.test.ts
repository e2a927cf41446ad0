import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, rentals, reservations } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { type Booking, bookingParties, hour } from '../reservations/test-support.ts';
import { confirmedReservation } from '../rentals/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

let f: Fleet;
let b: Booking;
let other: Booking;
let author: TestUser;
let stranger: TestUser;
let manager: TestUser;
let slot = 0;
let numbers = 0;

/** A rental of the reservation's customer and car, written as a finished (or given) one. */
async function rental(parties: Booking, status: 'completed' | 'active' = 'completed') {
  slot += 1;
  const booked = await confirmedReservation(
    f,
    parties,
    slot * 100 * hour,
    (slot * 100 + 24) * hour,
  );
  return f.t.database.withTenant(f.demo, async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, booked.id));
    if (!r) throw new Error('no reservation');
    numbers += 1;
    const [row] = await tx
      .insert(rentals)
      .values({
        tenantId: f.demo,
        rentalNumber: `RNT-R${String(numbers).padStart(5, '0')}`,
        reservationId: r.id,
        customerId: r.customerId,
        vehicleId: r.vehicleId,
        pickupBranchId: r.pickupBranchId,
        returnBranchId: r.returnBranchId,
        pickupDate: r.pickupDate,
        returnDate: r.returnDate,
        originalReturnDate: r.returnDate,
        status,
        currency: r.currency,
        dailyRate: r.dailyRate,
        days: r.days,
        subtotal: r.subtotal,
        addOns: r.addOns,
        addOnsTotal: r.addOnsTotal,
        discount: r.discount,
        additionalFees: r.additionalFees,
        taxRateBp: r.taxRateBp,
        tax: r.tax,
        totalAmount: r.totalAmount,
      })
      .returning({ id: rentals.id });
    if (!row) throw new Error('no rental');
    return row.id;
  });
}

const linkAccount = (customerId: string, user: TestUser) =>
  f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: user.userId }).where(eq(customers.id, customerId)),
  );

const review = (rentalId: string, as: TestUser, body: object = { rating: 5, comment: 'Great' }) =>
  f.call('POST', `/rentals/${rentalId}/review`, as, { body });

const visit = (url: string) =>
  f.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host: 'demo.localhost' } });

beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
  other = await bookingParties(f);
  [author, stranger, manager] = await Promise.all([
    createTestUser(f.t.database, f.demo, { roles: ['customer'] }),
    createTestUser(f.t.database, f.demo, { roles: ['customer'] }),
    createTestUser(f.t.database, f.demo, { roles: ['manager'] }),
  ]);
  await linkAccount(b.customerId, author);
  await linkAccount(other.customerId, stranger);
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('reviews', () => {
  it('lets the customer review their own completed rental once, pending moderation', async () => {
    const id = await rental(b);
    const res = await review(id, author, { rating: 4, comment: 'Clean car, quick pickup.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      rentalId: id,
      customerId: b.customerId,
      rating: 4,
      status: 'pending',
      authorName: 'Layla H.',
    });
    const again = await review(id, author, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(formatMessage('review.alreadyReviewed', 'en'));
  });

  it("answers 404 for another customer's rental and 409 for one not over", async () => {
    const theirs = await rental(other);
    expect((await review(theirs, author)).statusCode).toBe(404);
    expect((await review('0190f5a4-7c3e-7a10-9b1d-5f2e8c4d7b99', author)).statusCode).toBe(404);
    const running = await rental(b, 'active');
    const early = await review(running, author);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(formatMessage('review.rentalNotCompleted', 'en'));
  });

  it('validates the rating from 1 to 5', async () => {
    const id = await rental(b);
    for (const rating of [0, 6, 2.5]) {
      const res = await review(id, author, { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().details[0].path).toBe('body.rating');
    }
  });

  it('is moderated by managers and admins: listed, filtered, published and hidden', async () => {
    const id = await rental(b);
    const created = (await review(id, author, { rating: 2, comment: 'Late' })).json();
    const page = await f.call(
      'GET',
      '/reviews?filter[status][equals]=pending&filter[rating][lte]=2',
      manager,
    );
    expect(page.statusCode, page.body).toBe(200);
    const listed = page.json().data.find((r: { id: string }) => r.id === created.id);
    expect(listed).toMatchObject({ customerName: expect.stringContaining('Layla') });
    expect(listed.vehicle).toMatchObject({ make: 'Toyota', model: 'Camry' });

    const published = await f.call('POST', `/reviews/${created.id}/publish`, manager);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', moderatedBy: manager.userId });
    const hidden = await f.call('POST', `/reviews/${created.id}/hide`, f.admin);
    expect(hidden.json().status).toBe('hidden');
    expect((await f.auditOf(created.id)).map((a) => a.action).sort()).toEqual([
      'create',
      'hide',
      'publish',
    ]);
  });

  it('keeps moderation to staff who may and reviews to customers', async () => {
    expect((await f.call('GET', '/reviews', author)).statusCode).toBe(403);
    expect((await f.call('GET', '/reviews', f.staff)).statusCode).toBe(403);
    const ours = (await f.call('GET', '/reviews?limit=100', f.admin)).json().data as {
      id: string;
    }[];
    const theirs = await f.call('GET', '/reviews?limit=100', f.acmeAdmin, { tenant: f.acme });
    expect(theirs.statusCode).toBe(200);
    const foreign = new Set(theirs.json().data.map((r: { id: string }) => r.id));
    expect(ours.filter((r) => foreign.has(r.id))).toEqual([]);
    const id = await rental(b);
    expect((await review(id, f.staff)).statusCode).toBe(403);
  });
});

describe('testimonials and ratings', () => {
  it("shows published reviews only, with the author's first name and initial, and rates the car", async () => {
    const parties = await bookingParties(f);
    const account = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    await linkAccount(parties.customerId, account);
    const [first, second, third] = [
      await rental(parties),
      await rental(parties),
      await rental(parties),
    ];
    const ids: string[] = [];
    for (const [rentalId, rating] of [
      [first, 5],
      [second, 4],
      [third, 1],
    ] as const) {
      const res = await review(rentalId, account, { rating, comment: `Stars ${rating}` });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    await f.call('POST', `/reviews/${ids[0]}/publish`, f.admin);
    await f.call('POST', `/reviews/${ids[1]}/publish`, f.admin);

    const res = await visit('/public/testimonials');
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data as { id: string; authorName: string }[];
    expect(shown.map((t) => t.id)).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(shown.map((t) => t.id)).not.toContain(ids[2]);
    const one = shown.find((t) => t.id === ids[0]);
    expect(Object.keys(one ?? {}).sort()).toEqual(
      ['authorName', 'comment', 'date', 'id', 'rating', 'vehicle'].sort(),
    );
    expect(one?.authorName).toBe('Layla H.');

    const car = await visit(`/public/catalogue/vehicles/${parties.vehicleId}`);
    expect(car.json().averageRating).toBe(4.5);
    const unrated = await visit(`/public/catalogue/vehicles/${other.vehicleId}`);
    expect(unrated.json().averageRating).toBeNull();
  });
});
