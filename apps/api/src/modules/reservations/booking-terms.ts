import { audienceOf } from '../../lib/audience.ts';
import { hasPermission } from '@motorpool/domain/permissions';
import { discountRefusal } from '@motorpool/domain/staff-discount';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { holdPeriod } from '../holds/ports.ts';
import type { BookingSettings } from './ports.ts';
import type { ReservationRow } from './repository.ts';
import {
  type ReservationActionName,
  reservationActionName,
  reservationStatusName,
} from './views.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

// Staff who may read the customers see every reservation; any other caller (the customer
// role) sees, books and cancels only for the customer record of their own account.
export { audienceOf };

/** The hold a reservation keeps: its period plus the company's turnaround buffer. */
export const holdOf = (tenantId: string, row: ReservationRow, settings: BookingSettings) => ({
  tenantId,
  kind: 'reservation' as const,
  sourceId: row.id,
  vehicleId: row.vehicleId,
  reference: row.reservationNumber,
  period: holdPeriod(row.pickupDate, row.returnDate, settings.turnaroundBufferMinutes),
});

/** 409 for a move reservationMachine does not allow from the reservation's status. */
export function illegal(c: TenantCaller, row: ReservationRow, action: ReservationActionName) {
  return apiError('CONFLICT', 'reservation.illegalTransition', {
    params: {
      status: reservationStatusName(row.status, c.language),
      action: reservationActionName(action, c.language),
    },
  });
}

// Adjustments are the staff's: a customer's own booking carries none.
export const adjustments = (
  c: TenantCaller,
  input: { discount?: number; additionalFees?: number },
) =>
  audienceOf(c) === 'staff'
    ? { discount: input.discount ?? 0, additionalFees: input.additionalFees ?? 0 }
    : { discount: 0, additionalFees: 0 };

/**
 * 400 on body.discount for a staff discount above the price (`price`: the subtotal it comes
 * off), or above the company's share of it without `reservations:discount`.
 */
export function checkStaffDiscount(
  c: TenantCaller,
  settings: Pick<BookingSettings, 'maxDiscountShareBp'>,
  discount: number | undefined,
  price: number,
) {
  if (discount === undefined || audienceOf(c) !== 'staff') return;
  const mayExceed = hasPermission(c.permissions, 'reservations:discount');
  const refusal = discountRefusal(discount, price, settings.maxDiscountShareBp, mayExceed);
  if (!refusal) return;
  throw fieldError('body.discount', refusal.key, { params: refusal.params });
}
