// What the platform's super administrators see and do of the companies (tenants): the list with
// each company's usage, one company, and the moves of its status (tenantMachine).
import { z } from 'zod';
import { tenantStatusActions } from '../status-machines.ts';
import { tenantPlans, tenantStatuses } from '../value-lists.ts';
import { oneOf, optionalText, pagedView, strictObject } from './common.ts';
import { tenantUpdateSchema } from './tenant.ts';

/** How much of the platform one company uses. */
export const tenantUsageView = z.object({
  branches: z.number().int(),
  vehicles: z.number().int(),
  users: z.number().int(),
  customers: z.number().int(),
  reservations: z.number().int(),
});
export type TenantUsageView = z.infer<typeof tenantUsageView>;

export const platformTenantView = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  adminEmail: z.string(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(tenantStatuses),
  plan: z.enum(tenantPlans),
  /** when the trial ends (or ended); null for a company that never had one */
  trialEndsAt: z.iso.datetime().nullable(),
  /** when a company scheduled for deletion is removed for good; null otherwise */
  deletionDueAt: z.iso.datetime().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  taxRateBp: z.number().int(),
  isDemo: z.boolean(),
  usage: tenantUsageView,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PlatformTenantView = z.infer<typeof platformTenantView>;

export const platformTenantListView = pagedView(platformTenantView);
export type PlatformTenantListView = z.infer<typeof platformTenantListView>;

export const platformTenantSortFields = ['name', 'subdomain', 'status', 'createdAt'] as const;
export type PlatformTenantSortField = (typeof platformTenantSortFields)[number];

export const platformTenantFilterFields = ['status', 'currency'] as const;
export type PlatformTenantFilterField = (typeof platformTenantFilterFields)[number];

/** `POST /platform/tenants/{id}/status`: a move of tenantMachine, with the reason kept. */
export const tenantStatusActionSchema = strictObject({
  action: oneOf(tenantStatusActions),
  reason: optionalText(500),
});
export type TenantStatusActionInput = z.infer<typeof tenantStatusActionSchema>;

/**
 * `PATCH /platform/tenants/{id}`: the company's details. Its currency is the company's own
 * setting, changed where its amounts are rescaled with it; the subdomain never changes.
 */
export const platformTenantUpdateSchema = tenantUpdateSchema
  .omit({ currency: true })
  .extend({ plan: oneOf(tenantPlans).optional() });
export type PlatformTenantUpdateInput = z.infer<typeof platformTenantUpdateSchema>;
