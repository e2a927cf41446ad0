// The code that reads and writes `rental_legs` and `rental_inspections`.
import type { InspectionMark } from '@motorpool/domain/schemas/rental-inspection';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { type InspectionStage, rentalInspections, rentalLegs } from '../../db/schema/index.ts';
import type { RentalUserNames, RentalVehicles } from './ports.ts';

export type RentalLegRow = typeof rentalLegs.$inferSelect;
export type RentalInspectionRow = typeof rentalInspections.$inferSelect;

/** The legs in the order they were driven, each with its car's card. */
export async function legsOf(tx: Tx, rentalId: string, vehicles: Pick<RentalVehicles, 'cardAt'>) {
  return tx
    .select({
      ...getTableColumns(rentalLegs),
      vehicle: vehicles.cardAt({
        tenantId: sql`${rentalLegs.tenantId}`,
        id: sql`${rentalLegs.vehicleId}`,
      }),
    })
    .from(rentalLegs)
    .where(eq(rentalLegs.rentalId, rentalId))
    .orderBy(asc(rentalLegs.startedAt));
}

export async function insertLeg(tx: Tx, values: Omit<typeof rentalLegs.$inferInsert, 'id'>) {
  const [row] = await tx.insert(rentalLegs).values(values).returning();
  if (!row) throw new Error('rental leg insert returned nothing');
  return row;
}

/** The leg under way (not ended), locked. */
export async function currentLeg(tx: Tx, rentalId: string) {
  const [row] = await tx
    .select()
    .from(rentalLegs)
    .where(and(eq(rentalLegs.rentalId, rentalId), isNull(rentalLegs.endedAt)))
    .orderBy(asc(rentalLegs.startedAt))
    .for('update');
  return row;
}

export async function updateLeg(
  tx: Tx,
  id: string,
  changes: Partial<Pick<RentalLegRow, 'endedAt' | 'endMileage' | 'fuelLevelEnd' | 'notes'>>,
) {
  await tx.update(rentalLegs).set(changes).where(eq(rentalLegs.id, id));
}

export async function inspectionsOf(tx: Tx, rentalId: string, users: RentalUserNames) {
  return tx
    .select({
      ...getTableColumns(rentalInspections),
      recordedByName: users.nameAt({
        tenantId: sql`${rentalInspections.tenantId}`,
        id: sql`${rentalInspections.recordedBy}`,
      }),
    })
    .from(rentalInspections)
    .where(eq(rentalInspections.rentalId, rentalId));
}

export async function insertInspection(
  tx: Tx,
  values: {
    tenantId: string;
    rentalId: string;
    stage: InspectionStage;
    marks: InspectionMark[];
    signatureFileId: string | null;
    signedBy: string | null;
    recordedBy: string | null;
    recordedAt?: Date;
  },
) {
  const [row] = await tx.insert(rentalInspections).values(values).returning();
  if (!row) throw new Error('rental inspection insert returned nothing');
  return row;
}

/** The files the rental's inspections hold (signatures), to release with a deleted rental. */
export async function signatureFileIds(tx: Tx, rentalId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rentalInspections.signatureFileId })
    .from(rentalInspections)
    .where(eq(rentalInspections.rentalId, rentalId));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}
