import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { offers, rentalReviews } from '../db/schema/index.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestDatabase } from '../test/databases.ts';
import { seedOffers } from './offers.ts';

let database: Database;
let dispose: () => Promise<void>;
let demo: string;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
  demo = await tenantId(database, 'demo');
}, 180_000);
afterAll(async () => {
  await dispose();
});

describe('offers and reviews seed', () => {
  it('gives the demo company current offers in both languages, WELCOME10 and an expired one', async () => {
    const rows = await database.withTenant(demo, (tx) => tx.select().from(offers));
    expect(rows.length).toBe(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.find((o) => o.promoCode === 'WELCOME10')).toMatchObject({
      discountKind: 'percent',
      discountValue: 1000,
      active: true,
      firstBookingOnly: true,
      oncePerCustomer: true,
    });
    expect(rows.filter((o) => o.validUntil < today)).toHaveLength(1);
    for (const o of rows) expect(o.titleAr).toMatch(/[\u0600-\u06ff]/);
  });

  it('reviews about forty completed rentals, most of them published, once', async () => {
    const reviews = await database.withTenant(demo, (tx) => tx.select().from(rentalReviews));
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    expect(reviews.length).toBeLessThanOrEqual(40);
    const published = reviews.filter((r) => r.status === 'published');
    expect(published.length).toBeGreaterThan(reviews.length * 0.7);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);

    await seedOffers(database, { id: demo, subdomain: 'demo' });
    const again = await database.withTenant(demo, (tx) => tx.select().from(rentalReviews));
    expect(again.length).toBe(reviews.length);
  });
});
