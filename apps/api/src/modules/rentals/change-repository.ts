// What extension, overdue settlement, check-in and the overdue job write beside the rental row
// (repository.ts) and its legs and inspections (checkout-repository.ts).
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { damageReports, rentalExtensions, rentalOverdue, rentals } from '../../db/schema/index.ts';

export async function insertExtension(tx: Tx, values: typeof rentalExtensions.$inferInsert) {
  await tx.insert(rentalExtensions).values(values);
}

export async function insertOverdue(tx: Tx, values: typeof rentalOverdue.$inferInsert) {
  await tx.insert(rentalOverdue).values(values);
}

export async function insertDamageReport(tx: Tx, values: typeof damageReports.$inferInsert) {
  await tx.insert(damageReports).values(values);
}

/** Active rentals due before `before` that the overdue job has not announced yet. */
export async function unannouncedOverdue(tx: Tx, before: Date, limit: number) {
  return tx
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.status, 'active'),
        lt(rentals.returnDate, before),
        isNull(rentals.overdueNotifiedAt),
      ),
    )
    .orderBy(asc(rentals.returnDate))
    .limit(limit)
    .for('update', { skipLocked: true });
}
