import { count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import {
  maintenanceParts,
  maintenanceWorkOrders,
  serviceSchedules,
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

describe('maintenance seed', () => {
  it('opens work in every stage with parts and costs, each period held without overlap', async () => {
    const orders = await database.withTenant(demo, (tx) =>
      tx.select().from(maintenanceWorkOrders).where(ne(maintenanceWorkOrders.source, 'history')),
    );
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['completed', 'in_progress', 'overdue', 'scheduled', 'pending']),
    );
    const [parts] = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(maintenanceParts),
    );
    expect(parts?.n).toBeGreaterThan(3);
    const held = orders.filter((o) => ['in_progress', 'overdue', 'scheduled'].includes(o.status));
    const holds = await database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(vehicleHolds)
        .where(
          inArray(
            vehicleHolds.sourceId,
            held.map((o) => o.id),
          ),
        ),
    );
    expect(holds).toHaveLength(held.length);
    const inWorkshop = orders.filter((o) => ['in_progress', 'overdue'].includes(o.status));
    const cars = await database.withTenant(demo, (tx) =>
      tx
        .select({ status: vehicles.status })
        .from(vehicles)
        .where(
          inArray(
            vehicles.id,
            inWorkshop.map((o) => o.vehicleId),
          ),
        ),
    );
    expect(cars.map((c) => c.status)).toEqual(inWorkshop.map(() => 'maintenance'));
  });

  it('puts three vehicles due for service this week, and changes nothing when run again', async () => {
    const schedules = await database.withTenant(demo, (tx) => tx.select().from(serviceSchedules));
    const perVehicle = schedules.filter((s) => s.vehicleId !== null);
    expect(perVehicle).toHaveLength(3);
    const soon = await database.withTenant(demo, (tx) =>
      tx
        .select({ nextService: vehicles.nextService })
        .from(vehicles)
        .where(
          inArray(
            vehicles.id,
            perVehicle.map((s) => s.vehicleId ?? ''),
          ),
        ),
    );
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    for (const v of soon) expect(v.nextService && v.nextService <= week).toBe(true);
    const before = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(maintenanceWorkOrders),
    );
    await seedDemo(database);
    const after = await database.withTenant(demo, (tx) =>
      tx.select({ n: count() }).from(maintenanceWorkOrders),
    );
    expect(after).toEqual(before);
    const acme = await tenantId(database, 'acme');
    const [acmeSchedules] = await database.withTenant(acme, (tx) =>
      tx.select({ n: count() }).from(serviceSchedules).where(eq(serviceSchedules.active, true)),
    );
    expect(acmeSchedules?.n).toBe(0);
  });
});
