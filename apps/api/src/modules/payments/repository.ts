// The code that reads and writes `payments`, `payment_counters` and `payment_refunds`.
import type {
  PaymentFilterField,
  PaymentProcessInput,
  PaymentSortField,
} from '@motorpool/domain/schemas/payment';
import { paymentMethods, paymentStatuses, paymentTypes } from '@motorpool/domain/value-lists';
import { and, asc, count, eq, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { paymentCounters, paymentRefunds, payments } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import type { PaymentCustomers, PaymentParties } from './ports.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PaymentChanges = Partial<Omit<PaymentInsert, 'tenantId' | 'paymentNumber'>>;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentListRow = PaymentRow & {
  customer: { name: string; email: string; phone: string } | null;
};

/** PAY-000123: the company's running number, six digits at least. */
export const paymentNumberOf = (n: number): string => `PAY-${String(n).padStart(6, '0')}`;

export const paymentFilterSpecs: Record<PaymentFilterField, FieldSpec> = {
  status: { kind: 'enum', column: payments.status, values: paymentStatuses },
  type: { kind: 'enum', column: payments.type, values: paymentTypes },
  paymentMethod: { kind: 'enum', column: payments.paymentMethod, values: paymentMethods },
  customerId: { kind: 'uuid', column: payments.customerId },
  reservationId: { kind: 'uuid', column: payments.reservationId },
  rentalId: { kind: 'uuid', column: payments.rentalId },
  amount: { kind: 'int', column: payments.amount },
  createdAt: { kind: 'date', column: payments.createdAt },
  processedAt: { kind: 'date', column: payments.processedAt },
};

const sortColumns: Record<PaymentSortField, SQL> = {
  createdAt: sql`${payments.createdAt}`,
  processedAt: sql`${payments.processedAt}`,
  paymentNumber: sql`${payments.paymentNumber}`,
  amount: sql`${payments.amount}`,
  status: sql`${payments.status}`,
};

// Subqueries name the outer table: a bare column would bind to the subquery's own table.
const customerCard = (customers: PaymentCustomers) =>
  customers.cardAt({ tenantId: sql`${payments.tenantId}`, id: sql`${payments.customerId}` });

export type PaymentListQuery = Omit<ParsedList<PaymentSortField>, 'page'> & {
  /** a customer account sees only its own record's payments */
  customerId?: string;
  /** staff kept to a branch see its bookings' and rentals' payments and the company's own */
  branch?: SQL;
};

/** The payments of a branch's reservations and rentals, and those of neither (the company's). */
export function paymentsAtBranch(links: PaymentParties['links'], branchId: string): SQL {
  return or(
    and(isNull(payments.reservationId), isNull(payments.rentalId)),
    sql`${payments.reservationId} in (${links.reservations.idsAtBranch(branchId)})`,
    sql`${payments.rentalId} in (${links.rentals.idsAtBranch(branchId)})`,
  ) as SQL;
}

function listWhere(q: PaymentListQuery, customers: PaymentCustomers) {
  const search = q.search
    ? or(
        ilikeContains(payments.paymentNumber, q.search),
        ilikeContains(payments.transactionId, q.search),
        ilikeContains(payments.gatewayTransactionId, q.search),
        sql`${payments.customerId} in (${customers.idsNamed(q.search)})`,
      )
    : undefined;
  const own = q.customerId ? eq(payments.customerId, q.customerId) : undefined;
  return and(...q.conditions, search, own, q.branch);
}

/** One page with the customers' cards; the total is counted only for a full page. */
export async function listPayments(tx: Tx, q: PaymentListQuery, customers: PaymentCustomers) {
  const where = listWhere(q, customers);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select({ ...getTableColumns(payments), customer: customerCard(customers) })
    .from(payments)
    .where(where)
    .orderBy(
      sql`${sortColumns[q.sort.field]} ${direction} nulls last`,
      sql`${payments.id} ${direction}`,
    )
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(payments).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows as PaymentListRow[], total };
}

/** The whole filtered set's count and sums in one aggregate (the page and the sort aside). */
export async function paymentTotals(tx: Tx, q: PaymentListQuery, customers: PaymentCustomers) {
  const [row] = await tx
    .select({
      count: count(),
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedAmount}), 0)`,
    })
    .from(payments)
    .where(listWhere(q, customers));
  return {
    count: row?.count ?? 0,
    amount: Number(row?.amount ?? 0),
    refunded: Number(row?.refunded ?? 0),
  };
}

export async function findPaymentWithCard(tx: Tx, id: string, customers: PaymentCustomers) {
  const [row] = await tx
    .select({ ...getTableColumns(payments), customer: customerCard(customers) })
    .from(payments)
    .where(eq(payments.id, id));
  return row as PaymentListRow | undefined;
}

export async function findPayment(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's next payment number; the counter row stays locked until commit. */
export async function nextPaymentNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(paymentCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: paymentCounters.tenantId,
      set: { lastNumber: sql`${paymentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: paymentCounters.lastNumber });
  if (!row) throw new Error('payment counter returned nothing');
  return row.lastNumber;
}

export async function insertPayment(tx: Tx, values: PaymentInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function updatePayment(tx: Tx, id: string, changes: PaymentChanges) {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment update returned nothing');
  return row;
}

/** Adds a refund to the running total; the table's check refuses going past the amount. */
export async function addRefunded(tx: Tx, id: string, amount: number, reason: string) {
  const [row] = await tx
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
      status: sql`case when ${payments.refundedAmount} + ${amount} = ${payments.amount}
        then 'refunded' else ${payments.status} end`,
      refundReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment refund update returned nothing');
  return row;
}

/** A rental's security deposits, oldest first; locked for check-in's settlement. */
export async function depositsOfRental(tx: Tx, rentalId: string, lock = false) {
  const query = tx
    .select()
    .from(payments)
    .where(and(eq(payments.rentalId, rentalId), eq(payments.type, 'security_deposit')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return lock ? query.for('update') : query;
}

/** Keeps part of a deposit against charges; the table's check keeps it within the amount. */
export async function addCaptured(tx: Tx, id: string, amount: number) {
  const [row] = await tx
    .update(payments)
    .set({ capturedAmount: sql`${payments.capturedAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment capture update returned nothing');
  return row;
}

export async function deletePayment(tx: Tx, id: string): Promise<void> {
  await tx.delete(payments).where(eq(payments.id, id));
}

export async function insertRefund(tx: Tx, values: Omit<typeof paymentRefunds.$inferInsert, 'id'>) {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function refundsOf(tx: Tx, paymentId: string): Promise<RefundRow[]> {
  return tx
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** Whether the company has any payment (its currency is then locked). */
export async function hasAnyPayment(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).limit(1);
  return row !== undefined;
}

// Staff's references and fees given when processing, kept beside the outcome.
export const recorded = (input: PaymentProcessInput): PaymentChanges => ({
  ...(input.transactionId ? { transactionId: input.transactionId } : {}),
  ...(input.processingFees !== undefined ? { processingFees: input.processingFees } : {}),
  ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
});
