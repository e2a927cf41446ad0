// Rental pricing and payment arithmetic, all in integer minor units.
// Invalid input (negative or fractional amounts) is a programming error: RangeError.
import { applyBasisPoints, sumMinor } from './money.ts';
import type { PaymentStatus, ReservationPaymentStatus } from './value-lists.ts';

export const defaultTaxRateBp = 1000; // 10 %, the rate the pricing label states
const dayMs = 24 * 60 * 60 * 1000;

// Number of started 24-hour periods between pickup and return, at least 1.
export function rentalDays(pickup: Date, returnDate: Date): number {
  const span = returnDate.getTime() - pickup.getTime();
  if (Number.isNaN(span)) throw new RangeError('Invalid pickup or return date');
  return Math.max(1, Math.ceil(span / dayMs));
}

export type AddOnLine = { priceMinor: number; perDay: boolean; quantity: number };

export type QuoteInput = {
  dailyRateMinor: number;
  days: number;
  addOns?: readonly AddOnLine[];
  feesMinor?: number;
  taxRateBp?: number;
} & (
  | { discountMinor?: number; discountPercentBp?: never }
  | { discountPercentBp?: number; discountMinor?: never }
);

export type Quote = {
  subtotal: number; // daily rate x days
  addOnsTotal: number;
  discount: number; // on the subtotal, never more than it
  fees: number;
  taxableAmount: number; // subtotal + add-ons - discount + fees
  tax: number; // taxable x rate, half up
  total: number;
};

function assertAmount(name: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
  }
}

export function quoteRental(input: QuoteInput): Quote {
  const { dailyRateMinor, days, addOns = [], feesMinor = 0, taxRateBp = defaultTaxRateBp } = input;
  assertAmount('dailyRateMinor', dailyRateMinor);
  assertAmount('days', days, 1);
  assertAmount('feesMinor', feesMinor);
  assertAmount('taxRateBp', taxRateBp);
  const subtotal = dailyRateMinor * days;
  const addOnsTotal = sumMinor(
    addOns.map((line, index) => {
      assertAmount(`addOns[${index}].priceMinor`, line.priceMinor);
      assertAmount(`addOns[${index}].quantity`, line.quantity);
      return line.priceMinor * line.quantity * (line.perDay ? days : 1);
    }),
  );
  let discount = 0;
  if (input.discountMinor !== undefined) {
    assertAmount('discountMinor', input.discountMinor);
    discount = input.discountMinor;
  } else if (input.discountPercentBp !== undefined) {
    assertAmount('discountPercentBp', input.discountPercentBp);
    discount = applyBasisPoints(subtotal, input.discountPercentBp);
  }
  discount = Math.min(discount, subtotal);
  const taxableAmount = subtotal + addOnsTotal - discount + feesMinor;
  const tax = applyBasisPoints(taxableAmount, taxRateBp);
  return {
    subtotal,
    addOnsTotal,
    discount,
    fees: feesMinor,
    taxableAmount,
    tax,
    total: taxableAmount + tax,
  };
}

export function remainingAmount(totalMinor: number, paidMinor: number): number {
  return Math.max(0, totalMinor - paidMinor);
}

// Reservation payment status from what is owed, what came in and what went back.
export function paymentStatusFor(
  totalMinor: number,
  paidMinor: number,
  refundedMinor = 0,
): ReservationPaymentStatus {
  const net = paidMinor - refundedMinor;
  if (refundedMinor > 0 && net <= 0) return 'refunded';
  if (net >= totalMinor) return 'paid';
  if (net > 0) return 'partial';
  return 'pending';
}

export type RefundOutcome =
  | { ok: true; refundedAmount: number; status: Extract<PaymentStatus, 'completed' | 'refunded'> }
  | { ok: false; code: 'INVALID_REFUND_AMOUNT' | 'REFUND_EXCEEDS_PAID'; refundable: number };

// A refund against a completed payment: partial refunds keep it `completed`, the last one
// makes it `refunded`. Never more than what is left.
export function refundOutcome(
  paymentAmountMinor: number,
  alreadyRefundedMinor: number,
  refundMinor: number,
): RefundOutcome {
  const refundable = Math.max(0, paymentAmountMinor - alreadyRefundedMinor);
  if (!Number.isSafeInteger(refundMinor) || refundMinor <= 0) {
    return { ok: false, code: 'INVALID_REFUND_AMOUNT', refundable };
  }
  if (refundMinor > refundable) {
    return { ok: false, code: 'REFUND_EXCEEDS_PAID', refundable };
  }
  const refundedAmount = alreadyRefundedMinor + refundMinor;
  return {
    ok: true,
    refundedAmount,
    status: refundedAmount === paymentAmountMinor ? 'refunded' : 'completed',
  };
}

export type MaintenanceCostInput = {
  parts?: readonly { quantity: number; unitCost: number }[];
  labor?: { hours: number; rate: number };
  suppliesCost?: number;
  otherCost?: number;
};

export type MaintenanceCost = {
  parts: number;
  labor: number;
  supplies: number;
  other: number;
  total: number;
};

// Cost breakdown. Labour hours may be fractional: hours x rate rounds half up.
export function maintenanceCost(input: MaintenanceCostInput): MaintenanceCost {
  const parts = sumMinor((input.parts ?? []).map((part) => part.quantity * part.unitCost));
  const labor = input.labor
    ? applyBasisPoints(input.labor.rate, Math.round(input.labor.hours * 10_000))
    : 0;
  const supplies = input.suppliesCost ?? 0;
  const other = input.otherCost ?? 0;
  return { parts, labor, supplies, other, total: parts + labor + supplies + other };
}
