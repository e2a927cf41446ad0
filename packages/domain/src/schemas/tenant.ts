// Tenant schemas (each tenant has a currency, time zone, tax rate).
import { z } from 'zod';
import { companyCountries } from '../company-countries.ts';
import { reservedSubdomains, subdomainPattern } from '../hosts.ts';
import { supportedCurrencies } from '../locale-lists.ts';
import { tenantPlans, tenantStatuses } from '../value-lists.ts';
import {
  email,
  msg,
  nonNegativeInt,
  oneOf,
  optionalPhone,
  optionalText,
  requiredText,
  stop,
  strictObject,
  typeError,
} from './common.ts';

export function isReservedSubdomain(subdomain: string): boolean {
  return (reservedSubdomains as readonly string[]).includes(subdomain);
}

export const subdomain = z
  .string({ error: typeError('tenant.invalidSubdomain') })
  .trim()
  .toLowerCase()
  .min(1, stop('generic.required'))
  .regex(subdomainPattern, stop('tenant.invalidSubdomain'))
  .refine((value) => !isReservedSubdomain(value), msg('tenant.reservedSubdomain'));

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZone = z
  .string({ error: typeError('tenant.invalidTimeZone') })
  .min(1, stop('generic.required'))
  .refine(isValidTimeZone, msg('tenant.invalidTimeZone'));

export const defaultTenantTimeZone = 'Asia/Riyadh';

const tenantFields = {
  name: requiredText(100),
  adminEmail: email,
  contactPhone: optionalPhone,
  address: optionalText(300),
  status: oneOf(tenantStatuses).optional(),
  currency: oneOf(supportedCurrencies).optional(),
  timeZone: timeZone.optional(),
  // Basis points: 1000 = 10 %.
  taxRateBp: nonNegativeInt.max(10_000, msg('generic.maxValue')).optional(),
};

/**
 * `POST /platform/tenants`: a company made by the platform as sign-up makes one (on trial, its
 * currency, time zone and VAT from its country), with an administrator invited to choose a
 * password.
 */
export const tenantCreateSchema = strictObject({
  name: tenantFields.name,
  subdomain,
  country: oneOf(companyCountries),
  plan: oneOf(tenantPlans),
  adminEmail: email,
  adminFirstName: requiredText(50),
  adminLastName: requiredText(50),
  contactPhone: optionalPhone,
  address: optionalText(300),
});
export type TenantCreateInput = z.infer<typeof tenantCreateSchema>;

// The subdomain is the tenant's identifier and part of its URLs: it is not editable.
export const tenantUpdateSchema = strictObject(tenantFields).partial();
export type TenantUpdateInput = z.infer<typeof tenantUpdateSchema>;

export const tenantBulkDeleteSchema = strictObject({
  ids: z
    .array(z.uuid({ error: typeError('generic.invalidFormat') }))
    .min(1, msg('generic.required'))
    .max(100, msg('generic.maxValue')),
});
export type TenantBulkDeleteInput = z.infer<typeof tenantBulkDeleteSchema>;

/** GET /tenants/current: the company the host or x-tenant-id names, as anyone may see it. */
export const currentTenantView = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  status: z.enum(tenantStatuses),
  currency: z.string(),
  timeZone: z.string(),
  taxRateBp: z.number().int(),
  /** A demo company: its sign-in pages offer the demo accounts (public password). */
  isDemo: z.boolean(),
  branding: z.object({ logoUrl: z.string().nullable(), primaryColor: z.string().nullable() }),
});
export type CurrentTenant = z.infer<typeof currentTenantView>;
