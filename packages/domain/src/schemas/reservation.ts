// Reservation schemas: required fields and date order in docs/product/bookings.md.
import { z } from 'zod';
import { attachedFileFields } from './file.ts';
import {
  reservationPaymentStatuses,
  reservationStatuses,
  vehicleCategories,
} from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  id,
  isoDateTime,
  minorAmount,
  msg,
  oneOf,
  optionalText,
  pagedView,
  positiveInt,
  requiredText,
  strictObject,
  timeOf,
  typeError,
  whenObject,
} from './common.ts';
import { lookupCode } from './lookup.ts';
import { offerDiscountKinds, promoCode } from './offer.ts';

// Shared by reservations and rentals: return strictly after pickup.
export function returnAfterPickup(value: FieldBag, ctx: RefineCtx): void {
  const pickup = timeOf(value.pickupDate);
  const dropOff = timeOf(value.returnDate);
  if (pickup !== undefined && dropOff !== undefined && dropOff <= pickup) {
    addIssue(ctx, 'returnDate', 'reservation.returnAfterPickup');
  }
}

// An add-on (insurance option, child seat, GPS...) is a lookup; its price comes from there.
export const addOnSelectionSchema = strictObject({
  code: lookupCode,
  quantity: positiveInt.max(10, msg('generic.maxValue')),
});
export type AddOnSelection = z.infer<typeof addOnSelectionSchema>;

const reservationFields = {
  customerId: id,
  vehicleId: id,
  pickupDate: isoDateTime,
  returnDate: isoDateTime,
  pickupBranchId: id,
  returnBranchId: id,
  specialRequests: optionalText(1000),
  notes: optionalText(2000),
  internalNotes: optionalText(2000),
  addOns: addOnSelectionSchema.array().max(20, msg('generic.maxValue')).optional(),
  // Staff-only adjustments, minor units.
  discount: minorAmount.optional(),
  additionalFees: minorAmount.optional(),
};

// A promo code applies its offer's discount when the booking is priced (400 on body.promoCode
// when it is unknown, out of its dates at pickup or not for the vehicle's category).
const promoCodeField = { promoCode: promoCode.optional() };

export const reservationCreateSchema = strictObject({
  ...reservationFields,
  ...promoCodeField,
}).superRefine(returnAfterPickup, whenObject);
export type ReservationCreateInput = z.infer<typeof reservationCreateSchema>;

// With only one of the dates, the service checks it against the stored other one.
export const reservationUpdateSchema = strictObject(reservationFields)
  .partial()
  .superRefine(returnAfterPickup, whenObject);
export type ReservationUpdateInput = z.infer<typeof reservationUpdateSchema>;

export const reservationConfirmSchema = strictObject({ notes: optionalText(2000) });
export type ReservationConfirmInput = z.infer<typeof reservationConfirmSchema>;

// Cancel takes a reason.
export const reservationCancelSchema = strictObject({ reason: requiredText(500) });
export type ReservationCancelInput = z.infer<typeof reservationCancelSchema>;

// --- views (GET answers) -------------------------------------------------------------------

export const reservationSources = ['back_office', 'customer_area'] as const;
export type ReservationSource = (typeof reservationSources)[number];

// Add-ons are lookups of these types; the lookup's `value` carries price and unit
// (addOnPriceOf in add-on-price.ts).
export const addOnLookupTypes = ['INSURANCE_OPTION', 'EXTRA'] as const;
export type AddOnLookupType = (typeof addOnLookupTypes)[number];
export const addOnUnits = ['day', 'rental'] as const;
export type AddOnUnit = (typeof addOnUnits)[number];

const timestamp = z.iso.datetime();
const money = z.number().int();

