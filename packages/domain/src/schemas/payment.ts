// Payment schemas (payments and refunds). Amounts are integers in minor units of the
// company's currency.
import { z } from 'zod';
import { cardExpired } from '../card-expiry.ts';
import { supportedCurrencies } from '../locale-lists.ts';
import {
  paymentMethods,
  paymentStatuses,
  paymentTypes,
  type PaymentStatus,
} from '../value-lists.ts';
import {
  id,
  minorAmount,
  msg,
  oneOf,
  optionalText,
  pagedView,
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

/** The methods whose money moves through the card gateway; the others are recorded by staff. */
export const cardPaymentMethods = ['credit_card', 'debit_card', 'stripe'] as const;
export const isCardMethod = (method: string) =>
  (cardPaymentMethods as readonly string[]).includes(method);

/** A payment has a receipt once money was taken: completed (partly refunded too) or refunded. */
export const receiptStatuses = ['completed', 'refunded'] as const;
export const hasReceipt = (payment: { status: string }) =>
  (receiptStatuses as readonly string[]).includes(payment.status);

/**
 * How a payment's status reads: a refund in part keeps it `completed` (its money is partly
 * still taken), which people read as partly refunded; the last refund makes it `refunded`.
 */
export const shownPaymentStatuses = [...paymentStatuses, 'partially_refunded'] as const;
export type ShownPaymentStatus = (typeof shownPaymentStatuses)[number];
export const shownPaymentStatus = (payment: {
  status: PaymentStatus;
  refundedAmount: number;
}): ShownPaymentStatus =>
  payment.status === 'completed' && payment.refundedAmount > 0
    ? 'partially_refunded'
    : payment.status;

const paymentFields = {
  amount: positiveMinorAmount,
  // The company's currency; named only to be checked (another one is refused).
  currency: oneOf(supportedCurrencies).optional(),
  paymentMethod: oneOf(paymentMethods),
  type: oneOf(payablePaymentTypes),
  description: optionalText(500),
  customerId: id,
  reservationId: id.optional(),
  rentalId: id.optional(),
  processingFees: minorAmount.optional(),
  notes: optionalText(2000),
};

export const paymentCreateSchema = strictObject(paymentFields);
export type PaymentCreateInput = z.infer<typeof paymentCreateSchema>;

/**
 * What the card form sends once, to the gateway only: the number never reaches a table or a
 * log; the payment keeps the gateway's token, the brand and the last four digits.
 */
export const cardInputSchema = strictObject({
  number: z
    .string({ error: typeError('generic.numbersOnly') })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, msg('payment.cardNumberInvalid'))),
  expiryMonth: z.int().min(1, msg('generic.minValue')).max(12, msg('generic.maxValue')),
  expiryYear: z.int().min(2000, msg('generic.minValue')).max(2100, msg('generic.maxValue')),
  cvc: z
    .string({ error: typeError('payment.cardCvcInvalid') })
    .regex(/^\d{3,4}$/, msg('payment.cardCvcInvalid')),
  holderName: optionalText(100),
}).refine((card) => !cardExpired(card.expiryMonth, card.expiryYear), {
  path: ['expiryYear'],
  error: 'payment.cardExpired',
});
export type CardInput = z.infer<typeof cardInputSchema>;

// Card methods need `card`; cash, bank transfers and the rest take the staff's reference.
export const paymentProcessSchema = strictObject({
  card: cardInputSchema.optional(),
  transactionId: optionalText(100),
  processingFees: minorAmount.optional(),
  notes: optionalText(2000),
});
export type PaymentProcessInput = z.infer<typeof paymentProcessSchema>;

// Refund: amount, reason, notes. Never more than what is left (refundOutcome).
export const paymentRefundSchema = strictObject({
  amount: positiveMinorAmount,
  reason: requiredText(500),
  notes: optionalText(2000),
});
export type PaymentRefundInput = z.infer<typeof paymentRefundSchema>;

// --- views -------------------------------------------------------------------------------------

/** Only what is safe to keep of a card. */
export const cardDetailsView = z.object({ brand: z.string(), last4: z.string() });
export type CardDetailsView = z.infer<typeof cardDetailsView>;

export const refundView = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  notes: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

const partyCard = z.object({ name: z.string(), email: z.string(), phone: z.string() });

export const paymentListItemView = z.object({
  id: z.string(),
  paymentNumber: z.string(),
  amount: z.number().int(),
  currency: z.enum(supportedCurrencies),
  paymentMethod: z.enum(paymentMethods),
  type: z.enum(paymentTypes),
  status: z.enum(paymentStatuses),
  description: z.string().nullable(),
  customerId: z.string(),
  customer: partyCard.nullable(),
  reservationId: z.string().nullable(),
  rentalId: z.string().nullable(),
  transactionId: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  gatewayResponse: z.record(z.string(), z.unknown()).nullable(),
  cardDetails: cardDetailsView.nullable(),
  processingFees: z.number().int(),
  refundedAmount: z.number().int(),
  /** a security deposit's part kept against a rental's return charges */
  capturedAmount: z.number().int(),
  refundReason: z.string().nullable(),
  notes: z.string().nullable(),
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentListItemView = z.infer<typeof paymentListItemView>;

export const paymentView = paymentListItemView.extend({ refunds: z.array(refundView) });
export type PaymentView = z.infer<typeof paymentView>;

export const paymentListView = pagedView(paymentListItemView);
export type PaymentListView = z.infer<typeof paymentListView>;

// A customer's own payment without the staff's notes, processing fees and who processed it.
export const customerRefundView = refundView.omit({ notes: true, createdBy: true });
export const customerPaymentListItemView = paymentListItemView
  .omit({ notes: true, processingFees: true, processedBy: true })
  .meta({ id: 'CustomerPaymentListItem' });
export type CustomerPaymentListItemView = z.infer<typeof customerPaymentListItemView>;
export const customerPaymentView = customerPaymentListItemView
  .extend({ refunds: z.array(customerRefundView) })
  .meta({ id: 'CustomerPayment' });
export type CustomerPaymentView = z.infer<typeof customerPaymentView>;
export const customerPaymentListView = pagedView(customerPaymentListItemView);

/** GET /payments/totals: the filtered list's count and sums, in minor units. */
export const paymentTotalsView = z.object({
  count: z.number().int(),
  currency: z.enum(supportedCurrencies),
  amount: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type PaymentTotalsView = z.infer<typeof paymentTotalsView>;

export const paymentSortFields = [
  'createdAt',
  'processedAt',
  'paymentNumber',
  'amount',
  'status',
] as const;
export type PaymentSortField = (typeof paymentSortFields)[number];

export const paymentFilterFields = [
  'status',
  'type',
  'paymentMethod',
  'customerId',
  'reservationId',
  'rentalId',
  'amount',
  'createdAt',
  'processedAt',
] as const;
export type PaymentFilterField = (typeof paymentFilterFields)[number];
