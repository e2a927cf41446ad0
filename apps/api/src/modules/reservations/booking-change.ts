// A reservation's change, worked out before it is written: the new period, car and branches
// checked again where they changed, the price applied again (the promo code by its rule, the
// staff's discount as it was unless given), and the customer's change held to the fee window.
import type { ReservationUpdateInput } from '@motorpool/domain/schemas/reservation';
import type { Tx } from '../../db/engine.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { checkBooking } from './booking-checks.ts';
import { checkStaffDiscount } from './booking-terms.ts';
import { checkFeeKept } from './cancellation.ts';
import type { BookingSettings, ReservationParties } from './ports.ts';
import { quoteColumns, repriceChange } from './pricing.ts';
import type { ReservationChanges, ReservationRow } from './repository.ts';
import type { Booking } from './service.ts';
import { fieldError } from '../../lib/http-errors.ts';

export async function changedBooking(
  tx: Tx,
  c: TenantCaller,
  parties: ReservationParties,
  settings: BookingSettings,
  { before, input, now }: { before: ReservationRow; input: ReservationUpdateInput; now: Date },
): Promise<{ changes: ReservationChanges; changed: Record<keyof Booking, boolean> }> {
  const booking: Booking = {
    customerId: input.customerId ?? before.customerId,
    vehicleId: input.vehicleId ?? before.vehicleId,
    pickupBranchId: input.pickupBranchId ?? before.pickupBranchId,
    returnBranchId: input.returnBranchId ?? before.returnBranchId,
    pickupDate: input.pickupDate ? new Date(input.pickupDate) : before.pickupDate,
    returnDate: input.returnDate ? new Date(input.returnDate) : before.returnDate,
  };
  if (booking.returnDate <= booking.pickupDate) {
    throw fieldError(
      input.returnDate ? 'body.returnDate' : 'body.pickupDate',
      'reservation.returnAfterPickup',
    );
  }
  const changed = {
    customerId: booking.customerId !== before.customerId,
    vehicleId: booking.vehicleId !== before.vehicleId,
    pickupBranchId: booking.pickupBranchId !== before.pickupBranchId,
    returnBranchId: booking.returnBranchId !== before.returnBranchId,
    pickupDate: booking.pickupDate.getTime() !== before.pickupDate.getTime(),
    returnDate: booking.returnDate.getTime() !== before.returnDate.getTime(),
  };
  const vehicle = await checkBooking(tx, c, { parties, settings, now }, booking, changed);
  const quote = await repriceChange(tx, c, parties, settings, {
    before,
    booking,
    vehicle: changed.vehicleId ? vehicle : { ...vehicle, dailyRate: before.dailyRate },
    input,
  });
  checkFeeKept(
    c,
    settings,
    before,
    { pickupDate: booking.pickupDate, totalAmount: quote.total },
    now,
  );
  checkStaffDiscount(c, settings, input.discount, quote.subtotal);
  const changes: ReservationChanges = {
    ...booking,
    ...quoteColumns(quote),
    ...(input.specialRequests !== undefined
      ? { specialRequests: input.specialRequests || null }
      : {}),
    ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
    ...(input.internalNotes !== undefined ? { internalNotes: input.internalNotes || null } : {}),
  };
  return { changes, changed };
}
