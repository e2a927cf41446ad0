// What rentals do to reservations (handed to them by composition.ts): take a
// confirmed one over, book a walk-in's, complete it at return, cancel it with its rental. The
// booking itself is the one POST /reservations makes (bookReservation), so a walk-in is checked
// and priced exactly like any reservation.
import { applyAction } from '@motorpool/domain/status-machine';
import { reservationMachine } from '@motorpool/domain/status-machines';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservations } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { BookingSettings, RowRef } from './ports.ts';
import { findReservation, type ReservationRow, updateReservation } from './repository.ts';
import {
  type AuditScope,
  bookReservation,
  type BookingDeps,
  type BookingRequest,
  publish,
} from './booking.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

export function createRentalHandover({
  parties,
  holds,
  events,
  now = () => new Date(),
}: Omit<BookingDeps, 'now'> & { now?: () => Date }) {
  return {
    /** A walk-in's reservation: booked like POST /reservations, confirmed at once. */
    book: (tx: Tx, c: TenantCaller, settings: BookingSettings, input: BookingRequest) =>
      bookReservation(tx, c, { parties, holds, events, now: now() }, settings, input, {
        source: 'back_office',
        confirmed: true,
      }),

    /**
     * The confirmed reservation a rental takes over, locked, its hold given up for the rental's
     * own (placed by the caller in the same transaction). 400 when it is not the company's.
     */
    async takeOver(tx: Tx, c: TenantCaller, reservationId: string): Promise<ReservationRow> {
      const row = await findReservation(tx, reservationId, true);
      if (!row) {
        throw fieldError('body.reservationId', 'rental.unknownReservation');
      }
      if (row.status !== 'confirmed') {
        throw apiError('CONFLICT', 'rental.reservationNotConfirmed');
      }
      await holds.release(tx, { kind: 'reservation', sourceId: row.id });
      return row;
    },

    /** The reservation as the desk prepares its checkout. */
    find: (tx: Tx, reservationId: string) => findReservation(tx, reservationId),

    /** The car came back: the reservation is completed. */
    async complete(tx: Tx, scope: AuditScope, reservationId: string): Promise<void> {
      const before = await findReservation(tx, reservationId, true);
      if (!before || !applyAction(reservationMachine, 'complete', before.status).ok) return;
      const row = await updateReservation(tx, reservationId, { status: 'completed' });
      await recordAudit(tx, scope, {
        action: 'complete',
        entityType: 'reservation',
        entityId: reservationId,
        before: { status: before.status },
        after: { status: row.status },
      });
    },

    /** The rental was cancelled before pickup: so is its reservation, with the same reason. */
    async cancel(tx: Tx, c: TenantCaller, reservationId: string, reason: string): Promise<void> {
      const before = await findReservation(tx, reservationId, true);
      if (!before || !applyAction(reservationMachine, 'cancel', before.status).ok) return;
      const row = await updateReservation(tx, reservationId, {
        status: 'cancelled',
        cancelledAt: now(),
        cancellationReason: reason,
      });
      await holds.release(tx, { kind: 'reservation', sourceId: reservationId });
      await recordAudit(tx, auditScope(c), {
        action: 'cancel',
        entityType: 'reservation',
        entityId: reservationId,
        before: { status: before.status },
        after: { status: row.status, reason },
      });
      await publish(tx, events, c, 'reservation.cancelled', row);
    },

    /** The reservation's number, as a subquery of the caller's statement. */
    numberAt: (reservation: RowRef): SQL<string | null> =>
      sql<string | null>`(select r.reservation_number from ${reservations} r
        where r.tenant_id = ${reservation.tenantId} and r.id = ${reservation.id})`,

    /** Paid towards the price, deposits aside, net of refunds, as a subquery (minor units). */
    paidAt: (reservation: RowRef): SQL<number> =>
      sql<number>`(${parties.payments.receivedAt(reservation)} - ${parties.payments.refundedAt(reservation)})`,

    /** ids of the reservations whose number contains the text, as a subquery */
    idsNumbered: (text: string): SQL =>
      sql`select r.id from ${reservations} r
        where r.reservation_number ilike ${`%${likeLiteral(text)}%`} escape '\\'`,
  };
}

export type RentalHandover = ReturnType<typeof createRentalHandover>;
