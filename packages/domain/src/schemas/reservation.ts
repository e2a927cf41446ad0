// Reservation schemas (SPEC §3 Reservation; §5 required fields and date order).
import type { z } from 'zod';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  id,
  isoDateTime,
  minorAmount,
  msg,
  optionalText,
  positiveInt,
  requiredText,
  strictObject,
  timeOf,
  whenObject,
} from './common.ts';
import { lookupCode } from './lookup.ts';

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

export const reservationCreateSchema = strictObject(reservationFields).superRefine(
  returnAfterPickup,
  whenObject,
);
export type ReservationCreateInput = z.infer<typeof reservationCreateSchema>;

// With only one of the dates, the service checks it against the stored other one.
export const reservationUpdateSchema = strictObject(reservationFields)
  .partial()
  .superRefine(returnAfterPickup, whenObject);
export type ReservationUpdateInput = z.infer<typeof reservationUpdateSchema>;

export const reservationConfirmSchema = strictObject({ notes: optionalText(2000) });
export type ReservationConfirmInput = z.infer<typeof reservationConfirmSchema>;

// SPEC §4: cancel takes a reason.
export const reservationCancelSchema = strictObject({ reason: requiredText(500) });
export type ReservationCancelInput = z.infer<typeof reservationCancelSchema>;
