// The company's cancellation policy (rentalPolicy.cancellation) as it applies to a customer
// cancelling their own reservation: free until N hours before pickup, then a fee (percent of
// the total or a fixed amount, never above the total), taken from what they paid.
import type { Currency } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import { hasPermission } from '@motorpool/domain/permissions';
import type { ReservationCancellationQuoteView } from '@motorpool/domain/schemas/reservation';
import { applyAction } from '@motorpool/domain/status-machine';
import { reservationMachine } from '@motorpool/domain/status-machines';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { audienceOf } from './booking-terms.ts';
import type { BookingSettings, ReservationRentals } from './ports.ts';
import type { Tx } from '../../db/engine.ts';
import {
  type CardSources,
  findReservationWithCards,
  type ReservationRow,
  takenOverBy,
} from './repository.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

const hourMs = 3_600_000;
const noFee = { freeUntilHoursBefore: 0, fee: { kind: 'fixed' as const, value: 0 } };

/** The policy's fee for cancelling at `now`: 0 up to and at the free limit. */
export function cancellationFee(
  policy: BookingSettings['cancellation'] = noFee,
  row: Pick<ReservationRow, 'pickupDate' | 'totalAmount'>,
  now: Date,
) {
  const freeUntil = new Date(row.pickupDate.getTime() - policy.freeUntilHoursBefore * hourMs);
  if (now.getTime() <= freeUntil.getTime()) return { freeUntil, fee: 0 };
  const { kind, value } = policy.fee;
  // percent is in basis points, half up like the tax
  const fee = kind === 'percent' ? Math.round((row.totalAmount * value) / 10_000) : value;
  return { freeUntil, fee: Math.min(Math.max(0, fee), row.totalAmount) };
}

/** A customer acts on their reservation only before its pickup time (409 after). */
export function checkBeforePickup(c: TenantCaller, row: ReservationRow, now: Date) {
  if (audienceOf(c) === 'customer' && now.getTime() >= row.pickupDate.getTime()) {
    throw apiError('CONFLICT', 'reservation.afterPickup');
  }
}

/**
 * A reservation a rental took over is the rental's now: changing its dates would hold the car a
 * second time, cancelling it would refund what pays for the rental. 409 naming the rental, for
 * staff and customers alike; the rental's own cancellation cancels it.
 */
export async function checkNotTakenOver(
  tx: Tx,
  c: TenantCaller,
  id: string,
  rentals: ReservationRentals,
) {
  const rental = await takenOverBy(tx, id, rentals);
  if (rental) {
    throw apiError('CONFLICT', 'reservation.takenOverByRental', { params: { rental } });
  }
}

/**
 * Inside the fee window a customer's date change may not lower what cancelling costs: moving
 * the pickup out of the window or shortening the booking and then cancelling would dodge the
 * fee. A change that keeps or raises it (a later return) goes through. Staff are not limited.
 */
export function checkFeeKept(
  c: TenantCaller,
  settings: BookingSettings,
  before: Pick<ReservationRow, 'pickupDate' | 'totalAmount' | 'currency'>,
  after: Pick<ReservationRow, 'pickupDate' | 'totalAmount'>,
  now: Date,
) {
  if (audienceOf(c) !== 'customer') return;
  const { fee } = cancellationFee(settings.cancellation, before, now);
  if (cancellationFee(settings.cancellation, after, now).fee >= fee) return;
  throw apiError('CONFLICT', 'reservation.feeWindowChange', {
    params: { fee: `${formatMinor(fee, before.currency as Currency)} ${before.currency}` },
  });
}

export function cancellationQuote(
  c: TenantCaller,
  row: ReservationRow,
  paid: number,
  settings: BookingSettings,
  now: Date,
  takenOver: boolean,
): ReservationCancellationQuoteView {
  const { freeUntil, fee } = cancellationFee(settings.cancellation, row, now);
  const cancellable =
    !takenOver &&
    hasPermission(c.permissions, 'reservations:cancel') &&
    applyAction(reservationMachine, 'cancel', row.status).ok &&
    (audienceOf(c) === 'staff' || now.getTime() < row.pickupDate.getTime());
  return {
    cancellable,
    freeUntil: freeUntil.toISOString(),
    fee,
    refund: Math.max(0, paid - fee),
    currency: row.currency,
  };
}

/**
 * What a cancellation keeps and gives back. Staff cancellations apply no fee and refund nothing
 * on their own (refunds stay the payments module's manual action); a customer's keeps the fee
 * out of what they paid and gives back the rest.
 */
export function settle(
  c: TenantCaller,
  row: ReservationRow,
  paid: number,
  settings: BookingSettings,
  now: Date,
) {
  if (audienceOf(c) === 'staff') return { kept: 0, refund: 0 };
  const { fee } = cancellationFee(settings.cancellation, row, now);
  const kept = Math.min(fee, paid);
  return { kept, refund: paid - kept };
}

const customerEditable = new Set(['pickupDate', 'returnDate']);

/** A customer changes only their reservation's dates (403 naming the rule otherwise). */
export function checkCustomerChange(c: TenantCaller, input: Record<string, unknown>) {
  if (audienceOf(c) === 'staff') return;
  const other = Object.keys(input).find((k) => input[k] !== undefined && !customerEditable.has(k));
  if (other) {
    throw fieldError(`body.${other}`, 'reservation.customerDatesOnly');
  }
}

/** What came in towards the reservation less what went back, as its view counts it. */
export async function paidTowards(tx: Tx, id: string, sources: CardSources) {
  const row = await findReservationWithCards(tx, id, sources);
  return row ? Math.max(0, row.received - row.refunded) : 0;
}
