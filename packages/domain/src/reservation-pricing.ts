// A reservation's price (docs/product/bookings.md), in integer minor units of the company's
// currency. The API computes it; screens show its breakdown and never recompute money.
//
// Days: every started 24-hour period from pickup counts as a day, at least one; but the first
// `graceMinutes` of a started period are free (the company's lateReturnGraceMinutes, 59 by
// default). So with 59 minutes: 24 h = 1 day, 24 h 59 min = 1 day, 25 h = 2 days,
// 48 h 59 min = 2 days.
import { quoteRental } from './pricing.ts';
import { type OfferDiscount, offerDiscountOn } from './schemas/offer.ts';
import type {
  AddOnLookupType,
  AddOnUnit,
  ReservationPromotionView,
  ReservationQuoteView,
} from './schemas/reservation.ts';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

export const defaultLateReturnGraceMinutes = 59;

export function reservationDays(
  pickup: Date,
  returnDate: Date,
  graceMinutes = defaultLateReturnGraceMinutes,
): number {
  const span = returnDate.getTime() - pickup.getTime();
  if (Number.isNaN(span)) throw new RangeError('Invalid pickup or return date');
  if (!Number.isSafeInteger(graceMinutes) || graceMinutes < 0) {
    throw new RangeError(`graceMinutes must be an integer >= 0, got ${graceMinutes}`);
  }
  return Math.max(1, Math.ceil((span - graceMinutes * minuteMs) / dayMs));
}

/** An add-on as chosen and priced from its lookup, before the period multiplies it. */
export type ChosenAddOn = {
  code: string;
  type: AddOnLookupType;
  name: string;
  nameAr: string | null;
  unit: AddOnUnit;
  unitPrice: number;
  quantity: number;
};

export type ReservationQuoteInput = {
  currency: string;
  dailyRate: number;
  pickupDate: Date;
  returnDate: Date;
  graceMinutes?: number;
  taxRateBp: number;
  addOns?: readonly ChosenAddOn[];
  discount?: number;
  /** a promo code's offer: its discount is taken off the subtotal on top of `discount` */
  promotion?: { offerId: string; code: string; discount: OfferDiscount } | null;
  additionalFees?: number;
};

// Subtotal = daily rate x days; add-ons per day (x days) or per rental; the discount (the
// staff's plus a promo code's) never exceeds the subtotal; tax = (subtotal + add-ons - discount
// + fees) x rate, half up.
export function quoteReservation(input: ReservationQuoteInput): ReservationQuoteView {
  const days = reservationDays(input.pickupDate, input.returnDate, input.graceMinutes);
  const chosen = input.addOns ?? [];
  const subtotal = input.dailyRate * days;
  const promoted = input.promotion ? offerDiscountOn(input.promotion.discount, subtotal) : 0;
  const promotion: ReservationPromotionView | null = input.promotion
    ? {
        offerId: input.promotion.offerId,
        code: input.promotion.code,
        kind: input.promotion.discount.kind,
        value: input.promotion.discount.value,
        discount: promoted,
      }
    : null;
  const quote = quoteRental({
    dailyRateMinor: input.dailyRate,
    days,
    addOns: chosen.map((a) => ({
      priceMinor: a.unitPrice,
      perDay: a.unit === 'day',
      quantity: a.quantity,
    })),
    feesMinor: input.additionalFees ?? 0,
    discountMinor: (input.discount ?? 0) + promoted,
    taxRateBp: input.taxRateBp,
  });
  return {
    currency: input.currency,
    dailyRate: input.dailyRate,
    days,
    subtotal: quote.subtotal,
    addOns: chosen.map((a) => ({
      ...a,
      total: a.unitPrice * a.quantity * (a.unit === 'day' ? days : 1),
    })),
    addOnsTotal: quote.addOnsTotal,
    discount: quote.discount,
    promotion,
    additionalFees: quote.fees,
    taxRateBp: input.taxRateBp,
    tax: quote.tax,
    total: quote.total,
  };
}

/** The staff's own discount within a quote's: what is taken off besides the promotion. */
export const ownDiscountOf = (quote: Pick<ReservationQuoteView, 'discount' | 'promotion'>) =>
  Math.max(0, quote.discount - (quote.promotion?.discount ?? 0));
