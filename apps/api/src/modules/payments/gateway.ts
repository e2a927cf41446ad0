// The card processor behind payments. The sandbox (sandbox-gateway.ts) ships with Motorpool; a
// real provider implements the same interface and is chosen in composition.ts.
import type { CardInput } from '@motorpool/domain/schemas/payment';

export type ChargeRequest = {
  tenantId: string;
  paymentId: string;
  amount: number;
  currency: string;
  card: CardInput;
};

/** What a charge answered; `pending` ones are settled later through the provider's webhook. */
export type ChargeResult = {
  outcome: 'approved' | 'declined' | 'pending';
  transactionId: string;
  /** the provider's reference to the card, standing in for its number */
  token: string;
  brand: string;
  last4: string;
  response: Record<string, unknown>;
};

export type RefundRequest = {
  tenantId: string;
  paymentId: string;
  transactionId: string;
  amount: number;
  currency: string;
};

export type RefundResult =
  | { ok: true; refundId: string; response: Record<string, unknown> }
  | { ok: false; response: Record<string, unknown> };

/** A settled pending charge, as the provider's signed webhook tells it. */
export type ChargeSettlement = {
  tenantId: string;
  paymentId: string;
  transactionId: string;
  outcome: 'approved' | 'declined';
  response: Record<string, unknown>;
};

export type PaymentGateway = {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The webhook's body read, or null when its signature does not hold. */
  verifyWebhook(body: unknown, signature: string | undefined): ChargeSettlement | null;
};
