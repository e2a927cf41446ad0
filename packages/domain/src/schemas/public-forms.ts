// Forms of the marketing site and the legal pages.
import type { z } from 'zod';
import { demoDates, demoTimes, fleetSizeBands, privacyRequestTypes } from '../marketing-lists.ts';
import {
  checkbox,
  email,
  mustBeTrue,
  oneOf,
  optionalText,
  phone,
  requiredText,
  strictObject,
} from './common.ts';

export const contactSchema = strictObject({
  name: requiredText(100),
  email,
  company: requiredText(100),
  phone,
  fleetSize: oneOf(fleetSizeBands),
  message: requiredText(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

// A question for the data protection officer: anyone may ask, without a company or a fleet.
export const privacyContactSchema = strictObject({
  name: requiredText(100),
  email,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type PrivacyContactInput = z.infer<typeof privacyContactSchema>;

export const demoRequestSchema = strictObject({
  name: requiredText(100),
  email,
  company: requiredText(100),
  phone,
  fleetSize: oneOf(fleetSizeBands),
  preferredDate: oneOf(demoDates),
  preferredTime: oneOf(demoTimes),
  requirements: optionalText(2000),
  agreeToTerms: mustBeTrue('terms.mustAgree'),
});
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

export const termsAcceptanceSchema = strictObject({
  accepted: mustBeTrue('terms.mustAgreeBeforeUse'),
});
export type TermsAcceptanceInput = z.infer<typeof termsAcceptanceSchema>;

// A data-subject right needs no justification, so the reason is optional.
export const privacyRequestSchema = strictObject({
  requestType: oneOf(privacyRequestTypes),
  email,
  reason: optionalText(2000),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>;

export const consentSchema = strictObject({
  essential: mustBeTrue('consent.essentialRequired'),
  analytics: checkbox,
  marketing: checkbox,
  personalization: checkbox,
});
export type ConsentInput = z.infer<typeof consentSchema>;

export const defaultConsent: ConsentInput = {
  essential: true,
  analytics: false,
  marketing: false,
  personalization: false,
};

export const newsletterSchema = strictObject({ email });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
