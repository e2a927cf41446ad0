import { and, count, eq, gt, inArray, min, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { damageReports, maintenanceWorkOrders, rentals, reservations } from '../db/schema/index.ts';
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

const cost = (o: typeof maintenanceWorkOrders.$inferSelect) =>
  Math.round(o.laborHours * o.laborRate) + o.partsCost + o.suppliesCost + o.otherCost;

describe('damage found at the demo returns', () => {
  it('is charged on its rental and repaired by one completed work order, before the next booking', async () => {
    const reports = await database.withTenant(demo, (tx) => tx.select().from(damageReports));
    expect(reports.length).toBeGreaterThanOrEqual(30);
    const orders = await database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(maintenanceWorkOrders)
        .where(
          inArray(
            maintenanceWorkOrders.damageReportId,
            reports.map((r) => r.id),
          ),
        ),
    );
    const orderOf = new Map(orders.map((o) => [o.damageReportId, o]));
    const charged = await database.withTenant(demo, (tx) =>
      tx
        .select({ id: rentals.id, charges: rentals.charges })
        .from(rentals)
        .where(
          inArray(
            rentals.id,
            reports.map((r) => r.rentalId),
          ),
        ),
    );
    const chargesOf = new Map(charged.map((r) => [r.id, r.charges ?? []]));
    let recovered = 0;
    let repairs = 0;
    for (const report of reports) {
      const order = orderOf.get(report.id)!;
      expect(order, report.id).toBeDefined();
      expect([order.status, order.source, order.type, order.rentalId]).toEqual([
        'completed',
        'damageReport',
        'corrective',
        report.rentalId,
      ]);
      expect(order.actualCost).toBe(cost(order));
      expect(order.startedAt!.getTime()).toBeGreaterThan(report.reportedAt.getTime());
      expect(order.completedDate!.getTime()).toBeLessThan(Date.now());
      const [next] = await database.withTenant(demo, (tx) =>
        tx
          .select({ at: min(reservations.pickupDate) })
          .from(reservations)
          .where(
            and(
              eq(reservations.vehicleId, report.vehicleId),
              gt(reservations.pickupDate, report.reportedAt),
              notInArray(reservations.status, ['cancelled', 'no_show']),
            ),
          ),
      );
      if (next?.at) expect(order.completedDate!.getTime()).toBeLessThan(next.at.getTime());
      const lines = chargesOf.get(report.rentalId)!.filter((l) => l.kind === 'damage');
      expect(lines.length, report.id).toBe(report.marks.length);
      recovered += lines.reduce((sum, l) => sum + l.amount, 0);
      repairs += cost(order);
    }
    // the customers pay part of the repairs: insurance waives some, the workshop costs more
    expect(recovered / repairs).toBeGreaterThan(0.4);
    expect(recovered / repairs).toBeLessThan(0.9);
  });

  it('changes nothing when seeded again', async () => {
    const orders = () =>
      database.withTenant(demo, async (tx) => {
        const [row] = await tx.select({ n: count() }).from(maintenanceWorkOrders);
        return row?.n;
      });
    const before = await orders();
    await seedDemo(database);
    expect(await orders()).toBe(before);
  });
});
