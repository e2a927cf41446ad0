// Rental schemas (statuses and actions; checkout, check-in and extension rules in
// docs/product/rentals.md). A rental is made from a confirmed reservation, or as a walk-in that books a
// reservation and takes it over in one request; either way it holds the car through the same
// hold, and every amount is computed by the API from the company settings.
import { z } from 'zod';
import { attachedFileFields } from './file.ts';
import { languages } from '../locale-lists.ts';
import type { ValidationMessageKey } from '../validation-messages.ts';
import {
  paymentMethods,
  paymentStatuses,
  rentalStatuses,
  vehicleCategories,
  vehicleConditions,
} from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  fuelLevel,
  id,
  isoDateTime,
  minorAmount,
  msg,
  odometer,
  oneOf,
  optionalText,
  pagedView,
  positiveMinorAmount,
  requiredText,
  strictObject,
  timeOf,
  typeError,
  whenObject,
} from './common.ts';
import { inspectionInputSchema, inspectionView } from './rental-inspection.ts';
import {
  addOnSelectionSchema,
  reservationAddOnView,
  reservationQuoteView,
  returnAfterPickup,
} from './reservation.ts';

// --- requests ------------------------------------------------------------------------------

/**
 * `POST /rentals`: either `reservationId` (a confirmed reservation, taken over with its hold
 * and price) or a walk-in's booking fields, checked and priced exactly like a reservation.
 */
export const rentalCreateSchema = strictObject({
  reservationId: id.optional(),
  customerId: id.optional(),
  vehicleId: id.optional(),
  pickupDate: isoDateTime.optional(),
  returnDate: isoDateTime.optional(),
  pickupBranchId: id.optional(),
  returnBranchId: id.optional(),
  addOns: addOnSelectionSchema.array().max(20, msg('generic.maxValue')).optional(),
  discount: minorAmount.optional(),
  additionalFees: minorAmount.optional(),
  notes: optionalText(2000),
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  if (value.reservationId !== undefined) return;
  for (const field of [
    'customerId',
    'vehicleId',
    'pickupDate',
    'returnDate',
    'pickupBranchId',
    'returnBranchId',
  ]) {
    if (value[field] === undefined) addIssue(ctx, field, 'generic.required');
  }
  returnAfterPickup(value, ctx);
}, whenObject);
export type RentalCreateInput = z.infer<typeof rentalCreateSchema>;

/** `PATCH /rentals/{id}`: notes any time; the planned return branch before check-in. */
export const rentalUpdateSchema = strictObject({
  returnBranchId: id.optional(),
  notes: optionalText(2000),
});
export type RentalUpdateInput = z.infer<typeof rentalUpdateSchema>;

/** `POST /rentals/{id}/checkout`: the car leaves; pending -> active, the vehicle rented. */
export const rentalCheckoutSchema = strictObject({
  /** Defaults to now. */
  actualPickupDate: isoDateTime.optional(),
  /** Not below the vehicle's odometer ('Invalid mileage'). */
  startMileage: odometer,
  fuelLevel,
  vehicleCondition: oneOf(vehicleConditions),
  /** Defaults to the company's deposit for the car's category. */
  securityDeposit: minorAmount.optional(),
  /**
   * How the deposit is taken, when there is one: a `security_deposit` payment of the amount is
   * created with the rental. Money staff received (cash, bank transfer, other) completes at
   * once with its `transactionId`; a card deposit stays pending and is processed through
   * `POST /payments/{id}/process`, as the card never passes through checkout.
   */
  deposit: strictObject({
    method: oneOf(paymentMethods),
    transactionId: optionalText(100),
  }).optional(),
  notes: optionalText(2000),
  /** The customer signs at checkout: `inspection.signature` is required here. */
  inspection: inspectionInputSchema,
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  const inspection = value.inspection as FieldBag | undefined;
  if (inspection && typeof inspection === 'object' && inspection.signature === undefined) {
    addIssue(ctx, 'inspection.signature', 'rental.signatureRequired');
  }
}, whenObject);
export type RentalCheckoutInput = z.input<typeof rentalCheckoutSchema>;

/** A line staff add at check-in beside the computed ones. */
export const manualChargeSchema = strictObject({
  description: requiredText(200),
  amount: positiveMinorAmount,
});
export type ManualChargeInput = z.infer<typeof manualChargeSchema>;

