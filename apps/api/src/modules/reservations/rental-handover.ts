// What rentals do to reservations (handed to them by services.ts): take a
// confirmed one over, book a walk-in's, complete it at return, cancel it with its rental. The
// booking itself is the one POST /reservations makes (bookReservation), so a walk-in is checked
// and priced exactly like any reservation.
import type { NewDomainEvent } from '@motorpool/domain/events';
import { reservationNumberOf } from '@motorpool/domain/reservation-rules';
import type { AddOnSelection } from '@motorpool/domain/schemas/reservation';
import { applyAction } from '@motorpool/domain/status-machine';
import { reservationMachine } from '@motorpool/domain/status-machines';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservations } from '../../db/schema/index.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import { type TenantCaller, translatedError } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/service.ts';
import type { Holds } from '../holds/service.ts';
import { checkBooking } from './booking-checks.ts';
import { adjustments, checkStaffDiscount, holdOf } from './booking-terms.ts';
import type { BookingSettings, ReservationParties, RowRef } from './contract.ts';
import { type ReservationEventName, reservationEvent } from './events.ts';
import {
  chooseAddOns,
  offeredAddOns,
  priceBooking,
  promotionFor,
  quoteColumns,
} from './pricing.ts';
import {
  findReservation,
  insertReservation,
  nextReservationNumber,
  openUnpaidCount,
  otherBookingOfCustomer,
  type ReservationRow,
  updateReservation,
} from './repository.ts';
import type { Booking } from './service.ts';
import { audited } from './views.ts';

export type BookingDeps = {
  parties: ReservationParties;
  holds: Holds;
  events: EventPublisher;
  /** the clock "pickup not in the past" and the customer's age are judged by */
  now: Date;
};

export type BookingRequest = Booking & {
  addOns?: AddOnSelection[];
  discount?: number;
  promoCode?: string;
  additionalFees?: number;
  specialRequests?: string;
  notes?: string;
  internalNotes?: string;
};

type AuditScope = Parameters<typeof recordAudit>[1];

const publish = (
  tx: Tx,
  events: EventPublisher,
  c: TenantCaller | null,
  name: ReservationEventName,
  row: ReservationRow,
) => events.publish(tx, reservationEvent(c, name, row) as NewDomainEvent);

/**
 * Checks, prices, numbers and holds a new booking (pending, or confirmed at once for a walk-in
 * rental); audited and published as reservation.created (and .confirmed).
 */
export async function bookReservation(
  tx: Tx,
  c: TenantCaller,
  { parties, holds, events, now }: BookingDeps,
  settings: BookingSettings,
  input: BookingRequest,
  options: { source: 'back_office' | 'customer_area'; confirmed?: boolean },
): Promise<ReservationRow> {
  const vehicle = await checkBooking(tx, c, { parties, settings, now }, input, {});
  const addOns =
    input.addOns && input.addOns.length > 0
      ? chooseAddOns(input.addOns, offeredAddOns(await parties.addOns(tx)), c.language)
      : [];
  const promotion = await promotionFor(
    tx,
    parties.promoCodes,
    settings,
    { promoCode: input.promoCode, pickupDate: input.pickupDate, category: vehicle.category },
    c.language,
  );
  const quote = priceBooking(settings, {
    dailyRate: vehicle.dailyRate,
    pickupDate: input.pickupDate,
    returnDate: input.returnDate,
    addOns,
    promotion,
    ...adjustments(c, input),
  });
  checkStaffDiscount(c, settings, input.discount, quote.subtotal);
  const customerArea = options.source === 'customer_area';
  if (customerArea) await checkUnpaidCap(tx, c, parties.payments, input.customerId, settings);
  const number = await nextReservationNumber(tx, c.tenantId);
  const row = await insertReservation(tx, {
    customerId: input.customerId,
    vehicleId: input.vehicleId,
    pickupBranchId: input.pickupBranchId,
    returnBranchId: input.returnBranchId,
    pickupDate: input.pickupDate,
    returnDate: input.returnDate,
    ...quoteColumns(quote),
    promoCode: promotion?.code ?? null,
    tenantId: c.tenantId,
    reservationNumber: reservationNumberOf(number),
    status: options.confirmed ? 'confirmed' : reservationMachine.initial,
    ...(options.confirmed ? { confirmedAt: now } : {}),
    source: options.source,
    payBy:
      customerArea && settings.payNowHoldMinutes !== null
        ? new Date(now.getTime() + settings.payNowHoldMinutes * 60_000)
        : null,
    specialRequests: input.specialRequests || null,
    notes: input.notes || null,
    internalNotes: customerArea ? null : input.internalNotes || null,
    createdBy: c.userId,
  });
  if (promotion) {
    const refused = await parties.promoCodes?.redeem(tx, promotion, {
      tenantId: c.tenantId,
      customerId: row.customerId,
      reservationId: row.id,
      firstBooking: !(await otherBookingOfCustomer(tx, row.customerId, row.id)),
    });
    if (refused) throw translatedError(400, refused, c.language, { path: 'body.promoCode' });
  }
  await holds.place(tx, holdOf(c.tenantId, row, settings), c.language);
  await recordAudit(tx, auditScope(c), {
    action: 'create',
    entityType: 'reservation',
    entityId: row.id,
    after: audited(row),
  });
  await publish(tx, events, c, 'reservation.created', row);
  if (options.confirmed) await publish(tx, events, c, 'reservation.confirmed', row);
  return row;
}

/**
 * One account may hold only so many customer-area bookings open with nothing paid towards them
 * (409): paying or cancelling one makes room. Counted under the booking's transaction.
 */
async function checkUnpaidCap(
  tx: Tx,
  c: TenantCaller,
  payments: ReservationParties['payments'],
  customerId: string,
  settings: BookingSettings,
) {
  const open = await openUnpaidCount(tx, customerId, payments);
  if (open >= settings.maxOpenUnpaidBookings) {
    throw translatedError(409, 'reservation.tooManyUnpaid', c.language, {
      params: { count: open },
    });
  }
}

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
        throw translatedError(400, 'rental.unknownReservation', c.language, {
          path: 'body.reservationId',
        });
      }
      if (row.status !== 'confirmed') {
        throw translatedError(409, 'rental.reservationNotConfirmed', c.language);
      }
      await holds.release(tx, { kind: 'reservation', sourceId: row.id });
      return row;
    },

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
