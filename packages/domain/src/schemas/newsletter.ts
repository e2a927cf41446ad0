// The public footer's newsletter sign-up (marketing site), in zod/mini like the
// sign-in form: the box sits on every marketing page.
import * as z from 'zod/mini';
import { languages } from '../locale-lists.ts';
import { email, oneOf, strictObject } from './mini.ts';

export const newsletterSubscriptionSchema = strictObject({
  email,
  language: z.optional(oneOf(languages)),
});
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;