const checkinFields = {
  /** Defaults to now. */
  actualReturnDate: isoDateTime.optional(),
  /** At least the start mileage (and the swapped-in car's start, after a swap). */
  endMileage: odometer,
  fuelLevelEnd: fuelLevel,
  vehicleConditionEnd: oneOf(vehicleConditions),
  manualCharges: z.array(manualChargeSchema).max(20, msg('generic.maxValue')).default([]),
  notes: optionalText(2000),
};

/** `POST /rentals/{id}/checkin-quote`: the charges check-in would compute, nothing stored. */
export const rentalCheckinQuoteSchema = strictObject({
  ...checkinFields,
  /** Only the marks matter here: new damage is priced from the catalogue. */
  inspection: inspectionInputSchema.optional(),
});
export type RentalCheckinQuoteInput = z.input<typeof rentalCheckinQuoteSchema>;

/** `POST /rentals/{id}/checkin`: the car is back; active -> completed. */
export const rentalCheckinSchema = strictObject({
  ...checkinFields,
  /** The return inspection: 'Vehicle inspection must be completed' until it is recorded. */
  inspection: inspectionInputSchema.optional(),
  /** Staff's rating of the customer's care of the car. */
  rating: z
    .int({ error: typeError('generic.invalidNumber') })
    .min(1, msg('generic.minValue'))
    .max(5, msg('generic.maxValue'))
    .optional(),
  ratingComment: optionalText(500),
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  if (value.inspection === undefined) addIssue(ctx, 'inspection', 'rental.inspectionRequired');
}, whenObject);
export type RentalCheckinInput = z.input<typeof rentalCheckinSchema>;

/** `POST /rentals/{id}/extend`: re-priced and re-checked through the same hold. */
export const rentalExtendSchema = strictObject({
  newReturnDate: isoDateTime,
  reason: requiredText(500),
});
export type RentalExtendInput = z.infer<typeof rentalExtendSchema>;

/** `POST /rentals/{id}/settle-overdue`: charges the late time so far, so it can be extended. */
export const rentalSettleOverdueSchema = strictObject({ notes: optionalText(500) });
export type RentalSettleOverdueInput = z.infer<typeof rentalSettleOverdueSchema>;

export const swapReasons = ['breakdown', 'upgrade', 'other'] as const;
export type SwapReason = (typeof swapReasons)[number];

/**
 * `POST /rentals/{id}/swap`: another car mid-rental. The first leg ends at `returnedMileage`;
 * after a breakdown the first car goes to maintenance, otherwise back to available.
 */
export const rentalSwapSchema = strictObject({
  vehicleId: id,
  reason: oneOf(swapReasons),
  notes: optionalText(500),
  returnedMileage: odometer,
  returnedFuelLevel: fuelLevel,
  startMileage: odometer,
  fuelLevel,
});
export type RentalSwapInput = z.infer<typeof rentalSwapSchema>;

/** `POST /rentals/{id}/cancel`: a pending rental only; its hold and reservation are released. */
export const rentalCancelSchema = strictObject({ reason: requiredText(500) });
export type RentalCancelInput = z.infer<typeof rentalCancelSchema>;

// --- views ---------------------------------------------------------------------------------

const timestamp = z.iso.datetime();
const money = z.number().int();

export const rentalChargeKinds = [
  'excess_km',
  'fuel',
  'late_return',
  'overdue',
  'damage',
  'manual',
] as const;
export type RentalChargeKind = (typeof rentalChargeKinds)[number];

/** One additional charge; `description` is in the caller's language (manual: as typed). */
export const rentalChargeView = z.object({
  kind: z.enum(rentalChargeKinds),
  description: z.string(),
  quantity: z.number().int(),
  /** minor units per quantity */
  unitAmount: money,
  /** quantity x unitAmount, or 0 when waived */
  amount: money,
  /** the insurance option's name when bought insurance waives this damage */
  waivedBy: z.string().nullable(),
});
export type RentalChargeView = z.infer<typeof rentalChargeView>;

export const rentalChargesView = z
  .object({
    currency: z.string(),
    lines: z.array(rentalChargeView),
    subtotal: money,
    taxRateBp: z.number().int(),
    tax: money,
    total: money,
  })
  .meta({ id: 'RentalCharges' });
export type RentalChargesView = z.infer<typeof rentalChargesView>;

