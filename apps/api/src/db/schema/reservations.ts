// The reservations module: bookings, their per-company numbering and their documents.
import {
  reservationDocumentKinds,
  reservationSources,
} from '@motorpool/domain/schemas/reservation';
import { offerDiscountKinds } from '@motorpool/domain/schemas/offer';
import { reservationStatuses } from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { bookedPrice, idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { tenants } from './tenants.ts';
import { vehicles } from './vehicles.ts';

// Reservation. Every priced field is in minor units of `currency`, fixed when booked
// or re-priced; `add_ons` keeps each add-on's name and price as they were then.
export const reservations = pgTable(
  'reservations',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    reservationNumber: text('reservation_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    pickupBranchId: uuid('pickup_branch_id').notNull(),
    returnBranchId: uuid('return_branch_id').notNull(),
    pickupDate: instant('pickup_date').notNull(),
    returnDate: instant('return_date').notNull(),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    source: text('source', { enum: reservationSources }).notNull(),
    ...bookedPrice(),
    specialRequests: text('special_requests'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    cancellationReason: text('cancellation_reason'),
    // The code as entered, and the offer it applied at the last pricing with that offer's rule
    // and what it took off (part of `discount`), kept as history (no foreign key) after the
    // offer changes or goes. A re-price applies the code again by its offer's rule at the new
    // dates: the promotion is never a frozen amount. No offer applies: offer_id is null.
    offerId: uuid('offer_id'),
    promoCode: text('promo_code'),
    promotionKind: text('promotion_kind', { enum: offerDiscountKinds }),
    promotionValue: integer('promotion_value'),
    promotionDiscount: integer('promotion_discount').notNull().default(0),
    // what the cancellation policy kept of the payments when the customer cancelled; the rest
    // was refunded, so a cancelled reservation's figures are measured against it
    cancellationFee: integer('cancellation_fee').notNull().default(0),
    // With the company's payNow, a customer-area booking holds its car only until then unless
    // something is paid towards it (the job reservations.unpaid-holds lets it lapse).
    payBy: instant('pay_by'),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
    // user ids kept as history, like audit rows: they outlive the user
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'reservations_cancellation_fee_range',
      sql`${t.cancellationFee} >= 0 and ${t.cancellationFee} <= ${t.totalAmount}`,
    ),
    foreignKey({
      name: 'reservations_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'reservations_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    foreignKey({
      name: 'reservations_pickup_branch_fk',
      columns: [t.tenantId, t.pickupBranchId],
      foreignColumns: [branches.tenantId, branches.id],
    }),
    foreignKey({
      name: 'reservations_return_branch_fk',
      columns: [t.tenantId, t.returnBranchId],
      foreignColumns: [branches.tenantId, branches.id],
    }),
    uniqueIndex('reservations_tenant_number_key').on(t.tenantId, t.reservationNumber),
    // the list's sorts, with id as tie-breaker
    index('reservations_tenant_pickup_idx').on(t.tenantId, t.pickupDate, t.id),
    index('reservations_tenant_return_idx').on(t.tenantId, t.returnDate, t.id),
    index('reservations_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('reservations_tenant_total_idx').on(t.tenantId, t.totalAmount, t.id),
    // status filters and the no-show job (pending or confirmed, past pickup)
    index('reservations_tenant_status_pickup_idx').on(t.tenantId, t.status, t.pickupDate),
    index('reservations_tenant_customer_idx').on(t.tenantId, t.customerId, t.pickupDate),
    index('reservations_tenant_vehicle_idx').on(t.tenantId, t.vehicleId, t.pickupDate),
    index('reservations_tenant_pickup_branch_idx').on(t.tenantId, t.pickupBranchId, t.pickupDate),
  ],
);

// The last reservation number given in each company, raised in the creating transaction.
export const reservationCounters = pgTable('reservation_counters', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

// A reservation's document (contract, identification, insurance, other): the bytes live in
// `files`. Deleting the file (or the reservation) deletes the row.
export const reservationDocuments = pgTable(
  'reservation_documents',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    reservationId: uuid('reservation_id').notNull(),
    fileId: uuid('file_id').notNull(),
    kind: text('kind', { enum: reservationDocumentKinds }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'reservation_documents_reservation_fk',
      columns: [t.tenantId, t.reservationId],
      foreignColumns: [reservations.tenantId, reservations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reservation_documents_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('reservation_documents_file_key').on(t.tenantId, t.fileId),
    index('reservation_documents_reservation_idx').on(t.tenantId, t.reservationId, t.createdAt),
  ],
);
