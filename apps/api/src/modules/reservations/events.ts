// The domain events reservations publish (packages/domain/src/events.ts), inside the
// transaction that made the change.
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import type { Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { BookingSettings, ReservationParties } from './ports.ts';
import type { ReservationRow } from './repository.ts';

export type ReservationEventName =
  | 'reservation.created'
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'reservation.noShow'
  | 'reservation.changed';

export function reservationEvent(
  c: Pick<TenantCaller, 'userId'> | null,
  name: ReservationEventName,
  row: ReservationRow,
) {
  const payload = {
    reservationId: row.id,
    reservationNumber: row.reservationNumber,
    customerId: row.customerId,
  };
  return {
    name,
    tenantId: row.tenantId,
    actor: c ? { type: 'user' as const, id: c.userId } : { type: 'system' as const, id: null },
    subject: { type: 'reservation' as const, id: row.id },
    payload:
      name === 'reservation.cancelled'
        ? { ...payload, reason: row.cancellationReason ?? '' }
        : payload,
  };
}

/**
 * The confirmation mail's facts of a booking a customer made in the customer area, in the
 * language their customer record keeps (it mirrors the account's).
 */
function bookingConfirmationEvent(
  c: Pick<TenantCaller, 'userId' | 'tenantId'>,
  customer: { firstName: string; preferredLanguage: string },
  booking: ReservationView,
  timeZone: string,
) {
  return {
    name: 'booking.confirmation.requested' as const,
    tenantId: c.tenantId,
    actor: { type: 'user' as const, id: c.userId },
    subject: { type: 'reservation' as const, id: booking.id },
    payload: {
      recipient: {
        email: booking.customer.email,
        firstName: customer.firstName,
        language: customer.preferredLanguage === 'ar' ? ('ar' as const) : ('en' as const),
      },
      reservationId: booking.id,
      reservationNumber: booking.reservationNumber,
      vehicle: booking.vehicle.name,
      pickupBranch: booking.pickupBranch.name,
      returnBranch: booking.returnBranch.name,
      pickupDate: booking.pickupDate,
      returnDate: booking.returnDate,
      timeZone,
      totalAmount: booking.totalAmount,
      currency: booking.quote.currency,
    },
  };
}

/** Publishes the confirmation of the customer's own booking (`customerId`) in its transaction. */
export async function confirmBooking(
  tx: Tx,
  c: Pick<TenantCaller, 'userId' | 'tenantId'>,
  { parties, events }: { parties: Pick<ReservationParties, 'customers'>; events: EventPublisher },
  customerId: string,
  booking: ReservationView,
  settings: Pick<BookingSettings, 'timeZone'>,
): Promise<void> {
  const customer = await parties.customers.find(tx, customerId);
  if (!customer) return;
  await events.publish(tx, bookingConfirmationEvent(c, customer, booking, settings.timeZone));
}