/** What the booking keeps of an add-on: a later price change never alters it. */
export const reservationAddOnView = z.object({
  code: z.string(),
  type: z.enum(addOnLookupTypes),
  name: z.string(),
  nameAr: z.string().nullable(),
  unit: z.enum(addOnUnits),
  /** per unit, minor units */
  unitPrice: money,
  quantity: z.number().int(),
  /** unitPrice x quantity (x days when per day) */
  total: money,
});
export type ReservationAddOnView = z.infer<typeof reservationAddOnView>;

/**
 * The promotion a promo code applies to a booking: its offer's rule as it stood when the booking
 * was last priced, and what it took off. Re-applied by its rule on every re-price, never kept as
 * a frozen amount.
 */
export const reservationPromotionView = z
  .object({
    offerId: z.uuid(),
    code: z.string(),
    kind: z.enum(offerDiscountKinds),
    value: z.number().int(),
    /** what it took off the subtotal, part of `discount` */
    discount: money,
  })
  .meta({ id: 'ReservationPromotion' });
export type ReservationPromotionView = z.infer<typeof reservationPromotionView>;

/**
 * The priced breakdown (minor units of `currency`), computed by the API from the company's
 * settings; screens show it and never recompute money.
 */
export const reservationQuoteView = z
  .object({
    currency: z.string(),
    dailyRate: money,
    days: z.number().int(),
    /** dailyRate x days */
    subtotal: money,
    addOns: z.array(reservationAddOnView),
    addOnsTotal: money,
    /** everything taken off: the staff's own discount plus the promotion's, at most the subtotal */
    discount: money,
    /** the promo code's share of `discount` (a booking's only; a rental's price has none) */
    promotion: reservationPromotionView.nullable().optional(),
    additionalFees: money,
    taxRateBp: z.number().int(),
    tax: money,
    total: money,
  })
  .meta({ id: 'ReservationQuote' });
export type ReservationQuoteView = z.infer<typeof reservationQuoteView>;

const partyRef = z.object({ id: z.uuid(), name: z.string() });