export const rentalExtensionView = z.object({
  id: z.uuid(),
  previousReturnDate: timestamp,
  newReturnDate: timestamp,
  additionalDays: z.number().int(),
  /** the extension's price with tax */
  amount: money,
  reason: z.string(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
});
export type RentalExtensionView = z.infer<typeof rentalExtensionView>;

export const rentalOverdueView = z.object({
  id: z.uuid(),
  /** the return date that passed */
  dueAt: timestamp,
  settledAt: timestamp,
  hours: z.number().int(),
  amount: money,
  notes: z.string().nullable(),
});
export type RentalOverdueView = z.infer<typeof rentalOverdueView>;

const vehicleCard = z.object({
  id: z.uuid(),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  licensePlate: z.string(),
  category: z.enum(vehicleCategories),
});

/** One car's part of the rental: one leg, or two and more after swaps. */
export const rentalLegView = z.object({
  vehicle: vehicleCard,
  startedAt: timestamp,
  endedAt: timestamp.nullable(),
  startMileage: z.number().int(),
  endMileage: z.number().int().nullable(),
  fuelLevelStart: z.number(),
  fuelLevelEnd: z.number().nullable(),
  swapReason: z.enum(swapReasons).nullable(),
  notes: z.string().nullable(),
});
export type RentalLegView = z.infer<typeof rentalLegView>;

const partyRef = z.object({ id: z.uuid(), name: z.string() });

/** A `security_deposit` payment of the rental, as the rental shows it. */
export const rentalDepositPaymentView = z.object({
  id: z.uuid(),
  paymentNumber: z.string(),
  status: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  amount: money,
  capturedAmount: money,
  refundedAmount: money,
});

/**
 * The security deposit: `required` is the rental's securityDeposit; `held` what completed
 * deposit payments hold now (taken, not yet captured or released); at check-in the deposit is
 * `captured` against the return charges and the rest `released` as a refund.
 */
export const rentalDepositView = z.object({
  required: money,
  held: money,
  captured: money,
  released: money,
  payments: z.array(rentalDepositPaymentView),
});
export type RentalDepositView = z.infer<typeof rentalDepositView>;

export const rentalView = z
  .object({
    id: z.uuid(),
    rentalNumber: z.string(),
    status: z.enum(rentalStatuses),
    /** active and past its return date (plus the company's grace) */
    isOverdue: z.boolean(),
    reservationId: z.uuid(),
    reservationNumber: z.string(),
    customer: partyRef.extend({ email: z.string(), phone: z.string() }),
    /** the car the customer has now (the last leg's) */
    vehicle: vehicleCard,
    pickupBranch: partyRef,
    returnBranch: partyRef,
    pickupDate: timestamp,
    returnDate: timestamp,
    /** the return date first agreed, before extensions */
    originalReturnDate: timestamp,
    actualPickupDate: timestamp.nullable(),
    actualReturnDate: timestamp.nullable(),
    // the booked price, extensions included
    quote: reservationQuoteView,
    addOns: z.array(reservationAddOnView),
    dailyRate: money,
    totalDays: z.number().int(),
    /** quote.total: the booked price with extensions */
    totalAmount: money,
    securityDeposit: money,
    deposit: rentalDepositView,
    startMileage: z.number().int().nullable(),
    endMileage: z.number().int().nullable(),
    fuelLevel: z.number().nullable(),
    fuelLevelEnd: z.number().nullable(),
    vehicleCondition: z.enum(vehicleConditions).nullable(),
    vehicleConditionEnd: z.enum(vehicleConditions).nullable(),
    checkoutNotes: z.string().nullable(),
    checkinNotes: z.string().nullable(),
    /** computed at check-in (and overdue settlements); null before */
    charges: rentalChargesView.nullable(),
    /** charges.total, or the overdue settlements so far: the rental's additionalCharges */
    additionalCharges: money,
    /** totalAmount + additionalCharges */
    totalCost: money,
    /**
     * completed payments towards the price (the rental's or its reservation's), net of refunds,
     * with the deposit captured against the charges
     */
    paidAmount: money,
    /** totalCost - paidAmount, never below 0: what the customer still owes */
    remainingAmount: money,
    /** true once the return inspection is recorded */
    inspectionComplete: z.boolean(),
    rating: z.number().int().nullable(),
    ratingComment: z.string().nullable(),
    notes: z.string().nullable(),
    cancellationReason: z.string().nullable(),
    legs: z.array(rentalLegView),
    extensions: z.array(rentalExtensionView),
    overdue: z.array(rentalOverdueView),
    checkoutInspection: inspectionView.nullable(),
    checkinInspection: inspectionView.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Rental' });
export type RentalView = z.infer<typeof rentalView>;

/** A list row: the view without legs, inspections, extensions and overdue records. */
export const rentalListItemView = rentalView
  .omit({
    legs: true,
    extensions: true,
    overdue: true,
    checkoutInspection: true,
    checkinInspection: true,
    charges: true,
    deposit: true,
  })
  .meta({ id: 'RentalListItem' });
export type RentalListItemView = z.infer<typeof rentalListItemView>;

export const rentalListView = pagedView(rentalListItemView);
export type RentalListView = z.infer<typeof rentalListView>;

// A customer's own rental without the staff's notes and their rating of the customer.
const staffOnlyRentalFields = { notes: true, rating: true, ratingComment: true } as const;
export const customerRentalView = rentalView
  .omit(staffOnlyRentalFields)
  .meta({ id: 'CustomerRental' });
export type CustomerRentalView = z.infer<typeof customerRentalView>;
export const customerRentalListItemView = rentalListItemView
  .omit(staffOnlyRentalFields)
  .meta({ id: 'CustomerRentalListItem' });
export type CustomerRentalListItemView = z.infer<typeof customerRentalListItemView>;
export const customerRentalListView = pagedView(customerRentalListItemView);

export const rentalSortFields = [
  'pickupDate',
  'returnDate',
  'createdAt',
  'rentalNumber',
  'status',
  'totalAmount',
] as const;
export type RentalSortField = (typeof rentalSortFields)[number];

/** `overdue=true` filters active rentals past their return date. */
export const rentalFilterFields = [
  'status',
  'overdue',
  'customerId',
  'vehicleId',
  'pickupBranchId',
  'returnBranchId',
  'pickupDate',
  'returnDate',
  'createdAt',
] as const;
export type RentalFilterField = (typeof rentalFilterFields)[number];

// --- documents -----------------------------------------------------------------------------

/** Rental document types. */
export const rentalDocumentKinds = [
  'contract',
  'inspection',
  'identification',
  'insurance',
] as const;
export type RentalDocumentKind = (typeof rentalDocumentKinds)[number];

/** What a rental document may be, judged by its bytes. */
export const rentalDocumentFileKinds = ['pdf', 'jpeg', 'png', 'webp'] as const;
export const rentalDocumentLimit = 20;
export const rentalDocumentMaxBytes = 10 * 1024 * 1024;

export const rentalDocumentFieldsSchema = strictObject({ kind: oneOf(rentalDocumentKinds) });
export type RentalDocumentFields = z.infer<typeof rentalDocumentFieldsSchema>;

export const rentalDocumentView = z
  .object({
    id: z.uuid(),
    rentalId: z.uuid(),
    kind: z.enum(rentalDocumentKinds),
    ...attachedFileFields,
  })
  .meta({ id: 'RentalDocument' });
export type RentalDocumentView = z.infer<typeof rentalDocumentView>;

export const rentalDocumentListView = z.object({ data: z.array(rentalDocumentView) });
export type RentalDocumentListView = z.infer<typeof rentalDocumentListView>;

/** The PDFs the API renders: the contract at checkout, the receipt at return. */
export const rentalPdfKinds = ['contract', 'receipt'] as const;
export type RentalPdfKind = (typeof rentalPdfKinds)[number];

/** `GET /rentals/{id}/pdf/{kind}?language=`: the caller's language unless asked. */
export const rentalPdfQuerySchema = strictObject({ language: oneOf(languages).optional() });
export type RentalPdfQuery = z.infer<typeof rentalPdfQuerySchema>;

/** `POST /rentals/{id}/share`: which PDF, in which language (the caller's unless given). */
export const rentalShareSchema = strictObject({
  kind: oneOf(rentalPdfKinds),
  language: oneOf(languages).optional(),
});
export type RentalShareInput = z.infer<typeof rentalShareSchema>;

/** How long a shared PDF link stays valid. */
export const rentalShareDays = 7;

/** Answer of `POST /rentals/{id}/share`: a link anyone holding it can open until it expires. */
export const rentalShareView = z
  .object({ url: z.string(), expiresAt: timestamp })
  .meta({ id: 'RentalShareLink' });
export type RentalShareView = z.infer<typeof rentalShareView>;

// --- rules needing the stored rental --------------------------------------------------------

export function checkReturnMileage(
  startMileage: number,
  endMileage: number,
): ValidationMessageKey | null {
  return endMileage < startMileage ? 'rental.endMileageBelowStart' : null;
}

export function checkExtension(
  currentReturnDate: string,
  newReturnDate: string,
): ValidationMessageKey | null {
  const current = timeOf(currentReturnDate);
  const next = timeOf(newReturnDate);
  if (current === undefined || next === undefined) return 'generic.invalidDate';
  return next > current ? null : 'rental.newReturnAfterCurrent';
}
