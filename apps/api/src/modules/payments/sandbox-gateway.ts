// A card processor that behaves like a real one, with no network: test card numbers approve,
// decline, or need a later confirmation that arrives as a signed webhook a moment later.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ChargeRequest, ChargeResult, ChargeSettlement, PaymentGateway } from './gateway.ts';

export const sandboxCards = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  confirmLater: '4000000000003220',
} as const;

export const sandboxSignatureHeader = 'x-sandbox-signature';

/** Posts a signed webhook body to the app (app.ts wires it to the public webhook route). */
export type WebhookDelivery = (body: string, signature: string) => Promise<void>;

const settlementBody = z.object({
  tenantId: z.uuid(),
  paymentId: z.uuid(),
  transactionId: z.string(),
  outcome: z.enum(['approved', 'declined']),
  response: z.record(z.string(), z.unknown()),
});

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

export function createSandboxGateway(options: { secret: string; confirmAfterMs?: number }) {
  const confirmAfterMs = options.confirmAfterMs ?? 50;
  let deliver: WebhookDelivery | null = null;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  /** every charge asked for (tests count them); no card number is kept */
  const charges: { paymentId: string; transactionId: string }[] = [];

  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest('hex');

  function scheduleConfirmation(request: ChargeRequest, transactionId: string) {
    const body = JSON.stringify({
      tenantId: request.tenantId,
      paymentId: request.paymentId,
      transactionId,
      outcome: 'approved',
      response: { status: 'succeeded', authentication: 'completed' },
    } satisfies ChargeSettlement);
    const timer = setTimeout(() => {
      pending.delete(timer);
      void deliver?.(body, sign(body));
    }, confirmAfterMs);
    pending.add(timer);
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    async charge(request): Promise<ChargeResult> {
      const number = request.card.number;
      const transactionId = `sbx_ch_${randomUUID()}`;
      charges.push({ paymentId: request.paymentId, transactionId });
      const card = {
        transactionId,
        token: `sbx_tok_${randomUUID()}`,
        brand: brandOf(number),
        last4: number.slice(-4),
      };
      if (number === sandboxCards.decline) {
        return {
          ...card,
          outcome: 'declined',
          response: { status: 'declined', declineCode: 'card_declined' },
        };
      }
      if (number === sandboxCards.confirmLater) {
        scheduleConfirmation(request, transactionId);
        return { ...card, outcome: 'pending', response: { status: 'requires_confirmation' } };
      }
      return { ...card, outcome: 'approved', response: { status: 'succeeded' } };
    },
    async refund() {
      const refundId = `sbx_re_${randomUUID()}`;
      return { ok: true, refundId, response: { status: 'succeeded', refundId } };
    },
    verifyWebhook(body, signature) {
      const parsed = settlementBody.safeParse(body);
      if (!parsed.success || !signature) return null;
      const expected = Buffer.from(sign(JSON.stringify(parsed.data)));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return parsed.data;
    },
  };

  return {
    gateway,
    charges,
    sign,
    /** Where confirmations go: the app's own webhook route. */
    deliverTo(delivery: WebhookDelivery) {
      deliver = delivery;
    },
    /** Drops confirmations not yet sent (on close). */
    stop() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
