// A customer's cancellation gives back what the policy does not keep: spread over the
// reservation's completed payments, newest first, each through the one refund the payments
// module has (cards through the gateway), inside the cancelling transaction.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { payments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentRefundInput } from '@motorpool/domain/schemas/payment';

type RefundIn = (
  tx: Tx,
  c: TenantCaller,
  id: string,
  input: PaymentRefundInput,
) => Promise<unknown>;

export function createReservationRefunds(refundIn: RefundIn) {
  return {
    async refundReservation(
      tx: Tx,
      c: TenantCaller,
      reservationId: string,
      amount: number,
      reason: string,
    ): Promise<void> {
      const paid = await tx
        .select({
          id: payments.id,
          left: payments.amount,
          refunded: payments.refundedAmount,
          captured: payments.capturedAmount,
        })
        .from(payments)
        .where(
          and(
            eq(payments.reservationId, reservationId),
            eq(payments.status, 'completed'),
            ne(payments.type, 'security_deposit'),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id));
      let owed = amount;
      for (const p of paid) {
        const take = Math.min(owed, p.left - p.refunded - p.captured);
        if (take <= 0) continue;
        await refundIn(tx, c, p.id, { amount: take, reason });
        owed -= take;
        if (owed === 0) return;
      }
    },
  };
}
