// How a payment is answered (PaymentView), who may see it, and how its events are named.
import type { DomainEventPayloads, NewDomainEvent } from '@motorpool/domain/events';
import { hasPermission } from '@motorpool/domain/permissions';
import type {
  PaymentListItemView,
  PaymentView,
  RefundView,
} from '@motorpool/domain/schemas/payment';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { branchScopeOf, inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentCustomers, PaymentParties } from './ports.ts';
import {
  findPayment,
  findPaymentWithCard,
  paymentsAtBranch,
  type PaymentListRow,
  type PaymentRow,
  type RefundRow,
  refundsOf,
} from './repository.ts';

// Staff who may read the customers see every payment; any other caller (the customer role)
// sees only the payments of their own customer record.
const isStaff = (c: Pick<TenantCaller, 'permissions'>) =>
  hasPermission(c.permissions, 'customers:read');

/** The customer record a customer account is kept to; undefined for staff. */
export async function ownCustomerOf(
  tx: Tx,
  c: TenantCaller,
  customers: Pick<PaymentCustomers, 'ofUser'>,
): Promise<string | undefined> {
  if (isStaff(c)) return undefined;
  const own = await customers.ofUser(tx, c.userId);
  if (!own) throw apiError('FORBIDDEN', 'http.forbidden');
  return own.id;
}

/** Whose payments a list shows: a customer's own, a branch's and the company's, or all. */
export async function listScopeOf(
  tx: Tx,
  c: TenantCaller,
  parties: Pick<PaymentParties, 'customers' | 'links'>,
): Promise<{ customerId?: string; branch?: SQL }> {
  const own = await ownCustomerOf(tx, c, parties.customers);
  const branch = branchScopeOf(c);
  return {
    ...(own ? { customerId: own } : {}),
    ...(branch ? { branch: paymentsAtBranch(parties.links, branch) } : {}),
  };
}

/**
 * The payment, or 404 when it is not the company's, (for a customer) not their own, or (for
 * staff kept to a branch) of another branch's reservation or rental.
 */
export async function findReachable(
  tx: Tx,
  c: TenantCaller,
  parties: Pick<PaymentParties, 'customers' | 'links'>,
  id: string,
  lock = false,
): Promise<PaymentRow> {
  const row = await findPayment(tx, id, lock);
  const own = await ownCustomerOf(tx, c, parties.customers);
  if (!row || (own !== undefined && row.customerId !== own))
    throw apiError('NOT_FOUND', 'error.paymentNotFound');
  if (!(await inPaymentBranch(tx, c, parties.links, row)))
    throw apiError('NOT_FOUND', 'error.paymentNotFound');
  return row;
}

// A payment is its reservation's and rental's branches'; one with neither is the company's.
async function inPaymentBranch(
  tx: Tx,
  c: TenantCaller,
  links: PaymentParties['links'],
  row: Pick<PaymentRow, 'reservationId' | 'rentalId'>,
): Promise<boolean> {
  if (!branchScopeOf(c) || (!row.reservationId && !row.rentalId)) return true;
  const reservation = row.reservationId
    ? await links.reservations.find(tx, row.reservationId)
    : undefined;
  const rental = row.rentalId ? await links.rentals.find(tx, row.rentalId) : undefined;
  return inBranchScope(
    c,
    reservation?.pickupBranchId,
    reservation?.returnBranchId,
    rental?.pickupBranchId,
    rental?.returnBranchId,
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPaymentListItem(row: PaymentListRow): PaymentListItemView {
  return {
    id: row.id,
    paymentNumber: row.paymentNumber,
    amount: row.amount,
    currency: row.currency as PaymentListItemView['currency'],
    paymentMethod: row.paymentMethod,
    type: row.type,
    status: row.status,
    description: row.description,
    customerId: row.customerId,
    customer: row.customer,
    reservationId: row.reservationId,
    rentalId: row.rentalId,
    transactionId: row.transactionId,
    gatewayTransactionId: row.gatewayTransactionId,
    gatewayResponse: row.gatewayResponse,
    cardDetails:
      row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    processingFees: row.processingFees,
    refundedAmount: row.refundedAmount,
    capturedAmount: row.capturedAmount,
    refundReason: row.refundReason,
    notes: row.notes,
    processedAt: iso(row.processedAt),
    processedBy: row.processedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toRefundView = (r: RefundRow): RefundView => ({
  id: r.id,
  amount: r.amount,
  reason: r.reason,
  notes: r.notes,
  gatewayRefundId: r.gatewayRefundId,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

export async function loadPaymentView(
  tx: Tx,
  customers: PaymentCustomers,
  id: string,
): Promise<PaymentView> {
  const row = await findPaymentWithCard(tx, id, customers);
  if (!row) throw apiError('NOT_FOUND', 'error.paymentNotFound');
  return { ...toPaymentListItem(row), refunds: (await refundsOf(tx, id)).map(toRefundView) };
}

/** What the audit trail keeps of a payment: never a card's token. */
export const audited = (row: PaymentRow) => ({
  paymentNumber: row.paymentNumber,
  amount: row.amount,
  currency: row.currency,
  paymentMethod: row.paymentMethod,
  type: row.type,
  status: row.status,
  customerId: row.customerId,
  reservationId: row.reservationId,
  rentalId: row.rentalId,
  refundedAmount: row.refundedAmount,
  capturedAmount: row.capturedAmount,
  gatewayTransactionId: row.gatewayTransactionId,
});

export type PaymentEventName = 'payment.completed' | 'payment.failed' | 'payment.refunded';

export function paymentEvent<N extends PaymentEventName>(
  c: Pick<TenantCaller, 'userId'> | null,
  name: N,
  row: PaymentRow,
  extra: Omit<DomainEventPayloads[N], keyof DomainEventPayloads['payment.completed']>,
): NewDomainEvent {
  return {
    name,
    tenantId: row.tenantId,
    actor: c ? { type: 'user', id: c.userId } : { type: 'system', id: null },
    subject: { type: 'payment', id: row.id },
    payload: {
      paymentId: row.id,
      paymentNumber: row.paymentNumber,
      customerId: row.customerId,
      reservationId: row.reservationId,
      rentalId: row.rentalId,
      amount: row.amount,
      currency: row.currency,
      ...extra,
    },
  } as NewDomainEvent;
}
