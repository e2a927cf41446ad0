import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestDatabase } from '../test/databases.ts';
import { planReservations, type PlanInput } from './reservation-plan.ts';
import { bookingSettings, planInputs } from './reservations.ts';
import { localDay, zonedInstant } from './reservation-times.ts';

let database: Database;
let dispose: () => Promise<void>;
let input: Omit<PlanInput, 'now'>;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
  const demo = await tenantId(database, 'demo');
  const settings = await bookingSettings(database, demo);
  input = { ...(await database.withTenant(demo, (tx) => planInputs(tx, 'demo'))), settings };
}, 120_000);
afterAll(async () => {
  await dispose();
});

const hourMs = 3_600_000;

describe("the demo plan's day at the desks", () => {
  // today at 10:00 in the company's zone: the plan is read on a clock the test sets
  const at = (hour: number) =>
    zonedInstant(localDay(new Date(), 'Asia/Riyadh'), hour * 60, 'Asia/Riyadh');

  it('has pickups later today and rented cars due back today, none picked up unrented', () => {
    const now = at(10);
    const endOfDay = at(24);
    const plan = planReservations('demo', { ...input, now });
    const waiting = plan.filter((r) => r.status === 'pending' || r.status === 'confirmed');
    const pickupsToday = waiting.filter((r) => r.pickupDate >= now && r.pickupDate < endOfDay);
    expect(pickupsToday.length).toBeGreaterThanOrEqual(3);
    for (const r of pickupsToday) {
      expect(r.pickupDate.getTime() - now.getTime()).toBeGreaterThanOrEqual(hourMs);
    }
    // a booking spanning now is a rented car's running one, confirmed and picked up before now
    const spanning = plan.filter((r) => r.pickupDate <= now && r.returnDate > now);
    for (const r of spanning) expect(r.status).toBe('confirmed');
    const dueBackToday = spanning.filter((r) => r.returnDate < endOfDay);
    expect(dueBackToday.length).toBeGreaterThanOrEqual(1);
  });

  it('plans the same day twice alike', () => {
    const now = at(13);
    const first = planReservations('demo', { ...input, now });
    const second = planReservations('demo', { ...input, now });
    expect(second).toEqual(first);
  });
});
