// A rental company signing itself up from the marketing site: the form, the answer of the live
// subdomain check, and the confirmation that lands its administrator signed in.
import { z } from 'zod';
import { companyCountries } from '../company-countries.ts';
import { languages } from '../locale-lists.ts';
import { tenantPlans } from '../value-lists.ts';
import { newPasswordSchema } from './auth.ts';
import {
  checkbox,
  email,
  mustBeTrue,
  oneOf,
  requiredText,
  stop,
  strictObject,
  typeError,
} from './common.ts';
import { subdomain } from './tenant.ts';

export const signupSchema = strictObject({
  companyName: requiredText(100),
  subdomain,
  country: oneOf(companyCountries),
  plan: oneOf(tenantPlans),
  firstName: requiredText(50),
  lastName: requiredText(50),
  email,
  password: newPasswordSchema,
  acceptTerms: mustBeTrue('terms.mustAgree'),
  language: oneOf(languages),
  /** fill the company with sample data once it is made (removable from its settings) */
  sampleData: checkbox.optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const signupAcceptedView = z.object({ email: z.string() });
export type SignupAccepted = z.infer<typeof signupAcceptedView>;

/** Why a subdomain cannot be had; null when it is free. */
export const subdomainRefusals = ['invalid', 'reserved', 'taken'] as const;
export type SubdomainRefusal = (typeof subdomainRefusals)[number];

export const subdomainCheckQuery = strictObject({
  name: z.string({ error: typeError('generic.required') }).max(100),
});

export const subdomainCheckView = z.object({
  name: z.string(),
  available: z.boolean(),
  reason: z.enum(subdomainRefusals).nullable(),
  /** why not, in the caller's language; null when available */
  message: z.string().nullable(),
});
export type SubdomainCheck = z.infer<typeof subdomainCheckView>;

export const signupConfirmSchema = strictObject({
  token: z
    .string({ error: typeError('generic.required') })
    .min(1, stop('generic.required'))
    .max(200),
});
export type SignupConfirmInput = z.infer<typeof signupConfirmSchema>;

/**
 * The new company and a single-use hand-over code: the browser carries the code to the
 * company's own host, which exchanges it for the administrator's session.
 */
export const signupConfirmedView = z.object({
  tenantId: z.uuid(),
  subdomain: z.string(),
  handoffCode: z.string(),
});
export type SignupConfirmed = z.infer<typeof signupConfirmedView>;
