// Payment schemas (SPEC §3 Payment and Refund). Amounts are integers in minor units.
import { z } from 'zod';
import { supportedCurrencies } from '../locale-lists.ts';
import { paymentMethods } from '../value-lists.ts';
import {
  id,
  minorAmount,
  msg,
  oneOf,
  optionalText,
  positiveMinorAmount,
  requiredText,
  strictObject,
  typeError,
} from './common.ts';

// Refunds are made through POST /payments/{id}/refund, never created directly.
export const payablePaymentTypes = [
  'reservation',
  'security_deposit',
  'additional_charges',
  'damage_fees',
  'late_fees',
] as const;

const paymentFields = {
  amount: positiveMinorAmount,
  currency: oneOf(supportedCurrencies),
  paymentMethod: oneOf(paymentMethods),
  type: oneOf(payablePaymentTypes),
  description: optionalText(500),
  customerId: id,
  reservationId: id.optional(),
  rentalId: id.optional(),
  notes: optionalText(2000),
};

export const paymentCreateSchema = strictObject(paymentFields);
export type PaymentCreateInput = z.infer<typeof paymentCreateSchema>;

export const paymentUpdateSchema = strictObject({
  description: paymentFields.description,
  notes: paymentFields.notes,
});
export type PaymentUpdateInput = z.infer<typeof paymentUpdateSchema>;

// Only what is safe to keep of a card: never the number or the CVC.
export const cardDetailsSchema = strictObject({
  last4: z
    .string({ error: typeError('generic.numbersOnly') })
    .regex(/^\d{4}$/, msg('generic.numbersOnly')),
  brand: optionalText(30),
  expiryMonth: z.int().min(1, msg('generic.minValue')).max(12, msg('generic.maxValue')).optional(),
  expiryYear: z
    .int()
    .min(2000, msg('generic.minValue'))
    .max(2100, msg('generic.maxValue'))
    .optional(),
});

export const paymentProcessSchema = strictObject({
  transactionId: optionalText(100),
  gatewayTransactionId: optionalText(200),
  processingFees: minorAmount.optional(),
  cardDetails: cardDetailsSchema.optional(),
  notes: optionalText(2000),
});
export type PaymentProcessInput = z.infer<typeof paymentProcessSchema>;

// SPEC §3 Refund: amount, reason, notes. Never more than what is left (refundOutcome).
export const paymentRefundSchema = strictObject({
  amount: positiveMinorAmount,
  reason: requiredText(500),
  notes: optionalText(2000),
});
export type PaymentRefundInput = z.infer<typeof paymentRefundSchema>;