export const reservationView = z
  .object({
    id: z.uuid(),
    reservationNumber: z.string(),
    status: z.enum(reservationStatuses),
    paymentStatus: z.enum(reservationPaymentStatuses),
    source: z.enum(reservationSources),
    customer: partyRef.extend({ email: z.string(), phone: z.string() }),
    vehicle: partyRef.extend({
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      licensePlate: z.string(),
      category: z.string(),
    }),
    pickupBranch: partyRef,
    returnBranch: partyRef,
    pickupDate: timestamp,
    returnDate: timestamp,
    specialRequests: z.string().nullable(),
    notes: z.string().nullable(),
    /** staff only: absent for a customer caller */
    internalNotes: z.string().nullable(),
    quote: reservationQuoteView,
    /** quote.total, repeated because screens read it on the reservation */
    totalAmount: money,
    paidAmount: money,
    remainingAmount: money,
    cancellationReason: z.string().nullable(),
    /** what the cancellation policy kept of the payments when the customer cancelled (0 otherwise) */
    cancellationFee: money,
    /**
     * With the company's pay-now rule, when this unpaid customer-area booking lapses and frees
     * the car unless something is paid; null once paid, or when no such rule applies
     */
    payBy: timestamp.nullable(),
    /** the rental that took the booking over: from then on it is changed through the rental */
    rental: z.object({ id: z.uuid(), rentalNumber: z.string() }).nullable(),
    confirmedAt: timestamp.nullable(),
    cancelledAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Reservation' });

/**
 * What cancelling now would cost (the company's cancellation policy): free until `freeUntil`,
 * then `fee` (percent of the total or a fixed amount, never above it); `refund` is what was paid
 * less the fee. `cancellable` says whether the caller may cancel it now.
 */
export const reservationCancellationQuoteView = z
  .object({
    cancellable: z.boolean(),
    freeUntil: timestamp,
    fee: money,
    refund: money,
    currency: z.string(),
  })
  .meta({ id: 'ReservationCancellationQuote' });
export type ReservationCancellationQuoteView = z.infer<typeof reservationCancellationQuoteView>;
export type ReservationView = z.infer<typeof reservationView>;

export const reservationListView = pagedView(reservationView);
export type ReservationListView = z.infer<typeof reservationListView>;

export const reservationSortFields = [
  'pickupDate',
  'returnDate',
  'createdAt',
  'reservationNumber',
  'status',
  'totalAmount',
] as const;
export type ReservationSortField = (typeof reservationSortFields)[number];

export const reservationFilterFields = [
  'status',
  'paymentStatus',
  'source',
  'customerId',
  'vehicleId',
  'pickupBranchId',
  'returnBranchId',
  'pickupDate',
  'returnDate',
  'createdAt',
] as const;
export type ReservationFilterField = (typeof reservationFilterFields)[number];

// GET /vehicles/availability: the period, optional branch and category, and the list's
// paging, search and filters.
export const availabilityQuerySchema = z
  .looseObject({
    pickupDate: isoDateTime,
    returnDate: isoDateTime,
    branchId: id.optional(),
    category: z.enum(vehicleCategories, { error: typeError('generic.invalidOption') }).optional(),
  })
  .superRefine(returnAfterPickup);
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availableVehicleView = z
  .object({
    vehicle: z.object({
      id: z.uuid(),
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      licensePlate: z.string(),
      category: z.string(),
      branchId: z.uuid().nullable(),
      seats: z.number().int().nullable(),
      transmission: z.string().nullable(),
      fuelType: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
    /** the period priced with no add-ons, discount or fees */
    quote: reservationQuoteView,
  })
  .meta({ id: 'AvailableVehicle' });
export type AvailableVehicleView = z.infer<typeof availableVehicleView>;

export const availabilityListView = pagedView(availableVehicleView);
export type AvailabilityListView = z.infer<typeof availabilityListView>;

// POST /reservations/quote: the same body as create, priced without booking (the form's live
// quote). Availability is not checked here.
export const reservationQuoteRequestSchema = strictObject({
  vehicleId: id,
  pickupDate: isoDateTime,
  returnDate: isoDateTime,
  addOns: reservationFields.addOns,
  discount: reservationFields.discount,
  additionalFees: reservationFields.additionalFees,
  ...promoCodeField,
}).superRefine(returnAfterPickup, whenObject);
export type ReservationQuoteRequest = z.infer<typeof reservationQuoteRequestSchema>;

// A reservation's documents (the signed contract, the driver's identification, insurance):
// uploaded as multipart, the kind before the `file` part; no expiry or review, unlike a
// customer's documents.
export const reservationDocumentKinds = [
  'contract',
  'identification',
  'insurance',
  'other',
] as const;
export type ReservationDocumentKind = (typeof reservationDocumentKinds)[number];

/** At most this many documents per reservation; the next upload is refused (409). */
export const reservationDocumentLimit = 20;
/** The largest file accepted, in bytes (413 above). */
export const reservationDocumentMaxBytes = 10 * 1024 * 1024;
/** What the bytes may be (decided from the bytes, not the declared type). */
export const reservationDocumentFileKinds = ['pdf', 'jpeg', 'png', 'webp'] as const;

// The form field sent before the `file` part of a multipart upload.
export const reservationDocumentFieldsSchema = strictObject({
  kind: oneOf(reservationDocumentKinds),
});
export type ReservationDocumentFields = z.infer<typeof reservationDocumentFieldsSchema>;

export const reservationDocumentView = z
  .object({
    id: z.uuid(),
    reservationId: z.uuid(),
    kind: z.enum(reservationDocumentKinds),
    ...attachedFileFields,
  })
  .meta({ id: 'ReservationDocument' });
export type ReservationDocumentView = z.infer<typeof reservationDocumentView>;

export const reservationDocumentListView = z.object({ data: z.array(reservationDocumentView) });
export type ReservationDocumentListView = z.infer<typeof reservationDocumentListView>;
