// What the desk writes on a payment and a refund, and what the sandbox card processor answers
// (sandbox-gateway.ts): the seeded cards look like the ones taken through the app.
import type { PaymentMethod } from '@motorpool/domain/value-lists';
import type { Random } from './customer-identities.ts';

export const descriptions = {
  full: 'Rental price, paid in full',
  advance: 'Advance on the booking',
  balance: 'Balance of the rental price at pickup',
  charges: 'Return charges',
} as const;

export const goodwillReasons = [
  'Goodwill: the car was handed over late at pickup',
  'Goodwill: air conditioning fault reported during the rental',
  'Goodwill: long wait at the desk',
  'Goodwill: loyal customer, part of the fuel charge waived',
];

export const noShowNote = 'Advance kept: the customer did not show up';

export const declineCodes = ['card_declined', 'insufficient_funds', 'expired_card'];

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

/** A uuid-shaped id from the seed's stream: the sandbox's ids are random uuids. */
export const sandboxId = (random: Random, prefix: string) =>
  `${prefix}${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

const brands: [brand: string, weight: number][] = [
  ['visa', 55],
  ['mastercard', 38],
  ['amex', 7],
];

/** The card columns a charge through the sandbox leaves on a payment. */
export function cardOf(random: Random, approved: boolean, declineCode = 'card_declined') {
  let r = random() * 100;
  const brand = brands.find(([, w]) => (r -= w) < 0)?.[0] ?? 'visa';
  const last4 = String(Math.floor(random() * 10_000)).padStart(4, '0');
  return {
    gateway: 'sandbox',
    gatewayTransactionId: sandboxId(random, 'sbx_ch_'),
    cardToken: sandboxId(random, 'sbx_tok_'),
    cardBrand: brand,
    cardLast4: last4,
    gatewayResponse: approved ? { status: 'succeeded' } : { status: 'declined', declineCode },
  };
}

/** A bank's reference for a transfer, or null for cash (the desk's receipt is the payment). */
export function referenceOf(random: Random, method: PaymentMethod, at: Date): string | null {
  if (method !== 'bank_transfer') return null;
  return `TRF-${at.getUTCFullYear()}-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}

export const refundByCard = (random: Random) => {
  const refundId = sandboxId(random, 'sbx_re_');
  return { gatewayRefundId: refundId, gatewayResponse: { status: 'succeeded', refundId } };
};
