// The public footer's newsletter sign-up (SPEC §2 marketing site).
import type { z } from 'zod';
import { languages } from '../locale-lists.ts';
import { email, oneOf, strictObject } from './common.ts';

export const newsletterSubscriptionSchema = strictObject({
  email,
  language: oneOf(languages).optional(),
});
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;
