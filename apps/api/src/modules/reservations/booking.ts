// A booking as POST /reservations makes it: checked, priced, held and numbered in one
// transaction. Rentals book a walk-in's through the same function (rental-handover.ts).
import type { NewDomainEvent } from '@motorpool/domain/events';
import { reservationNumberOf } from '@motorpool/domain/reservation-rules';
import type { AddOnSelection } from '@motorpool/domain/schemas/reservation';
import { reservationMachine } from '@motorpool/domain/status-machines';
import type { Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { Holds } from '../holds/ports.ts';
import { checkBooking } from './booking-checks.ts';
import { adjustments, checkStaffDiscount, holdOf } from './booking-terms.ts';
import type { BookingSettings, ReservationParties } from './ports.ts';
import { type ReservationEventName, reservationEvent } from './events.ts';
import {
  chooseAddOns,
  offeredAddOns,
  priceBooking,
  promotionFor,
  quoteColumns,
} from './pricing.ts';
import {
  insertReservation,
  nextReservationNumber,
  otherBookingOfCustomer,
  type ReservationRow,
} from './repository.ts';
import { openUnpaidCount } from './due-repository.ts';
import type { Booking } from './service.ts';
import { audited } from './views.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

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

export type AuditScope = Parameters<typeof recordAudit>[1];

export const publish = (
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
      ? chooseAddOns(input.addOns, offeredAddOns(await parties.addOns(tx)))
      : [];
  const promotion = await promotionFor(tx, parties.promoCodes, settings, {
    promoCode: input.promoCode,
    pickupDate: input.pickupDate,
    category: vehicle.category,
  });
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
    if (refused) throw fieldError('body.promoCode', refused);
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
    throw apiError('CONFLICT', 'reservation.tooManyUnpaid', { params: { count: open } });
  }
}
