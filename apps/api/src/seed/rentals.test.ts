import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import {
  auditLogs,
  damageReports,
  rentalCounters,
  rentalInspections,
  rentalLegs,
  rentals,
  reservations,
  vehicleHolds,
  vehicles,
} from '../db/schema/index.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestDatabase } from '../test/databases.ts';
import { seedDemo } from './demo.ts';

let database: Database;
let dispose: () => Promise<void>;
let demo: string;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
  demo = await tenantId(database, 'demo');
}, 120_000);
afterAll(async () => {
  await dispose();
});

const hourMs = 3_600_000;
const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

describe('rental seed', () => {
  it('rents out every completed booking, each rented car, some of the next pickups, a few cancelled', async () => {
    const [rows, booked] = await Promise.all([
      database.withTenant(demo, (tx) => tx.select().from(rentals)),
      database.withTenant(demo, (tx) => tx.select().from(reservations)),
    ]);
    const statuses = tally(rows.map((r) => r.status));
    const completedBookings = booked.filter((r) => r.status === 'completed');
    expect(statuses.completed).toBe(completedBookings.length);
    expect(statuses.active).toBeGreaterThanOrEqual(3);
    expect(statuses.pending).toBeGreaterThanOrEqual(3);
    expect(statuses.cancelled).toBeGreaterThanOrEqual(5);
    const now = Date.now();
    const overdue = rows.filter(
      (r) => r.status === 'active' && r.returnDate.getTime() + 59 * 60_000 < now,
    );
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    for (const r of overdue) {
      expect(now - r.returnDate.getTime()).toBeLessThan(3 * 24 * hourMs);
      // the overdue job found it once already
      expect(r.overdueNotifiedAt).not.toBeNull();
    }
    // each rental has its booking's price and the booking's outcome agrees
    const byId = new Map(booked.map((b) => [b.id, b]));
    for (const r of rows) {
      const b = byId.get(r.reservationId)!;
      expect([r.vehicleId, r.customerId, r.totalAmount, r.pickupDate.getTime()]).toEqual([
        b.vehicleId,
        b.customerId,
        b.totalAmount,
        b.pickupDate.getTime(),
      ]);
      const expected = { completed: 'completed', cancelled: 'cancelled' } as const;
      const outcome =
        r.status === 'completed' || r.status === 'cancelled' ? expected[r.status] : 'confirmed';
      expect(b.status, r.rentalNumber).toBe(outcome);
      if (r.status === 'cancelled') expect(r.cancellationReason).toBe(b.cancellationReason);
    }
    expect(rows.map((r) => r.rentalNumber).sort()).toEqual(
      rows.map((_, i) => `RNT-${String(i + 1).padStart(6, '0')}`),
    );
    const [counter] = await database.withTenant(demo, (tx) =>
      tx.select().from(rentalCounters).where(eq(rentalCounters.tenantId, demo)),
    );
    expect(counter?.lastNumber).toBe(rows.length);
  });

  it('records handover and return: legs, inspections, mileage, charges and ratings', async () => {
    const rows = await database.withTenant(demo, (tx) => tx.select().from(rentals));
    const legs = await database.withTenant(demo, (tx) => tx.select().from(rentalLegs));
    const inspections = await database.withTenant(demo, (tx) =>
      tx.select().from(rentalInspections),
    );
    const legOf = new Map(legs.map((l) => [l.rentalId, l]));
    const stages = new Map<string, string[]>();
    for (const i of inspections)
      stages.set(i.rentalId, [...(stages.get(i.rentalId) ?? []), i.stage]);
    for (const r of rows) {
      const leg = legOf.get(r.id);
      if (r.status === 'completed') {
        expect(leg?.endedAt?.getTime()).toBe(r.actualReturnDate?.getTime());
        expect(r.endMileage!).toBeGreaterThanOrEqual(r.startMileage!);
        expect(stages.get(r.id)?.sort()).toEqual(['checkin', 'checkout']);
        const lines = r.charges ?? [];
        const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
        expect(r.additionalCharges).toBe(subtotal + Math.round((subtotal * r.taxRateBp) / 10_000));
      } else if (r.status === 'active') {
        expect(leg?.endedAt).toBeNull();
        expect(stages.get(r.id)).toEqual(['checkout']);
        expect(r.actualPickupDate).not.toBeNull();
      } else {
        expect([leg, stages.get(r.id), r.actualPickupDate]).toEqual([undefined, undefined, null]);
      }
    }
    const completed = rows.filter((r) => r.status === 'completed');
    expect(completed.filter((r) => (r.charges ?? []).length > 0).length).toBeGreaterThan(30);
    expect(completed.filter((r) => r.rating !== null).length / completed.length).toBeGreaterThan(
      0.6,
    );
    const photos = inspections.flatMap((i) => i.marks.flatMap((m) => m.photoIds));
    expect(photos).toEqual([]);
    const [reports] = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(damageReports),
    );
    expect(reports?.n).toBeGreaterThan(0);
  });

  it("keeps each car's odometer readings in order, the running rental starting at today's", async () => {
    const rows = await database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(rentals)
        .where(sql`${rentals.status} in ('active', 'completed')`),
    );
    const fleet = await database.withTenant(demo, (tx) => tx.select().from(vehicles));
    const odometer = new Map(fleet.map((v) => [v.id, v.mileage]));
    const byCar = new Map<string, typeof rows>();
    for (const r of rows) byCar.set(r.vehicleId, [...(byCar.get(r.vehicleId) ?? []), r]);
    for (const [car, list] of byCar) {
      const ordered = list.sort((a, b) => a.pickupDate.getTime() - b.pickupDate.getTime());
      for (let i = 1; i < ordered.length; i += 1) {
        expect(ordered[i]!.startMileage!).toBeGreaterThanOrEqual(ordered[i - 1]!.endMileage ?? 0);
      }
      expect(ordered[0]!.startMileage!).toBeGreaterThanOrEqual(0);
      const last = ordered.at(-1)!;
      expect(last.endMileage ?? last.startMileage!).toBeLessThanOrEqual(odometer.get(car)!);
      if (last.status === 'active') expect(last.startMileage).toBe(odometer.get(car));
    }
  });

  it("agrees every car's status with its bookings, and holds with rentals", async () => {
    const fleet = await database.withTenant(demo, (tx) => tx.select().from(vehicles));
    const running = await database.withTenant(demo, (tx) =>
      tx.select().from(rentals).where(eq(rentals.status, 'active')),
    );
    const out = new Set(running.map((r) => r.vehicleId));
    expect(out.size).toBe(running.length);
    for (const v of fleet) expect(v.status === 'rented', v.licensePlate).toBe(out.has(v.id));
    const holds = await database.withTenant(demo, (tx) =>
      tx.select().from(vehicleHolds).where(eq(vehicleHolds.kind, 'rental')),
    );
    const holding = await database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(rentals)
        .where(sql`${rentals.status} in ('active', 'pending')`),
    );
    expect(holds.map((h) => h.sourceId).sort()).toEqual(holding.map((r) => r.id).sort());
    for (const h of holds) {
      const r = holding.find((x) => x.id === h.sourceId)!;
      expect([h.vehicleId, h.reference]).toEqual([r.vehicleId, r.rentalNumber]);
    }
    // a reservation a rental took over holds nothing of its own
    const [doubled] = await database.withTenant(demo, (tx) =>
      tx
        .select({ n: count() })
        .from(vehicleHolds)
        .innerJoin(rentals, eq(rentals.reservationId, vehicleHolds.sourceId)),
    );
    expect(doubled?.n).toBe(0);
  });

  it('audits each step and changes nothing when run again', async () => {
    const counts = () =>
      database.withTenant(demo, async (tx) => ({
        rentals: (await tx.select({ n: count() }).from(rentals))[0]!.n,
        audits: (
          await tx.select({ n: count() }).from(auditLogs).where(eq(auditLogs.entityType, 'rental'))
        )[0]!.n,
        checkins: (
          await tx
            .select({ n: count() })
            .from(auditLogs)
            .where(and(eq(auditLogs.entityType, 'rental'), eq(auditLogs.action, 'checkin')))
        )[0]!.n,
        completed: (
          await tx.select({ n: count() }).from(rentals).where(eq(rentals.status, 'completed'))
        )[0]!.n,
      }));
    const before = await counts();
    expect(before.checkins).toBe(before.completed);
    await seedDemo(database);
    expect(await counts()).toEqual(before);
  });
});
