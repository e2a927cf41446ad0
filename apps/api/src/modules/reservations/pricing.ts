// Prices a booking from the vehicle's rate, the chosen add-ons and the company's settings,
// with the domain's arithmetic (reservation-pricing.ts).
import { addOnPriceOf } from '@motorpool/domain/add-on-price';
import type { Language } from '@motorpool/domain/locale-lists';
import { type ChosenAddOn, quoteReservation } from '@motorpool/domain/reservation-pricing';
import {
  type AddOnLookupType,
  type AddOnSelection,
  addOnLookupTypes,
  type ReservationAddOnView,
  type ReservationQuoteView,
  type ReservationUpdateInput,
} from '@motorpool/domain/schemas/reservation';
import type { Tx } from '../../db/engine.ts';
import type {
  AddOnLookup,
  BookingSettings,
  PromoCodes,
  Promotion,
  ReservationParties,
} from './ports.ts';
import { otherBookingOfCustomer, type ReservationRow } from './repository.ts';
import { fieldError } from '../../lib/http-errors.ts';

const isAddOnType = (type: string): type is AddOnLookupType =>
  (addOnLookupTypes as readonly string[]).includes(type);

/** The company's add-ons now: active lookups of the add-on types whose value has a price. */
export function offeredAddOns(lookups: readonly AddOnLookup[]): Map<string, ChosenAddOn> {
  const offered = new Map<string, ChosenAddOn>();
  for (const lookup of lookups) {
    const price = addOnPriceOf(lookup.value);
    if (!price || !isAddOnType(lookup.type) || offered.has(lookup.code)) continue;
    offered.set(lookup.code, {
      code: lookup.code,
      type: lookup.type,
      name: lookup.name,
      nameAr: lookup.nameAr,
      unit: price.unit,
      unitPrice: price.price,
      quantity: 1,
    });
  }
  return offered;
}

/** The chosen add-ons priced from the offer; 400 naming a code the company does not offer. */
export function chooseAddOns(
  selection: readonly AddOnSelection[],
  offered: Map<string, ChosenAddOn>,
): ChosenAddOn[] {
  return selection.map((chosen, index) => {
    const addOn = offered.get(chosen.code);
    if (!addOn) {
      throw fieldError(`body.addOns.${index}.code`, 'reservation.unknownAddOn', {
        params: { code: chosen.code },
      });
    }
    return { ...addOn, quantity: chosen.quantity };
  });
}

/** A stored snapshot as chosen add-ons again (re-pricing keeps the booked prices). */
export const fromSnapshot = (addOns: readonly ReservationAddOnView[]): ChosenAddOn[] =>
  addOns.map(({ total: _total, ...addOn }) => addOn);

export function priceBooking(
  settings: BookingSettings,
  booking: {
    dailyRate: number;
    pickupDate: Date;
    returnDate: Date;
    addOns: readonly ChosenAddOn[];
    discount: number;
    promotion?: Promotion | null;
    additionalFees: number;
    taxRateBp?: number;
    currency?: string;
  },
): ReservationQuoteView {
  return quoteReservation({
    currency: booking.currency ?? settings.currency,
    dailyRate: booking.dailyRate,
    pickupDate: booking.pickupDate,
    returnDate: booking.returnDate,
    graceMinutes: settings.lateReturnGraceMinutes,
    taxRateBp: booking.taxRateBp ?? settings.taxRateBp,
    addOns: booking.addOns,
    discount: booking.discount,
    promotion: booking.promotion ?? null,
    additionalFees: booking.additionalFees,
  });
}

/**
 * The offer a booking's promo code applies, or null without a code; 400 on body.promoCode when
 * no offer of the company applies to this car at this pickup.
 */
