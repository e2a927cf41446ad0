// The visitor's cookie consent and the terms acceptance, as stored per account.
import { z } from 'zod';
import { versionPattern } from '../legal-versions.ts';
import { consentSchema } from './public-forms.ts';
import { isoDateTime, msg, mustBeTrue, strictObject, typeError } from './common.ts';

export const policyVersion = z
  .string({ error: typeError('generic.invalidFormat') })
  .regex(versionPattern, msg('generic.invalidFormat'));

/** A consent choice as saved: the categories and the privacy policy version it was made under. */
export const consentRecordSchema = strictObject({
  ...consentSchema.shape,
  policyVersion,
});
export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;

export const consentRecordView = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  personalization: z.boolean(),
  policyVersion: z.string(),
  decidedAt: isoDateTime,
});
export type ConsentRecordView = z.infer<typeof consentRecordView>;

export const consentStatusView = z.object({
  /** the latest choice, or null when the account never made one */
  consent: consentRecordView.nullable(),
  currentPolicyVersion: z.string(),
  /** no choice, or one made under an older policy version: the banner asks again */
  askAgain: z.boolean(),
});
export type ConsentStatusView = z.infer<typeof consentStatusView>;

const textHash = z
  .string({ error: typeError('generic.invalidFormat') })
  .regex(/^[0-9a-f]{64}$/i, msg('generic.invalidFormat'));

/** Accepting the terms: the version and the fingerprint of the text the reader was shown. */
export const termsAcceptanceRecordSchema = strictObject({
  version: policyVersion,
  textHash,
  accepted: mustBeTrue('terms.mustAgreeBeforeUse'),
});
export type TermsAcceptanceRecordInput = z.infer<typeof termsAcceptanceRecordSchema>;

export const termsAcceptanceSources = [
  'terms-page',
  'registration',
  'company-signup',
  'seed',
] as const;
export type TermsAcceptanceSource = (typeof termsAcceptanceSources)[number];

export const termsAcceptanceView = z.object({
  version: z.string(),
  textHash: z.string(),
  acceptedAt: isoDateTime,
  source: z.enum(termsAcceptanceSources),
});
export type TermsAcceptanceView = z.infer<typeof termsAcceptanceView>;

export const termsStatusView = z.object({
  /** the latest acceptance, or null when the account never accepted */
  acceptance: termsAcceptanceView.nullable(),
  currentVersion: z.string(),
  /** true when the current major version is accepted; false asks before the user continues */
  currentAccepted: z.boolean(),
});
export type TermsStatusView = z.infer<typeof termsStatusView>;
