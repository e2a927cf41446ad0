import { describe, expect, it } from 'vitest';
import { ownDiscountOf, quoteReservation } from '../reservation-pricing.ts';
import { offerCreateSchema, offerDiscountOn } from './offer.ts';
import { authorNameOf } from './review.ts';

const offer = {
  titleEn: 'Spring',
  titleAr: 'الربيع',
  discount: { kind: 'percent', value: 1000 },
  validFrom: '2030-01-01',
  validUntil: '2030-01-01',
};

describe('offers', () => {
  it('takes a percent (basis points, half up) or an amount off, never more than the subtotal', () => {
    expect(offerDiscountOn({ kind: 'percent', value: 1250 }, 10_001)).toBe(1250);
    expect(offerDiscountOn({ kind: 'percent', value: 10_000 }, 4200)).toBe(4200);
    expect(offerDiscountOn({ kind: 'amount', value: 5000 }, 4200)).toBe(4200);
    expect(offerDiscountOn({ kind: 'amount', value: 1500 }, 4200)).toBe(1500);
  });

  it('prices a booking with the promotion on top of the staff discount, capped', () => {
    const base = {
      currency: 'SAR',
      dailyRate: 20_000,
      pickupDate: new Date('2030-06-03T10:00:00Z'),
      returnDate: new Date('2030-06-05T10:00:00Z'),
      taxRateBp: 1500,
    };
    const offerId = '0190a000-0000-7000-8000-000000000001';
    const promo = (kind: 'percent' | 'amount', value: number) => ({
      offerId,
      code: 'WELCOME10',
      discount: { kind, value },
    });
    const quote = quoteReservation({ ...base, promotion: promo('percent', 1000) });
    expect(quote).toMatchObject({ subtotal: 40_000, discount: 4000, tax: 5400, total: 41_400 });
    expect(quote.promotion).toEqual({
      offerId,
      code: 'WELCOME10',
      kind: 'percent',
      value: 1000,
      discount: 4000,
    });
    expect(ownDiscountOf(quote)).toBe(0);
    const capped = quoteReservation({
      ...base,
      discount: 30_000,
      promotion: promo('amount', 20_000),
    });
    expect(capped.discount).toBe(40_000);
    expect(capped.promotion?.discount).toBe(20_000);
    expect(ownDiscountOf(capped)).toBe(20_000);
  });

  it('accepts a one-day offer and refuses an end before the start or a percent above 100', () => {
    expect(offerCreateSchema.safeParse(offer).success).toBe(true);
    const early = offerCreateSchema.safeParse({ ...offer, validUntil: '2029-12-31' });
    expect(early.error?.issues[0]).toMatchObject({
      path: ['validUntil'],
      message: 'offer.untilBeforeFrom',
    });
    const much = offerCreateSchema.safeParse({
      ...offer,
      discount: { kind: 'percent', value: 10_001 },
    });
    expect(much.error?.issues[0]).toMatchObject({
      path: ['discount', 'value'],
      message: 'offer.percentTooHigh',
    });
    const code = offerCreateSchema.parse({ ...offer, promoCode: ' welcome10 ' });
    expect(code.promoCode).toBe('WELCOME10');
  });

  it('names a published review by first name and initial', () => {
    expect(authorNameOf('Sara', 'al-Qahtani')).toBe('Sara A.');
    expect(authorNameOf('سارة', 'القحطاني')).toBe('سارة ا.');
  });
});
