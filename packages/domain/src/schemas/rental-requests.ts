// What the back office sends to create, change and hand over a rental (rules in
// docs/product/rentals.md); every amount beyond what staff type is computed by the API.
import { z } from 'zod';
import { paymentMethods, vehicleConditions } from '../value-lists.ts';
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
  positiveMinorAmount,
  requiredText,
  strictObject,
  typeError,
  whenObject,
} from './common.ts';
import { inspectionInputSchema } from './rental-inspection.ts';
import { addOnSelectionSchema, returnAfterPickup } from './reservation.ts';

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
  /**
   * Required, true, to hand the car over more than `earlyCheckoutHours` before its booked
   * pickup: the desk confirms it means to (409 `rental.earlyCheckoutUnconfirmed` otherwise).
   */
  confirmEarly: z.boolean().optional(),
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
