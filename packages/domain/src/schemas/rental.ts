// Rental schemas (SPEC §3 Rental; §5 checkout, check-in and extension rules).
import type { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages.ts';
import { vehicleConditions } from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  fuelLevel,
  id,
  isoDateTime,
  minorAmount,
  msg,
  mustBeTrue,
  nonNegativeInt,
  numberOf,
  oneOf,
  optionalText,
  positiveInt,
  positiveMinorAmount,
  strictObject,
  timeOf,
  whenObject,
} from './common.ts';
import { returnAfterPickup } from './reservation.ts';

const rentalFields = {
  reservationId: id.optional(),
  customerId: id,
  vehicleId: id,
  pickupBranchId: id.optional(),
  returnBranchId: id.optional(),
  pickupDate: isoDateTime,
  returnDate: isoDateTime,
  // Defaults to the vehicle's daily rate; minor units.
  dailyRate: positiveMinorAmount.optional(),
  securityDeposit: minorAmount.optional(),
  notes: optionalText(2000),
};

export const rentalCreateSchema = strictObject(rentalFields).superRefine(
  returnAfterPickup,
  whenObject,
);
export type RentalCreateInput = z.infer<typeof rentalCreateSchema>;

export const rentalUpdateSchema = strictObject(rentalFields)
  .partial()
  .superRefine(returnAfterPickup, whenObject);
export type RentalUpdateInput = z.infer<typeof rentalUpdateSchema>;

// Vehicle handed to the customer: pending -> active.
export const rentalCheckoutSchema = strictObject({
  actualPickupDate: isoDateTime.optional(),
  startMileage: nonNegativeInt,
  fuelLevel,
  vehicleCondition: oneOf(vehicleConditions),
  securityDeposit: minorAmount.optional(),
  notes: optionalText(2000),
});
export type RentalCheckoutInput = z.infer<typeof rentalCheckoutSchema>;

// Vehicle returned: active -> completed. The inspection must be ticked.
export const rentalCheckinSchema = strictObject({
  actualReturnDate: isoDateTime.optional(),
  endMileage: nonNegativeInt,
  fuelLevelEnd: fuelLevel,
  vehicleConditionEnd: oneOf(vehicleConditions),
  additionalCharges: minorAmount.optional(),
  additionalChargesDescription: optionalText(500),
  inspectionComplete: mustBeTrue('rental.inspectionRequired'),
  notes: optionalText(2000),
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  const charges = numberOf(value.additionalCharges);
  const description = value.additionalChargesDescription;
  if (charges !== undefined && charges > 0 && (typeof description !== 'string' || !description)) {
    addIssue(ctx, 'additionalChargesDescription', 'rental.chargesDescriptionRequired');
  }
}, whenObject);
export type RentalCheckinInput = z.infer<typeof rentalCheckinSchema>;

// Extension: a new return date, or a number of extra days (positive).
export const rentalExtendSchema = strictObject({
  newReturnDate: isoDateTime.optional(),
  additionalDays: positiveInt.max(365, msg('generic.maxValue')).optional(),
  reason: optionalText(500),
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  if (value.newReturnDate === undefined && value.additionalDays === undefined) {
    addIssue(ctx, 'newReturnDate', 'generic.required');
  }
}, whenObject);
export type RentalExtendInput = z.infer<typeof rentalExtendSchema>;

// Rules needing the stored rental, for the service to apply after parsing.
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
