// Company settings: one typed contract, read by every module through the settings
// service, changed at `PATCH /api/v1/tenants/current/settings`.
//
// Units, everywhere in this file:
// - percentages are integer basis points (1000 = 10 %, 10000 = 100 %), never floats;
// - amounts are integers in the minor units of the company's currency (SAR 2 digits, KWD 3);
//   when the currency changes, the amounts stored here are rescaled so the same major amount
//   stays (12.50 SAR = 1250 -> 12.500 KWD = 12500);
// - durations are whole minutes or hours, as the field name says.
//
// PATCH takes any subset of groups, and within a group any subset of keys. A key that is sent
// replaces the stored value whole: `cancellation`, `lateFee`, `kmAllowancePerDay`,
// `damageCatalogue` and `securityDepositPerCategory` are replaced, never merged entry by entry.
// A key that was never set reads as its default below.
import { z } from 'zod';
import { supportedCurrencies } from '../locale-lists.ts';
import {
  damageLocations,
  damageTypes,
  type VehicleCategory,
  vehicleCategories,
} from '../value-lists.ts';
import { currentTenantView } from './tenant.ts';
import type { TenantAuthSettingsView } from './tenant-auth-settings.ts';

import { customerPaymentOptions, feeKinds } from './company-settings-fields.ts';

export * from './company-settings-fields.ts';
export * from './company-settings-patch.ts';

// --- the view (GET and PATCH answer) -------------------------------------------------------

export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

const wholeNumber = z.int();
const feeView = z.object({ kind: z.enum(feeKinds), value: wholeNumber });
const perCategoryView = z.object(
  Object.fromEntries(vehicleCategories.map((c) => [c, wholeNumber.optional()])) as {
    [K in VehicleCategory]: z.ZodOptional<typeof wholeNumber>;
  },
);

export const companyLogoView = z.object({
  fileId: z.string(),
  /** sha256 of the stored bytes, hex: part of the public URL, so the URL changes with the logo. */
  contentHash: z.string(),
  contentType: z.enum(logoContentTypes),
  /** Public, cacheable for a year: `/api/v1/public/tenants/{subdomain}/logo/{contentHash}`. */
  url: z.string(),
});

export const rentalPolicyView = z.object({
  turnaroundBufferMinutes: wholeNumber,
  minimumDriverAge: wholeNumber,
  minimumLicenceYears: wholeNumber,
  noShowGraceMinutes: wholeNumber,
  cancellation: z.object({ freeUntilHoursBefore: wholeNumber, fee: feeView }),
  lateReturnGraceMinutes: wholeNumber,
  lateFee: feeView,
  kmAllowancePerDay: perCategoryView,
  excessKmRate: wholeNumber,
  refuellingRatePer10Percent: wholeNumber,
  damageCatalogue: z.array(
    z.object({
      damageType: z.enum(damageTypes),
      location: z.enum(damageLocations),
      pricePerCategory: perCategoryView,
    }),
  ),
  requireVerifiedBeforeCheckout: z.boolean(),
  requireVerifiedBeforeBooking: z.boolean(),
  longestRentalDays: wholeNumber,
  furthestPickupDays: wholeNumber,
  maxOpenUnpaidBookings: wholeNumber,
});

export const paymentSettingsView = z.object({
  customerPaymentOptions: z.enum(customerPaymentOptions),
  securityDepositPerCategory: perCategoryView,
  payNowHoldMinutes: wholeNumber,
  maxDiscountShareBp: wholeNumber,
});

/**
 * GET /tenants/current: the company as anyone may see it, with the terms a customer books
 * under (how they may pay, what cancelling costs), shown before they book.
 */
export const publicTenantView = currentTenantView.extend({
  booking: z.object({
    customerPaymentOptions: z.enum(customerPaymentOptions),
    cancellation: z.object({ freeUntilHoursBefore: wholeNumber, fee: feeView }),
  }),
});
export type PublicTenant = z.infer<typeof publicTenantView>;

/** Every group but sign-in (whose view is TenantAuthSettingsView), every key filled in. */
export const companySettingsView = z
  .object({
    company: z.object({
      name: z.string(),
      currency: z.enum(supportedCurrencies),
      timeZone: z.string(),
      taxRateBp: wholeNumber,
    }),
    branding: z.object({ primaryColor: z.string(), logo: companyLogoView.nullable() }),
    rentalPolicy: rentalPolicyView,
    payments: paymentSettingsView,
  })
  .meta({ id: 'CompanySettings' });

export type CompanyLogo = z.infer<typeof companyLogoView>;
export type RentalPolicySettings = z.infer<typeof rentalPolicyView>;
export type PaymentSettings = z.infer<typeof paymentSettingsView>;
export type CompanySettings = z.infer<typeof companySettingsView> & {
  /** Read-only here; changed at PATCH /tenants/current/auth-settings. */
  signIn: TenantAuthSettingsView;
};
export type CompanySettingsGroup = 'company' | 'branding' | 'rentalPolicy' | 'payments';

/** The groups stored together (the company's name, currency, zone and tax live elsewhere). */
export type StoredPolicySettings = {
  rentalPolicy?: Partial<RentalPolicySettings>;
  payments?: Partial<PaymentSettings>;
};

// --- defaults ------------------------------------------------------------------------------

export const defaultTaxRateBp = 1000;

export const defaultRentalPolicy: Readonly<RentalPolicySettings> = {
  turnaroundBufferMinutes: 60,
  minimumDriverAge: 21,
  minimumLicenceYears: 1,
  noShowGraceMinutes: 120,
  // Free until a day before pickup, then nothing: a company opts into a fee.
  cancellation: { freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } },
  lateReturnGraceMinutes: 59,
  // A quarter of the daily rate per started hour: the one-day cap is reached after four hours.
  lateFee: { kind: 'percent', value: 2500 },
  kmAllowancePerDay: {},
  excessKmRate: 0,
  refuellingRatePer10Percent: 0,
  damageCatalogue: [],
  requireVerifiedBeforeCheckout: true,
  requireVerifiedBeforeBooking: false,
  // Room for a long-term rental and a booking a year out, not for locking a car up for years.
  longestRentalDays: 90,
  furthestPickupDays: 365,
  maxOpenUnpaidBookings: 3,
};

export const defaultPaymentSettings: Readonly<PaymentSettings> = {
  customerPaymentOptions: 'both',
  securityDepositPerCategory: {},
  // Long enough to type a card in, short enough that an abandoned checkout frees the car soon.
  payNowHoldMinutes: 30,
  // A fifth of the price: a larger discount is a manager's decision.
  maxDiscountShareBp: 2000,
};

/** The stored groups with every missing key at its default. */
export function withPolicyDefaults(stored: StoredPolicySettings | null | undefined): {
  rentalPolicy: RentalPolicySettings;
  payments: PaymentSettings;
} {
  return {
    rentalPolicy: { ...defaultRentalPolicy, ...stored?.rentalPolicy },
    payments: { ...defaultPaymentSettings, ...stored?.payments },
  };
}
