// The rules of single company settings (colours, time zones, fees, the damage catalogue);
// the units are those of company-settings.ts.
import { z } from 'zod';
import {
  damageLocations,
  damageTypes,
  type VehicleCategory,
  vehicleCategories,
} from '../value-lists.ts';
import {
  minorAmount,
  msg,
  nonNegativeInt,
  oneOf,
  stop,
  strictObject,
  typeError,
} from './common.ts';
import { isValidTimeZone } from './tenant.ts';

/** The product's orange (Mantine orange 6): the colour of a company that chose none. */
export const defaultPrimaryColor = '#fd7e14';

export const customerPaymentOptions = ['payNow', 'payAtPickup', 'both'] as const;
export type CustomerPaymentOption = (typeof customerPaymentOptions)[number];

/** A percentage fee or a fixed amount. */
export const feeKinds = ['percent', 'fixed'] as const;
export type FeeKind = (typeof feeKinds)[number];

// --- field rules -------------------------------------------------------------------------

export function bounded(min: number, max: number) {
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
