import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicleFuelLogs } from '../../db/schema/index.ts';

export type FuelLogRow = typeof vehicleFuelLogs.$inferSelect;
export type FuelLogInsert = Omit<typeof vehicleFuelLogs.$inferInsert, 'id' | 'createdAt'>;

const newestFirst = [desc(vehicleFuelLogs.filledAt), desc(vehicleFuelLogs.id)];

export async function fuelLogPageOf(
  tx: Tx,
  vehicleId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = eq(vehicleFuelLogs.vehicleId, vehicleId);
  const rows = await tx
    .select()
    .from(vehicleFuelLogs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(vehicleFuelLogs).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** What the consumption needs of every entry of the vehicle, oldest first. */
export async function fuelReadings(tx: Tx, vehicleId: string) {
  return tx
    .select({
      odometerKm: vehicleFuelLogs.odometerKm,
      litresMl: vehicleFuelLogs.litresMl,
      fullTank: vehicleFuelLogs.fullTank,
      source: vehicleFuelLogs.source,
    })
    .from(vehicleFuelLogs)
    .where(eq(vehicleFuelLogs.vehicleId, vehicleId))
    .orderBy(asc(vehicleFuelLogs.filledAt), asc(vehicleFuelLogs.id));
}

/** The latest entry at or before `at`: the reading a new one may not go below. */
export async function previousFuelLog(tx: Tx, vehicleId: string, at: Date) {
  const [row] = await tx
    .select()
    .from(vehicleFuelLogs)
    .where(and(eq(vehicleFuelLogs.vehicleId, vehicleId), lte(vehicleFuelLogs.filledAt, at)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function insertFuelLog(tx: Tx, values: FuelLogInsert): Promise<FuelLogRow> {
  const [row] = await tx.insert(vehicleFuelLogs).values(values).returning();
  if (!row) throw new Error('fuel log insert returned nothing');
  return row;
}

export async function deleteFuelLog(tx: Tx, vehicleId: string, id: string) {
  const [row] = await tx
    .delete(vehicleFuelLogs)
    .where(and(eq(vehicleFuelLogs.vehicleId, vehicleId), eq(vehicleFuelLogs.id, id)))
    .returning();
  return row;
}
