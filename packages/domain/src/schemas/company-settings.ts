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
import {
  checkbox,
  minorAmount,
  msg,
  nonNegativeInt,
  oneOf,
  positiveInt,
  requiredText,
  stop,
  strictObject,
  typeError,
} from './common.ts';
import { currentTenantView, isValidTimeZone } from './tenant.ts';
import type { TenantAuthSettingsView } from './tenant-auth-settings.ts';

/** The product's orange (Mantine orange 6): the colour of a company that chose none. */
export const defaultPrimaryColor = '#fd7e14';

export const customerPaymentOptions = ['payNow', 'payAtPickup', 'both'] as const;
export type CustomerPaymentOption = (typeof customerPaymentOptions)[number];

/** A percentage fee or a fixed amount. */
export const feeKinds = ['percent', 'fixed'] as const;
export type FeeKind = (typeof feeKinds)[number];

// --- field rules -------------------------------------------------------------------------

function bounded(min: number, max: number) {
  return nonNegativeInt.min(min, msg('generic.minValue')).max(max, msg('generic.maxValue'));
}

/** Basis points 0..10000 (0 to 100 %). */
export const basisPoints = z
  .int({ error: typeError('settings.percentRange') })
  .min(0, msg('settings.percentRange'))
  .max(10_000, msg('settings.percentRange'));

export const hexColor = z
  .string({ error: typeError('settings.invalidColor') })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, msg('settings.invalidColor'))
  .transform((value) => value.toLowerCase());

/** An IANA zone; answered in its canonical spelling ('asia/riyadh' -> 'Asia/Riyadh'). */
export const ianaTimeZone = z
  .string({ error: typeError('tenant.invalidTimeZone') })
  .trim()
  .min(1, stop('generic.required'))
  .refine(isValidTimeZone, stop('tenant.invalidTimeZone'))
  .transform(
    (value) => new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone,
  );

/** One value per vehicle category, each optional; an unknown category is refused. */
export function perCategory<T extends z.ZodType>(value: T) {
  const shape = Object.fromEntries(vehicleCategories.map((c) => [c, value.optional()])) as {
    [K in VehicleCategory]: z.ZodOptional<T>;
  };
  return strictObject(shape);
}
export type PerCategory<T> = Partial<Record<VehicleCategory, T>>;

/**
 * `kind: 'percent'` -> `value` in basis points (at most 10000); `kind: 'fixed'` -> `value` in
 * minor units.
 */
export const feeRule = strictObject({
  kind: oneOf(feeKinds),
  value: minorAmount,
}).superRefine((fee, ctx) => {
  if (fee.kind === 'percent' && fee.value > 10_000) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'settings.percentRange' });
  }
});
export type FeeRule = { kind: FeeKind; value: number };

export const damageCatalogueEntry = strictObject({
  damageType: oneOf(damageTypes),
  location: oneOf(damageLocations),
  pricePerCategory: perCategory(minorAmount),
});
export type DamageCatalogueEntry = z.infer<typeof damageCatalogueEntry>;

export const maxDamageCatalogueEntries = 200;

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
