import type { Currency } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import { refundOutcome } from '@motorpool/domain/pricing';
import {
  isCardMethod,
  type PaymentCreateInput,
  type PaymentProcessInput,
  type PaymentRefundInput,
  type PaymentView,
  paymentSortFields,
} from '@motorpool/domain/schemas/payment';
import { applyAction } from '@motorpool/domain/status-machine';
import { paymentMachine } from '@motorpool/domain/status-machines';
import type { Database, Tx } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { isCheckViolation, isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { listReads } from '../../lib/list-reads.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditedChange, auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import type { PaymentParties } from './ports.ts';
import type { ChargeResult, ChargeSettlement, PaymentGateway } from './gateway.ts';
import type { Answer, Idempotency } from './idempotency.ts';
import * as customerRules from './customer-rules.ts';
import { withOneDeposit } from './deposits.ts';
import { checkPaymentLinks } from './links.ts';
import { createReservationRefunds } from './reservation-refunds.ts';
import { createListTotals } from './list-totals.ts';
import { createReceiptReads } from './receipt-service.ts';
import {
  addRefunded,
  deletePayment,
  findPayment,
  insertPayment,
  insertRefund,
  listPayments,
  nextPaymentNumber,
  recorded,
  type PaymentChanges,
  type PaymentRow,
  paymentFilterSpecs,
  paymentNumberOf,
  updatePayment,
} from './repository.ts';
import {
  audited,
  findReachable,
  loadPaymentView,
  listScopeOf,
  type PaymentEventName,
  paymentEvent,
  toPaymentListItem,
} from './views.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';

export type PaymentDeps = {
  parties: PaymentParties;
  gateway: PaymentGateway;
  events: EventPublisher;
  idempotency: Idempotency;
};

/** An Idempotency-Key as sent (undefined: none) and the request it was sent with. */
export type KeyedRequest = { key: string | undefined; hash: string };

// Payments: taken pending, processed once (at once for money staff received, through
// the gateway for cards), refunded up to the amount, never more.
export function createPaymentService(database: Database, deps: PaymentDeps) {
  const { parties, gateway, events, idempotency } = deps;
  const { customers } = parties;

  const mustFind = (tx: Tx, c: TenantCaller, id: string, lock = false) =>
    findReachable(tx, c, parties, id, lock);
  const view = (tx: Tx, id: string) => loadPaymentView(tx, customers, id);
  const publish = <N extends PaymentEventName>(
    tx: Tx,
    c: TenantCaller | null,
    name: N,
    row: PaymentRow,
    extra: Parameters<typeof paymentEvent<N>>[3],
  ) => events.publish(tx, paymentEvent(c, name, row, extra));

  async function listQuery(tx: Tx, c: TenantCaller, raw: Readonly<Record<string, unknown>>) {
    const q = parseFilteredList(raw, {
      sortable: paymentSortFields,
      defaultSort: { field: 'createdAt', direction: 'desc' },
      fields: paymentFilterSpecs,
      language: c.language,
    });
    return { ...q, ...(await listScopeOf(tx, c, parties)) };
  }

  async function insertNumbered(
    tx: Tx,
    c: TenantCaller,
    input: PaymentCreateInput,
    currency: string,
  ) {
    await checkPaymentLinks(tx, c, parties.links, input);
    try {
      // a savepoint, so an unknown party's foreign key violation leaves the transaction usable
      return await withOneDeposit(tx, c, input, async (sp) =>
        insertPayment(sp, {
          tenantId: c.tenantId,
          paymentNumber: paymentNumberOf(await nextPaymentNumber(sp, c.tenantId)),
          customerId: input.customerId,
          reservationId: input.reservationId ?? null,
          rentalId: input.rentalId ?? null,
          amount: input.amount,
          currency,
          paymentMethod: input.paymentMethod,
          type: input.type,
          status: paymentMachine.initial,
          description: input.description || null,
          notes: input.notes || null,
          processingFees: input.processingFees ?? 0,
          createdBy: c.userId,
        }),
      );
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      throw apiError('BAD_REQUEST', 'payment.unknownParty');
    }
  }

  // Cash, bank transfers and the other recorded methods: the money is in hand.
  async function completeRecorded(tx: Tx, c: TenantCaller, id: string, input: PaymentProcessInput) {
    const row = await updatePayment(tx, id, {
      ...recorded(input),
      status: 'completed',
      processedAt: new Date(),
      processedBy: c.userId,
    });
    await publish(tx, c, 'payment.completed', row, {});
    return row;
  }

  // The processor's answer to a charge, applied under the payment's lock. A confirmation
  // faster than this write (the webhook) has already settled it: only the card is noted then.
  async function applyCharge(tx: Tx, c: TenantCaller, id: string, result: ChargeResult) {
    const before = await findPayment(tx, id, true);
    if (!before) throw new Error('payment vanished while charging');
    const card: PaymentChanges = {
      gatewayTransactionId: result.transactionId,
      cardToken: result.token,
      cardBrand: result.brand,
      cardLast4: result.last4,
    };
    if (before.status !== 'processing' || result.outcome === 'pending') {
      const gatewayResponse = { ...result.response, ...before.gatewayResponse };
      return updatePayment(tx, id, { ...card, gatewayResponse });
    }
    const status = result.outcome === 'approved' ? 'completed' : 'failed';
    const row = await updatePayment(tx, id, {
      ...card,
      gatewayResponse: result.response,
      status,
      processedAt: new Date(),
    });
    if (status === 'completed') await publish(tx, c, 'payment.completed', row, {});
    else {
      const reason = String(result.response.declineCode ?? 'declined');
      await publish(tx, c, 'payment.failed', row, { reason });
    }
    await recordAudit(tx, auditScope(c), {
      action: 'charge',
      entityType: 'payment',
      entityId: id,
      before: { status: before.status },
      after: audited(row),
    });
    return row;
  }

  async function refundIn(tx: Tx, c: TenantCaller, id: string, input: PaymentRefundInput) {
    return auditedChange(tx, auditScope(c), {
      action: 'refund',
      entityType: 'payment',
      entityId: id,
      // locked: concurrent refunds of one payment queue here, each seeing the last one's total
      find: () => mustFind(tx, c, id, true),
      check: (before) => {
        if (before.status !== 'completed') {
          throw apiError('CONFLICT', 'payment.refundOnlyCompleted');
        }
        // a deposit's captured part was kept against charges: it is not there to give back
        const returnable = before.amount - before.capturedAmount;
        const outcome = refundOutcome(returnable, before.refundedAmount, input.amount);
        if (!outcome.ok) {
          const refundable = `${formatMinor(outcome.refundable, before.currency as Currency)} ${before.currency}`;
          throw apiError('CONFLICT', 'payment.refundExceedsRemaining', { params: { refundable } });
        }
      },
      change: async (before) => {
        let gatewayRefund: { refundId: string; response: Record<string, unknown> } | null = null;
        if (isCardMethod(before.paymentMethod) && before.gatewayTransactionId) {
          const answer = await gateway.refund({
            tenantId: c.tenantId,
            paymentId: id,
            transactionId: before.gatewayTransactionId,
            amount: input.amount,
            currency: before.currency,
          });
          if (!answer.ok) throw apiError('CONFLICT', 'payment.gatewayRefundFailed');
          gatewayRefund = answer;
        }
        await insertRefund(tx, {
          tenantId: c.tenantId,
          paymentId: id,
          amount: input.amount,
          reason: input.reason,
          notes: input.notes || null,
          gatewayRefundId: gatewayRefund?.refundId ?? null,
          gatewayResponse: gatewayRefund?.response ?? null,
          createdBy: c.userId,
        });
        const row = await addRefunded(tx, id, input.amount, input.reason).catch(
          (error: unknown) => {
            // the table's limit, should anything have slipped past the lock
            if (!isCheckViolation(error)) throw error;
            throw apiError('CONFLICT', 'payment.refundExceedsPaid');
          },
        );
        await publish(tx, c, 'payment.refunded', row, {
          refundAmount: input.amount,
          refundedAmount: row.refundedAmount,
        });
        return row;
      },
      audit: (before, row) => ({
        before: { status: before.status, refundedAmount: before.refundedAmount },
        after: { status: row.status, refundedAmount: row.refundedAmount, refund: input },
      }),
      view: () => view(tx, id),
    });
  }

  return {
    /** the reservations module's ReservationRefunds (a customer's cancellation) */
    ...createReservationRefunds(refundIn),

    ...listReads(database, {
      query: listQuery,
      fetch: (tx, q) => listPayments(tx, q, customers),
      context: () => undefined,
      view: toPaymentListItem,
    }),

    ...createListTotals({
      database,
      customers,
      currencyOf: (tenantId) => parties.currencyOf(tenantId),
      listQuery,
    }),

    ...createReceiptReads({ database, parties }),

    async get(c: TenantCaller, id: string): Promise<PaymentView> {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return view(tx, id);
      });
    },

    // Pending until processed; always in the company's currency.
    async create(
      c: TenantCaller,
      input: PaymentCreateInput,
      request: KeyedRequest,
    ): Promise<Answer<PaymentView>> {
      // read before the transaction opens: PGlite runs one at a time
      const currency = await parties.currencyOf(c.tenantId);
      if (input.currency !== undefined && input.currency !== currency) {
        throw fieldError('body.currency', 'payment.currencyMismatch', { params: { currency } });
      }
      await customerRules.checkCustomerOnline(c, parties);
      return idempotency.run(c, { ...request, statusCode: 201 }, async (tx) => {
        await customerRules.checkCustomerCreate(tx, c, parties, input, currency);
        const row = await insertNumbered(tx, c, input, currency);
        await recordAudit(tx, auditScope(c), {
          action: 'create',
          entityType: 'payment',
          entityId: row.id,
          after: audited(row),
        });
        return view(tx, row.id);
      });
    },

    // Under the lock the payment leaves pending (a second processing is refused from here
    // on); a card is then charged outside any transaction, and its answer applied after.
    async process(
      c: TenantCaller,
      id: string,
      input: PaymentProcessInput,
      request: KeyedRequest,
    ): Promise<Answer<PaymentView>> {
      return idempotency.runInSteps(c, { ...request, statusCode: 200 }, async () => {
        await customerRules.checkCustomerOnline(c, parties);
        const started = await database.withTenant(c.tenantId, (tx) =>
          auditedChange(tx, auditScope(c), {
            action: 'process',
            entityType: 'payment',
            entityId: id,
            find: () => mustFind(tx, c, id, true),
            check: async (before) => {
              if (!applyAction(paymentMachine, 'startProcessing', before.status).ok) {
                throw apiError('CONFLICT', 'payment.processOnlyPending');
              }
              await customerRules.checkCustomerProcess(tx, c, parties, before, input);
              const card = isCardMethod(before.paymentMethod);
              if (card && !input.card) {
                throw fieldError('body.card', 'payment.cardRequired');
              }
              if (!card && input.card) {
                throw fieldError('body.card', 'payment.cardNotTaken');
              }
            },
            change: () =>
              input.card
                ? updatePayment(tx, id, {
                    ...recorded(input),
                    status: 'processing',
                    gateway: gateway.name,
                    gatewayTransactionId: null,
                    gatewayResponse: null,
                    processedBy: c.userId,
                  })
                : completeRecorded(tx, c, id, input),
            audit: (before, row) => ({ before: { status: before.status }, after: audited(row) }),
          }),
        );
        if (input.card) {
          const result = await gateway.charge({
            tenantId: c.tenantId,
            paymentId: id,
            amount: started.amount,
            currency: started.currency,
            card: input.card,
          });
          return database.withTenant(c.tenantId, async (tx) => {
            await applyCharge(tx, c, id, result);
            return view(tx, id);
          });
        }
        return database.withTenant(c.tenantId, (tx) => view(tx, id));
      });
    },

    async refund(
      c: TenantCaller,
      id: string,
      input: PaymentRefundInput,
      request: KeyedRequest,
    ): Promise<Answer<PaymentView>> {
      return idempotency.run(c, { ...request, statusCode: 200 }, (tx) =>
        refundIn(tx, c, id, input),
      );
    },

    // Only a pending payment goes; any other is kept for the books and refunded instead.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await database.withTenant(c.tenantId, (tx) =>
        auditedChange(tx, auditScope(c), {
          action: 'delete',
          entityType: 'payment',
          entityId: id,
          find: () => mustFind(tx, c, id, true),
          check: (before) => {
            if (before.status !== 'pending') {
              throw apiError('CONFLICT', 'payment.deleteOnlyPending');
            }
          },
          change: async (before) => {
            await deletePayment(tx, id);
            return before;
          },
          audit: (before) => ({ before: audited(before) }),
        }),
      );
    },

    /**
     * The gateway's later word on a charge left processing. Anything else (another
     * transaction, a payment already settled, a repeated delivery) is acknowledged and ignored.
     */
    async settle(s: ChargeSettlement): Promise<boolean> {
      return database.withTenant(s.tenantId, async (tx) => {
        const before = await findPayment(tx, s.paymentId, true);
        // the charge's own answer may not be written yet: the signed payment id is enough then
        const charge = before?.gatewayTransactionId ?? s.transactionId;
        if (before?.status !== 'processing' || charge !== s.transactionId) return false;
        const status = s.outcome === 'approved' ? 'completed' : 'failed';
        const row = await updatePayment(tx, before.id, {
          status,
          gatewayTransactionId: s.transactionId,
          gatewayResponse: { ...before.gatewayResponse, ...s.response },
          processedAt: new Date(),
        });
        if (status === 'completed') await publish(tx, null, 'payment.completed', row, {});
        else await publish(tx, null, 'payment.failed', row, { reason: 'declined' });
        await recordAudit(
          tx,
          { tenantId: s.tenantId, actor: { type: 'system' } },
          {
            action: 'settle',
            entityType: 'payment',
            entityId: row.id,
            before: { status: before.status },
            after: { status: row.status, gateway: gateway.name },
          },
        );
        return true;
      });
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return entityActivity(tx, 'payment', id, page);
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