export async function promotionFor(
  tx: Tx,
  promoCodes: PromoCodes | undefined,
  settings: BookingSettings,
  booking: { promoCode?: string; pickupDate: Date; category: string },
): Promise<Promotion | null> {
  if (!booking.promoCode) return null;
  const found = await promoCodes?.applicable(tx, booking.promoCode, {
    pickupDate: booking.pickupDate,
    category: booking.category,
    timeZone: settings.timeZone,
  });
  if (!found) {
    throw fieldError('body.promoCode', 'offer.promoCodeNotApplicable');
  }
  return found;
}

/** 400 on body.promoCode naming the limit that would refuse the customer's next booking. */
export async function checkPromoLimits(
  tx: Tx,
  promoCodes: PromoCodes | undefined,
  promotion: Promotion | null,
  customerId: string | null | undefined,
): Promise<void> {
  if (!promotion || !customerId) return;
  const firstBooking = !(await otherBookingOfCustomer(tx, customerId));
  const refused = await promoCodes?.refusal(tx, promotion, { customerId, firstBooking });
  if (refused) throw fieldError('body.promoCode', refused);
}

/**
 * The promotion of a booking being re-priced: its code applied again, by its offer's current
 * rule, at the new pickup and for the car's category; null (dropped, the price without it) when
 * it no longer applies. Never the amount it took off before.
 */
export async function promotionAgain(
  tx: Tx,
  promoCodes: PromoCodes | undefined,
  settings: BookingSettings,
  booking: { promoCode: string | null; pickupDate: Date; category: string },
): Promise<Promotion | null> {
  if (!booking.promoCode || !promoCodes) return null;
  return promoCodes.applicable(tx, booking.promoCode, {
    pickupDate: booking.pickupDate,
    category: booking.category,
    timeZone: settings.timeZone,
  });
}

/**
 * A changed booking's new price: the booked rate (the car's current one when the car changes,
 * which the caller passes), add-on prices and tax rate unless the add-ons change, the staff's
 * own discount as it was unless given, and the promo code applied again at the new dates.
 */
export async function repriceChange(
  tx: Tx,
  c: { language: Language },
  parties: Pick<ReservationParties, 'addOns' | 'promoCodes'>,
  settings: BookingSettings,
  change: {
    before: ReservationRow;
    booking: { pickupDate: Date; returnDate: Date };
    vehicle: { dailyRate: number; category: string };
    input: Pick<ReservationUpdateInput, 'addOns' | 'discount' | 'additionalFees'>;
  },
): Promise<ReservationQuoteView> {
  const { before, booking, vehicle, input } = change;
  const addOns = input.addOns
    ? chooseAddOns(input.addOns, offeredAddOns(await parties.addOns(tx)))
    : fromSnapshot(before.addOns);
  const promotion = await promotionAgain(tx, parties.promoCodes, settings, {
    promoCode: before.promoCode,
    pickupDate: booking.pickupDate,
    category: vehicle.category,
  });
  return priceBooking(settings, {
    dailyRate: vehicle.dailyRate,
    pickupDate: booking.pickupDate,
    returnDate: booking.returnDate,
    addOns,
    promotion,
    discount: input.discount ?? before.discount - before.promotionDiscount,
    additionalFees: input.additionalFees ?? before.additionalFees,
    taxRateBp: before.taxRateBp,
    currency: before.currency,
  });
}

/** The stored columns of a quote. */
export function quoteColumns(quote: ReservationQuoteView) {
  return {
    offerId: quote.promotion?.offerId ?? null,
    promotionKind: quote.promotion?.kind ?? null,
    promotionValue: quote.promotion?.value ?? null,
    promotionDiscount: quote.promotion?.discount ?? 0,
    currency: quote.currency,
    dailyRate: quote.dailyRate,
    days: quote.days,
    subtotal: quote.subtotal,
    addOns: quote.addOns,
    addOnsTotal: quote.addOnsTotal,
    discount: quote.discount,
    additionalFees: quote.additionalFees,
    taxRateBp: quote.taxRateBp,
    tax: quote.tax,
    totalAmount: quote.total,
  };
}
