// What the desk sees before it starts a checkout: every reason the checkout would be refused
// now, each with a stable key, a message in the reader's language and what it is about.
import { z } from 'zod';
import type { MessageParams, ValidationMessageKey } from '../validation-messages.ts';

/** Hours before the booked pickup a car leaves without the desk confirming it on purpose. */
export const earlyCheckoutHours = 24;

export const checkoutReasonKeys = [
  'notAwaitingCheckout',
  'customerNotVerified',
  'customerCannotRent',
  'licenceMissing',
  'licenceExpired',
  'dateOfBirthMissing',
  'underMinimumAge',
  'vehicleInMaintenance',
  'vehicleRetired',
  'vehicleRented',
  'documentMissing',
  'documentExpired',
  'insuranceEndsBeforeReturn',
  'earlyCheckout',
] as const;
export type CheckoutReasonKey = (typeof checkoutReasonKeys)[number];

export const vehicleDocumentKinds = ['registration', 'insurance'] as const;
export type VehicleDocumentKind = (typeof vehicleDocumentKinds)[number];

export const checkoutReasonView = z.object({
  key: z.enum(checkoutReasonKeys),
  message: z.string(),
  /**
   * False for what the desk may confirm and go ahead with (an early checkout, `confirmEarly`);
   * true for what must be put right first.
   */
  blocking: z.boolean(),
  details: z.object({
    document: z.enum(vehicleDocumentKinds).optional(),
    /** the document's or licence's expiry date (YYYY-MM-DD) */
    expiredOn: z.iso.date().optional(),
    /** hours between now and the booked pickup */
    hoursEarly: z.number().int().optional(),
    minimumAge: z.number().int().optional(),
  }),
});
export type CheckoutReasonView = z.infer<typeof checkoutReasonView>;

/** `GET /reservations/{id}/checkout-readiness` and `GET /rentals/{id}/checkout-readiness`. */
export const checkoutReadinessView = z.object({
  /** nothing blocks the checkout (an early one still asks for confirmation) */
  ready: z.boolean(),
  reasons: z.array(checkoutReasonView),
});
export type CheckoutReadinessView = z.infer<typeof checkoutReadinessView>;

/**
 * One reason as the checks find it, before it is put in the reader's language: the message key
 * and its parameters. A checkout refused for it answers 409 with that message.
 */
export type CheckoutProblem = {
  key: CheckoutReasonKey;
  message: ValidationMessageKey;
  params?: MessageParams;
  details?: CheckoutReasonView['details'];
};
