// The groups PATCH /tenants/current/settings takes: each key optional, a key sent replaces the
// stored value whole (company-settings.ts says more).
import { z } from 'zod';
import { supportedCurrencies } from '../locale-lists.ts';
import {
  checkbox,
  minorAmount,
  msg,
  oneOf,
  positiveInt,
  requiredText,
  strictObject,
  typeError,
} from './common.ts';
import {
  basisPoints,
  bounded,
  perCategory,
  customerPaymentOptions,
  damageCatalogueEntry,
  feeRule,
  hexColor,
  ianaTimeZone,
  maxDamageCatalogueEntries,
} from './company-settings-fields.ts';

// --- groups (each key optional: the PATCH shape of that group) -----------------------------

export const companyGroupPatch = strictObject({
  name: requiredText(100),
  currency: oneOf(supportedCurrencies),
  timeZone: ianaTimeZone,
  /** Tax added to rental prices: basis points (1000 = 10 %). */
  taxRateBp: basisPoints,
}).partial();

export const brandingGroupPatch = strictObject({
  /** Replaces the orange in this company's app and e-mails. */
  primaryColor: hexColor,
}).partial();

export const rentalPolicyGroupPatch = strictObject({
  /** Minutes kept free between two bookings of one car (widens each hold). */
  turnaroundBufferMinutes: bounded(0, 1440),
  minimumDriverAge: bounded(16, 99),
  /** Whole years the driving licence must have been held. */
  minimumLicenceYears: bounded(0, 50),
  /** Minutes after the pickup time before a reservation counts as a no-show. */
  noShowGraceMinutes: bounded(0, 1440),
  /**
   * Free until `freeUntilHoursBefore` hours before pickup; after that `fee` (percent of the
   * reservation total, or a fixed amount).
   */
  cancellation: strictObject({
    freeUntilHoursBefore: bounded(0, 720),
    fee: feeRule,
  }),
  /** Minutes after the return time before a return counts as late. */
  lateReturnGraceMinutes: bounded(0, 1440),
  /**
   * Charged per started hour late (after the grace): percent of the car's daily rate, or a fixed
   * amount per hour. Whatever the rule, one day's late fee never exceeds one daily rate.
   */
  lateFee: feeRule,
  /** Kilometres included per rental day, per category; a category left out is unlimited. */
  kmAllowancePerDay: perCategory(positiveInt.max(100_000, msg('generic.maxValue'))),
  /** Charged per kilometre beyond the allowance. */
  excessKmRate: minorAmount,
  /** Charged per 10 % of tank missing at return. */
  refuellingRatePer10Percent: minorAmount,
  /** One entry per damage type and location. */
  damageCatalogue: z
    .array(damageCatalogueEntry, { error: typeError('generic.invalidFormat') })
    .max(maxDamageCatalogueEntries, msg('generic.maxValue'))
    .refine(
      (items) => new Set(items.map((d) => `${d.damageType}/${d.location}`)).size === items.length,
      msg('generic.duplicateItems'),
    ),
  requireVerifiedBeforeCheckout: checkbox,
  requireVerifiedBeforeBooking: checkbox,
  /** The longest booking, in days, for staff and customers alike. */
  longestRentalDays: bounded(1, 3650),
  /** How far ahead a pickup may be booked, in days. */
  furthestPickupDays: bounded(1, 3650),
  /** Customer-area bookings one account may hold open with nothing paid towards them. */
  maxOpenUnpaidBookings: bounded(1, 100),
}).partial();

export const paymentsGroupPatch = strictObject({
  /** What the customer area offers at booking. */
  customerPaymentOptions: oneOf(customerPaymentOptions),
  /** Held at checkout, per category; a category left out takes no deposit. */
  securityDepositPerCategory: perCategory(minorAmount),
  /** With payNow: minutes a customer-area booking holds the car before it lapses unpaid. */
  payNowHoldMinutes: bounded(5, 1440),
  /**
   * The largest staff discount, as a share of the booking's price (basis points, 2000 = 20 %);
   * above it a discount needs `reservations:discount`.
   */
  maxDiscountShareBp: basisPoints,
}).partial();

/**
 * The body of `PATCH /tenants/current/settings`. Sign-in settings are changed at
 * `PATCH /tenants/current/auth-settings` (tenant-auth-settings.ts) and the logo through its own
 * upload route; both appear here read-only.
 */
export const companySettingsPatchSchema = strictObject({
  company: companyGroupPatch.optional(),
  branding: brandingGroupPatch.optional(),
  rentalPolicy: rentalPolicyGroupPatch.optional(),
  payments: paymentsGroupPatch.optional(),
});
export type CompanySettingsPatch = z.input<typeof companySettingsPatchSchema>;
export type CompanySettingsPatchParsed = z.output<typeof companySettingsPatchSchema>;
