// Rental schemas (checkout, check-in and extension rules in docs/product/rentals.md). A rental is
// made from a confirmed reservation, or as a walk-in that books a reservation and takes it over
// in one request; either way it holds the car through the same hold, and every amount is
// computed by the API from the company settings. This file holds what a rental shows and the
// rules that need the stored rental; the requests and the documents have their own files, and
// everything is read from here.
import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages.ts';
import {
  paymentMethods,
  paymentStatuses,
  rentalStatuses,
  vehicleCategories,
  vehicleConditions,
} from '../value-lists.ts';
import { pagedView, timeOf } from './common.ts';
import { inspectionView } from './rental-inspection.ts';
import { swapReasons } from './rental-requests.ts';
import { reservationAddOnView, reservationQuoteView } from './reservation.ts';

export * from './rental-documents.ts';
export * from './rental-requests.ts';

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
