// Offer contract (offers managed in the back office, shown on the customer home,
// applied by a booking's promo code). Texts in English and Arabic; validity by calendar day in
// the company's time zone, both days included.
//
// Discount: `percent` in basis points (1000 = 10 %, at most 10000 = 100 %), like the tax rate;
// `amount` in minor units of the company's currency. Either is taken off the booking's
// subtotal (days × daily rate) and never below zero.
import { z } from 'zod';
import { vehicleCategories } from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  checkbox,
  dateOnly,
  isoDate,
  msg,
  nonNegativeInt,
  numberOf,
  oneOf,
  optionalText,
  pagedView,
  positiveInt,
  requiredText,
  stop,
  strictObject,
  typeError,
  uniqueList,
  whenObject,
} from './common.ts';

export const offerDiscountKinds = ['percent', 'amount'] as const;
export type OfferDiscountKind = (typeof offerDiscountKinds)[number];

/** 100 % in basis points. */
export const fullPercentBp = 10_000;

export const offerDiscountSchema = strictObject({
  kind: oneOf(offerDiscountKinds),
  value: positiveInt,
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  const amount = numberOf(value.value);
  if (value.kind === 'percent' && amount !== undefined && amount > fullPercentBp) {
    addIssue(ctx, 'value', 'offer.percentTooHigh');
  }
}, whenObject);
export type OfferDiscount = z.infer<typeof offerDiscountSchema>;

/** Letters, digits and hyphens, 3 to 30; compared without regard to case (stored upper case). */
export const promoCode = z
  .string({ error: typeError('offer.invalidPromoCode') })
  .trim()
  .toUpperCase()
  .min(1, stop('generic.required'))
  .regex(/^[A-Z0-9][A-Z0-9-]{2,29}$/, msg('offer.invalidPromoCode'));

function untilAfterFrom(value: FieldBag, ctx: RefineCtx): void {
  const from = dateOnly(value.validFrom);
  const until = dateOnly(value.validUntil);
  if (from && until && until < from) addIssue(ctx, 'validUntil', 'offer.untilBeforeFrom');
}

const offerFields = {
  titleEn: requiredText(120),
  titleAr: requiredText(120),
  bodyEn: optionalText(1000),
  bodyAr: optionalText(1000),
  discount: offerDiscountSchema,
  validFrom: isoDate,
  validUntil: isoDate,
  /** empty or absent: every category */
  categories: uniqueList(vehicleCategories).optional(),
  promoCode: promoCode.nullable().optional(),
  active: checkbox.optional(),
  /** the home shows offers by this order, smallest first */
  featuredOrder: nonNegativeInt.max(1000, msg('generic.maxValue')).optional(),
  /** redemption limits, all optional: one booking per customer, a customer's first booking only */
  oncePerCustomer: checkbox.optional(),
  firstBookingOnly: checkbox.optional(),
  /** how many bookings may use the code in all; null or absent: no limit */
  maxRedemptions: positiveInt.max(1_000_000, msg('generic.maxValue')).nullable().optional(),
};

export const offerCreateSchema = strictObject(offerFields).superRefine(untilAfterFrom, whenObject);
export type OfferCreateInput = z.infer<typeof offerCreateSchema>;

// With only one of the dates, the service checks it against the stored other one.
export const offerUpdateSchema = strictObject(offerFields)
  .partial()
  .superRefine(untilAfterFrom, whenObject);
export type OfferUpdateInput = z.infer<typeof offerUpdateSchema>;

// GET /offers: the sort fields and the fields `filter[field][op]` takes.
export const offerSortFields = [
  'titleEn',
  'validFrom',
  'validUntil',
  'featuredOrder',
  'createdAt',
] as const;
export type OfferSortField = (typeof offerSortFields)[number];

export const offerFilterFields = [
  'active',
  'discountKind',
  'validFrom',
  'validUntil',
  'promoCode',
] as const;
export type OfferFilterField = (typeof offerFilterFields)[number];

const offerImage = z.object({
  fileId: z.uuid(),
  /** signed URLs, valid for an hour or more */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});

export const offerView = z
  .object({
    id: z.uuid(),
    titleEn: z.string(),
    titleAr: z.string(),
    bodyEn: z.string().nullable(),
    bodyAr: z.string().nullable(),
    discount: z.object({ kind: z.enum(offerDiscountKinds), value: z.number().int() }),
    validFrom: z.iso.date(),
    validUntil: z.iso.date(),
    categories: z.array(z.enum(vehicleCategories)),
    promoCode: z.string().nullable(),
    active: z.boolean(),
    featuredOrder: z.number().int(),
    oncePerCustomer: z.boolean(),
    firstBookingOnly: z.boolean(),
    maxRedemptions: z.number().int().nullable(),
    /** bookings that have used the code so far */
    redemptions: z.number().int(),
    image: offerImage.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Offer' });
export type OfferView = z.infer<typeof offerView>;

export const offerListView = pagedView(offerView);

// GET /public/offers: both languages, so the page shows the visitor's; never the active flag.
export const publicOfferView = offerView
  .pick({
    id: true,
    titleEn: true,
    titleAr: true,
    bodyEn: true,
    bodyAr: true,
    discount: true,
    validFrom: true,
    validUntil: true,
    categories: true,
    promoCode: true,
  })
  .extend({ imageUrl: z.string().nullable() })
  .meta({ id: 'PublicOffer' });
export type PublicOfferView = z.infer<typeof publicOfferView>;

/** The discount an offer takes off a subtotal (minor units), never more than the subtotal. */
export function offerDiscountOn(discount: OfferDiscount, subtotal: number): number {
  const off =
    discount.kind === 'percent'
      ? Math.round((subtotal * Math.min(discount.value, fullPercentBp)) / fullPercentBp)
      : discount.value;
  return Math.max(0, Math.min(off, subtotal));
}
