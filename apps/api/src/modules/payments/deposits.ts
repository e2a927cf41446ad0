// Security deposits (docs/product/payments.md): a `security_deposit` payment taken with the rental at checkout,
// then at check-in captured against the return charges and the rest released as a refund. Both
// run inside the rental's own transaction; only a card release calls the gateway, as a refund
// does (the sandbox answers at once).
import { isCardMethod } from '@motorpool/domain/schemas/payment';
import type { Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope, recordAudit } from '../audit/ports.ts';
import type { RentalDeposits } from './ports.ts';
import type { PaymentGateway } from './gateway.ts';
import {
  addCaptured,
  addRefunded,
  depositsOfRental,
  insertPayment,
  insertRefund,
  nextPaymentNumber,
  type PaymentRow,
  paymentNumberOf,
  updatePayment,
} from './repository.ts';
import { audited, paymentEvent } from './views.ts';
import { apiError } from '../../lib/http-errors.ts';

export type DepositDeps = { gateway: PaymentGateway; events: EventPublisher };

/** A rental has one security deposit (the database holds it): a second is refused. */
/**
 * Inserts a payment in a savepoint (a violation leaves the transaction usable); a security
 * deposit only while its rental has none. The unique index decides a race, and the loser is
 * told which payment won.
 */
export async function withOneDeposit<T>(
  tx: Tx,
  c: TenantCaller,
  input: { type: string; rentalId?: string | undefined },
  insert: (sp: Tx) => Promise<T>,
): Promise<T> {
  const rentalId = input.type === 'security_deposit' ? input.rentalId : undefined;
  if (rentalId) await refuseSecondDeposit(tx, c, rentalId);
  try {
    return await tx.transaction(insert);
  } catch (error) {
    if (rentalId && isUniqueViolation(error)) await refuseSecondDeposit(tx, c, rentalId);
    throw error;
  }
}

async function refuseSecondDeposit(tx: Tx, c: TenantCaller, rentalId: string) {
  const open = (await depositsOfRental(tx, rentalId)).find((row) => row.status !== 'cancelled');
  if (open) {
    const params = { paymentNumber: open.paymentNumber };
    throw apiError('CONFLICT', 'payment.depositExists', { params });
  }
}

/** What a deposit payment still holds: taken, neither captured nor released. */
export const heldOf = (row: PaymentRow) =>
  row.status === 'completed' ? row.amount - row.refundedAmount - row.capturedAmount : 0;

export function createPaymentDeposits({ gateway, events }: DepositDeps): RentalDeposits {
  // The rest of a deposit goes back; a card's through the processor. Its refusal leaves the
  // money held (the rental shows it) for staff to refund later: the car is back regardless.
  async function release(
    tx: Tx,
    c: TenantCaller,
    row: PaymentRow,
    amount: number,
    rentalNumber: string,
  ) {
    let refund: { refundId: string; response: Record<string, unknown> } | null = null;
    if (isCardMethod(row.paymentMethod) && row.gatewayTransactionId) {
      const answer = await gateway.refund({
        tenantId: c.tenantId,
        paymentId: row.id,
        transactionId: row.gatewayTransactionId,
        amount,
        currency: row.currency,
      });
      if (!answer.ok) return;
      refund = answer;
    }
    // the rental's number: a reason that reads the same in every language
    await insertRefund(tx, {
      tenantId: c.tenantId,
      paymentId: row.id,
      amount,
      reason: rentalNumber,
      gatewayRefundId: refund?.refundId ?? null,
      gatewayResponse: refund?.response ?? null,
      createdBy: c.userId,
    });
    const after = await addRefunded(tx, row.id, amount, rentalNumber);
    await recordAudit(tx, auditScope(c), {
      action: 'refund',
      entityType: 'payment',
      entityId: row.id,
      before: { status: row.status, refundedAmount: row.refundedAmount },
      after: { status: after.status, refundedAmount: after.refundedAmount, rentalNumber },
    });
    await events.publish(
      tx,
      paymentEvent(c, 'payment.refunded', after, {
        refundAmount: amount,
        refundedAmount: after.refundedAmount,
      }),
    );
  }

  return {
    async take(tx, c, d) {
      await refuseSecondDeposit(tx, c, d.rental.id);
      const inHand = !isCardMethod(d.method);
      const number = await nextPaymentNumber(tx, c.tenantId);
      const row = await insertPayment(tx, {
        tenantId: c.tenantId,
        paymentNumber: paymentNumberOf(number),
        customerId: d.customerId,
        reservationId: d.reservationId,
        rentalId: d.rental.id,
        amount: d.amount,
        currency: d.currency,
        paymentMethod: d.method,
        type: 'security_deposit',
        status: inHand ? 'completed' : 'pending',
        description: d.rental.rentalNumber,
        transactionId: d.transactionId || null,
        processedAt: inHand ? new Date() : null,
        processedBy: inHand ? c.userId : null,
        createdBy: c.userId,
      });
      await recordAudit(tx, auditScope(c), {
        action: 'create',
        entityType: 'payment',
        entityId: row.id,
        after: audited(row),
      });
      if (inHand) await events.publish(tx, paymentEvent(c, 'payment.completed', row, {}));
    },

    async settle(tx, c, rental, charges) {
      let owed = charges;
      for (const before of await depositsOfRental(tx, rental.id, true)) {
        if (before.status === 'pending' || before.status === 'failed') {
          // never taken: nothing is left waiting on a rental that is over
          const row = await updatePayment(tx, before.id, { status: 'cancelled' });
          await recordAudit(tx, auditScope(c), {
            action: 'cancel',
            entityType: 'payment',
            entityId: row.id,
            before: { status: before.status },
            after: { status: row.status, rentalNumber: rental.rentalNumber },
          });
          continue;
        }
        const held = heldOf(before);
        if (held <= 0) continue;
        const captured = Math.min(held, owed);
        owed -= captured;
        let row = before;
        if (captured > 0) {
          row = await addCaptured(tx, before.id, captured);
          await recordAudit(tx, auditScope(c), {
            action: 'capture',
            entityType: 'payment',
            entityId: row.id,
            before: { capturedAmount: before.capturedAmount },
            after: { capturedAmount: row.capturedAmount, rentalNumber: rental.rentalNumber },
          });
        }
        if (held > captured) await release(tx, c, row, held - captured, rental.rentalNumber);
      }
    },

    async of(tx, rentalId) {
      const rows = await depositsOfRental(tx, rentalId);
      const sum = (pick: (row: PaymentRow) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        held: sum(heldOf),
        captured: sum((row) => row.capturedAmount),
        released: sum((row) => row.refundedAmount),
        payments: rows.map((row) => ({
          id: row.id,
          paymentNumber: row.paymentNumber,
          status: row.status,
          paymentMethod: row.paymentMethod,
          amount: row.amount,
          capturedAmount: row.capturedAmount,
          refundedAmount: row.refundedAmount,
        })),
      };
    },
  };
}
