// The vehicles a plan counts: every one not retired (an erased vehicle is gone; a retired one
// keeps its history but takes no place until it is made available again).
import { count, ne } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { holdPlanPlaces, type PlanLock } from '../../lib/plan-limits.ts';
import { vehicles } from '../../db/schema/index.ts';

/** The company's counted vehicles (row level security keeps the count to the company). */
export async function countedVehicles(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(vehicles)
    .where(ne(vehicles.status, 'retired'));
  return row?.n ?? 0;
}

/** Refuses with PLAN_LIMIT unless the company's plan admits `adding` more vehicles. */
export const holdVehiclePlaces = (tx: Tx, plans: PlanLock, tenantId: string, adding = 1) =>
  holdPlanPlaces(tx, plans, tenantId, 'vehicles', () => countedVehicles(tx), adding);
