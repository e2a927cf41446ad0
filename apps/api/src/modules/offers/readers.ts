// What other modules read of offers: the promotion a promo code applies at a booking (inside
// its transaction) and who may read or delete an offer's image.
import { hasPermission } from '@motorpool/domain/permissions';
import { apiError } from '../../lib/http-errors.ts';
import type { FileOwner } from '../files/ports.ts';
import type { PromoCodes } from '../reservations/ports.ts';
import {
  claimCustomerUse,
  countUse,
  customerUsed,
  offerOfCode,
  offerOfImage,
} from './repository.ts';

/** The calendar date of an instant in the company's time zone (YYYY-MM-DD). */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * What reservations ask of offers (handed to them by composition.ts): the offer a promo code
 * applies to a booking, judged on the pickup's day in the company's time zone.
 */
export const offerPromotions: PromoCodes = {
  async applicable(tx, code, { pickupDate, category, timeZone }) {
    const row = await offerOfCode(tx, code, localDay(pickupDate, timeZone));
    if (!row) return null;
    if (row.categories.length > 0 && !row.categories.includes(category)) return null;
    return {
      offerId: row.id,
      code: row.promoCode ?? code.toUpperCase(),
      discount: { kind: row.discountKind, value: row.discountValue },
      oncePerCustomer: row.oncePerCustomer,
      firstBookingOnly: row.firstBookingOnly,
      usedUp: row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions,
    };
  },

  // What redeem would answer now, without taking a use.
  async refusal(tx, promotion, { customerId, firstBooking }) {
    if (promotion.firstBookingOnly && !firstBooking) return 'offer.promoFirstBookingOnly';
    const perCustomer = promotion.oncePerCustomer || promotion.firstBookingOnly;
    if (perCustomer && (await customerUsed(tx, promotion.offerId, customerId))) {
      return promotion.firstBookingOnly
        ? 'offer.promoFirstBookingOnly'
        : 'offer.promoUsedByCustomer';
    }
    return promotion.usedUp ? 'offer.promoUsedUp' : null;
  },

  // A first-booking offer is also one use per customer. A use, once taken, stays taken.
  async redeem(tx, promotion, { tenantId, customerId, reservationId, firstBooking }) {
    if (promotion.firstBookingOnly && !firstBooking) return 'offer.promoFirstBookingOnly';
    if (promotion.oncePerCustomer || promotion.firstBookingOnly) {
      const use = { tenantId, offerId: promotion.offerId, customerId, reservationId };
      if (!(await claimCustomerUse(tx, use))) {
        return promotion.firstBookingOnly
          ? 'offer.promoFirstBookingOnly'
          : 'offer.promoUsedByCustomer';
      }
    }
    return (await countUse(tx, promotion.offerId)) ? null : 'offer.promoUsedUp';
  },
};

// An offer's image changes only as the offer does (offers:update), also through
// DELETE /files/{id}; the offer is left without one.
export const offerFileOwner: FileOwner = {
  async claim(tx, c, fileId) {
    const offer = await offerOfImage(tx, fileId);
    if (!offer) return null;
    if (!hasPermission(c.permissions, 'offers:update')) {
      throw apiError('FORBIDDEN', 'error.noPermission');
    }
    return {
      entityType: 'offer',
      entityId: offer.id,
      kind: 'image',
      details: { offerId: offer.id },
    };
  },
};
