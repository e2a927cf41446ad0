// The payments module: payments, their per-company numbering and their refunds.
import { paymentMethods, paymentStatuses, paymentTypes } from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { customers } from './customers.ts';
import { rentals } from './rentals.ts';
import { reservations } from './reservations.ts';
import { tenants } from './tenants.ts';

// Payment. Amounts in minor units of `currency` (the company's when it was taken).
// The card number is never stored: the gateway's token, the brand and the last four are.
export const payments = pgTable(
  'payments',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    paymentNumber: text('payment_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    reservationId: uuid('reservation_id'),
    rentalId: uuid('rental_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    type: text('type', { enum: paymentTypes }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    description: text('description'),
    notes: text('notes'),
    processingFees: integer('processing_fees').notNull().default(0),
    /** the sum of the refunds; the database keeps it within the amount under any race */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** a security deposit's part kept against its rental's return charges, never refunded */
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundReason: text('refund_reason'),
    transactionId: text('transaction_id'),
    gateway: text('gateway'),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayResponse: jsonb('gateway_response').$type<Record<string, unknown>>(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    processedAt: instant('processed_at'),
    processedBy: uuid('processed_by'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payments_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'payments_reservation_fk',
      columns: [t.tenantId, t.reservationId],
      foreignColumns: [reservations.tenantId, reservations.id],
    }),
    foreignKey({
      name: 'payments_rental_fk',
      columns: [t.tenantId, t.rentalId],
      foreignColumns: [rentals.tenantId, rentals.id],
    }),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_fees_non_negative', sql`${t.processingFees} >= 0`),
    check(
      'payments_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.capturedAmount} >= 0
        and ${t.refundedAmount} + ${t.capturedAmount} <= ${t.amount}`,
    ),
    check(
      'payments_capture_only_deposits',
      sql`${t.capturedAmount} = 0 or ${t.type} = 'security_deposit'`,
    ),
    uniqueIndex('payments_tenant_number_key').on(t.tenantId, t.paymentNumber),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('payments_tenant_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    index('payments_tenant_reservation_idx').on(t.tenantId, t.reservationId),
    index('payments_tenant_rental_idx').on(t.tenantId, t.rentalId),
    // The dashboard reads a period's money by when it moved, and finds the booking of a payment
    // made against a rental alone through that rental.
    index('payments_tenant_moved_idx').on(
      t.tenantId,
      sql`coalesce(${t.processedAt}, ${t.createdAt})`,
    ),
    index('payments_tenant_rental_only_idx')
      .on(t.tenantId, t.rentalId)
      .where(sql`${t.reservationId} is null`),
    // One security deposit per rental: taking it again settles the one asked at checkout
    // (a cancelled one, never taken, makes room for another).
    uniqueIndex('payments_rental_deposit_key')
      .on(t.tenantId, t.rentalId)
      .where(sql`${t.type} = 'security_deposit' and ${t.status} <> 'cancelled'`),
  ],
);

export const paymentCounters = pgTable('payment_counters', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

// Refund: each refund of a payment, as it went back (through the gateway for cards).
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    paymentId: uuid('payment_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    gatewayRefundId: text('gateway_refund_id'),
    gatewayResponse: jsonb('gateway_response').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payment_refunds_payment_fk',
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [payments.tenantId, payments.id],
    }),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    index('payment_refunds_payment_idx').on(t.tenantId, t.paymentId, t.createdAt),
    index('payment_refunds_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);
