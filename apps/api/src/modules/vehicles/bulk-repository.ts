import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { vehicles } from '../../db/schema/index.ts';
import type { VehicleRow } from './repository.ts';

/**
 * The company's vehicles among `ids`, locked until the transaction ends. Locked in id order, so
 * two bulk changes over overlapping selections take turns instead of deadlocking.
 */
export async function lockVehicles(tx: Tx, ids: string[]): Promise<Map<string, VehicleRow>> {
  const rows = await tx
    .select()
    .from(vehicles)
    .where(inArray(vehicles.id, ids))
    .orderBy(asc(vehicles.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}
