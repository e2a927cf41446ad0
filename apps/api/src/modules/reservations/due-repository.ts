// Reservations that are due something: pickups past their time (no-shows) and customer-area
// bookings with nothing paid (the open-unpaid cap and the pay-by hold).
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservations } from '../../db/schema/index.ts';
import type { ReservationPayments } from './ports.ts';

const self = { tenantId: sql`${reservations.tenantId}`, id: sql`${reservations.id}` };

/**
 * Pending and confirmed reservations whose pickup was at or before `before`, locked; one a rental
 * took over is the rental's to finish (rental-handover.ts), never a no-show.
 */
export async function overduePickups(tx: Tx, before: Date, limit: number) {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['pending', 'confirmed']),
        lte(reservations.pickupDate, before),
        sql`not exists (select 1 from rentals rt
          where rt.tenant_id = ${reservations.tenantId} and rt.reservation_id = ${reservations.id})`,
      ),
    )
    .orderBy(asc(reservations.pickupDate))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What was paid towards the reservation, less what went back, as a subquery. */
export const netPaid = (payments: ReservationPayments) =>
  sql`(${payments.receivedAt(self)} - ${payments.refundedAt(self)})`;

/** The customer's open customer-area bookings with nothing paid towards them. */
export async function openUnpaidCount(
  tx: Tx,
  customerId: string,
  payments: ReservationPayments,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.customerId, customerId),
        eq(reservations.source, 'customer_area'),
        inArray(reservations.status, ['pending', 'confirmed']),
        sql`${netPaid(payments)} <= 0`,
      ),
    );
  return row?.n ?? 0;
}

/** Pending bookings whose pay-by time has passed with nothing paid towards them, locked. */
export async function lapsedUnpaid(
  tx: Tx,
  now: Date,
  limit: number,
  payments: ReservationPayments,
): Promise<(typeof reservations.$inferSelect)[]> {
  return tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        lte(reservations.payBy, now),
        sql`${netPaid(payments)} <= 0`,
      ),
    )
    .orderBy(asc(reservations.payBy))
    .limit(limit)
    .for('update');
}
