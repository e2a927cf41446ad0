// The rentals module: rentals, their numbering, legs (one per car after swaps), extensions,
// settled overdue time, inspections with their photos, documents, damage reports, and the
// calendar's per-branch feed tokens.
import type { InspectionMark } from '@motorpool/domain/schemas/rental-inspection';
import { damageSeverities } from '@motorpool/domain/schemas/rental-inspection';
import {
  type RentalChargeKind,
  rentalDocumentKinds,
  swapReasons,
} from '@motorpool/domain/schemas/rental';
import { rentalStatuses, vehicleConditions } from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
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
import { branches } from './branches.ts';
import { bookedPrice, idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { reservations } from './reservations.ts';
import { tenants } from './tenants.ts';
import { vehicles } from './vehicles.ts';

/**
 * A computed charge as stored: its description is rendered in the reader's language from
 * `kind` and `params` (manual lines keep the text staff typed).
 */
export type StoredRentalCharge = {
  kind: RentalChargeKind;
  params: Record<string, string | number>;
  description: string | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  waivedBy: string | null;
};

// Rental. Amounts in minor units of `currency`; the booked price is the reservation's,
// grown by extensions; `charges` are computed at check-in from the company settings.
export const rentals = pgTable(
  'rentals',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalNumber: text('rental_number').notNull(),
    reservationId: uuid('reservation_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** the car the customer has now: the last leg's */
    vehicleId: uuid('vehicle_id').notNull(),
    pickupBranchId: uuid('pickup_branch_id').notNull(),
    returnBranchId: uuid('return_branch_id').notNull(),
    pickupDate: instant('pickup_date').notNull(),
    returnDate: instant('return_date').notNull(),
    originalReturnDate: instant('original_return_date').notNull(),
    status: text('status', { enum: rentalStatuses }).notNull().default('pending'),
    ...bookedPrice(),
    securityDeposit: integer('security_deposit').notNull().default(0),
    actualPickupDate: instant('actual_pickup_date'),
    actualReturnDate: instant('actual_return_date'),
    startMileage: integer('start_mileage'),
    endMileage: integer('end_mileage'),
    fuelLevel: doublePrecision('fuel_level'),
    fuelLevelEnd: doublePrecision('fuel_level_end'),
    vehicleCondition: text('vehicle_condition', { enum: vehicleConditions }),
    vehicleConditionEnd: text('vehicle_condition_end', { enum: vehicleConditions }),
    checkoutNotes: text('checkout_notes'),
    checkinNotes: text('checkin_notes'),
    charges: jsonb('charges').$type<StoredRentalCharge[]>(),
    /** the charges' total with tax (0 until check-in or an overdue settlement) */
    additionalCharges: integer('additional_charges').notNull().default(0),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    notes: text('notes'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: instant('cancelled_at'),
    /** set by the overdue job when it published rental.overdue, so it does once */
    overdueNotifiedAt: instant('overdue_notified_at'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'rentals_reservation_fk',
      columns: [t.tenantId, t.reservationId],
      foreignColumns: [reservations.tenantId, reservations.id],
    }),
    foreignKey({
      name: 'rentals_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'rentals_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    foreignKey({
      name: 'rentals_pickup_branch_fk',
      columns: [t.tenantId, t.pickupBranchId],
      foreignColumns: [branches.tenantId, branches.id],
    }),
    foreignKey({
      name: 'rentals_return_branch_fk',
      columns: [t.tenantId, t.returnBranchId],
      foreignColumns: [branches.tenantId, branches.id],
    }),
    uniqueIndex('rentals_tenant_number_key').on(t.tenantId, t.rentalNumber),
    // one rental per reservation, whatever races
    uniqueIndex('rentals_tenant_reservation_key').on(t.tenantId, t.reservationId),
    index('rentals_tenant_pickup_idx').on(t.tenantId, t.pickupDate, t.id),
    index('rentals_tenant_return_idx').on(t.tenantId, t.returnDate, t.id),
    index('rentals_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('rentals_tenant_status_return_idx').on(t.tenantId, t.status, t.returnDate),
    index('rentals_tenant_customer_idx').on(t.tenantId, t.customerId, t.pickupDate),
    index('rentals_tenant_vehicle_idx').on(t.tenantId, t.vehicleId, t.pickupDate),
    index('rentals_tenant_pickup_branch_idx').on(t.tenantId, t.pickupBranchId, t.pickupDate),
    // The dashboard finds a period's rentals by when the car went out and came back (until now
    // while it is out): the same expressions as its queries (modules/dashboard/scope.ts).
    index('rentals_tenant_hire_start_idx').on(
      t.tenantId,
      sql`coalesce(${t.actualPickupDate}, ${t.pickupDate})`,
    ),
    index('rentals_tenant_hire_end_idx').on(
      t.tenantId,
      sql`coalesce(${t.actualReturnDate}, case when ${t.status} = 'active' then 'infinity'::timestamptz else ${t.returnDate} end)`,
    ),
  ],
);

export const rentalCounters = pgTable('rental_counters', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

const rentalFk = (name: string, tenantId: AnyPgColumn, rentalId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [tenantId, rentalId],
    foreignColumns: [rentals.tenantId, rentals.id],
  }).onDelete('cascade');

// One per car the customer drove: a swap ends a leg and starts the next. Mileage per leg makes
// the kilometre allowance count every car's distance.
export const rentalLegs = pgTable(
  'rental_legs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    startMileage: integer('start_mileage').notNull(),
    endMileage: integer('end_mileage'),
    fuelLevelStart: doublePrecision('fuel_level_start').notNull(),
    fuelLevelEnd: doublePrecision('fuel_level_end'),
    /** why this leg began (null for the first) */
    swapReason: text('swap_reason', { enum: swapReasons }),
    notes: text('notes'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_legs_rental_fk', t.tenantId, t.rentalId),
    foreignKey({
      name: 'rental_legs_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }),
    index('rental_legs_rental_idx').on(t.tenantId, t.rentalId, t.startedAt),
    index('rental_legs_vehicle_idx').on(t.tenantId, t.vehicleId, t.startedAt),
  ],
);

export const rentalExtensions = pgTable(
  'rental_extensions',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    previousReturnDate: instant('previous_return_date').notNull(),
    newReturnDate: instant('new_return_date').notNull(),
    additionalDays: integer('additional_days').notNull(),
    /** the extension's price with tax, minor units */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_extensions_rental_fk', t.tenantId, t.rentalId),
    index('rental_extensions_rental_idx').on(t.tenantId, t.rentalId, t.createdAt),
  ],
);

// Late time charged while the car is still out, so the rental can be extended; kept as history
// and counted again at check-in as its own charge line.
export const rentalOverdue = pgTable(
  'rental_overdue',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    dueAt: instant('due_at').notNull(),
    settledAt: instant('settled_at').notNull(),
    hours: integer('hours').notNull(),
    amount: integer('amount').notNull(),
    notes: text('notes'),
    settledBy: uuid('settled_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_overdue_rental_fk', t.tenantId, t.rentalId),
    index('rental_overdue_rental_idx').on(t.tenantId, t.rentalId, t.settledAt),
  ],
);

export const inspectionStages = ['checkout', 'checkin'] as const;
export type InspectionStage = (typeof inspectionStages)[number];

export const rentalInspections = pgTable(
  'rental_inspections',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    stage: text('stage', { enum: inspectionStages }).notNull(),
    marks: jsonb('marks').$type<InspectionMark[]>().notNull().default([]),
    signatureFileId: uuid('signature_file_id'),
    signedBy: text('signed_by'),
    recordedBy: uuid('recorded_by'),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_inspections_rental_fk', t.tenantId, t.rentalId),
    foreignKey({
      name: 'rental_inspections_signature_fk',
      columns: [t.tenantId, t.signatureFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
    uniqueIndex('rental_inspections_stage_key').on(t.tenantId, t.rentalId, t.stage),
  ],
);

// Photos taken for inspection marks, uploaded before the inspection that names them.
export const rentalInspectionPhotos = pgTable(
  'rental_inspection_photos',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    fileId: uuid('file_id').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_inspection_photos_rental_fk', t.tenantId, t.rentalId),
    foreignKey({
      name: 'rental_inspection_photos_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('rental_inspection_photos_file_key').on(t.tenantId, t.fileId),
    index('rental_inspection_photos_rental_idx').on(t.tenantId, t.rentalId),
  ],
);

export const rentalDocuments = pgTable(
  'rental_documents',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    rentalId: uuid('rental_id').notNull(),
    fileId: uuid('file_id').notNull(),
    kind: text('kind', { enum: rentalDocumentKinds }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('rental_documents_rental_fk', t.tenantId, t.rentalId),
    foreignKey({
      name: 'rental_documents_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('rental_documents_file_key').on(t.tenantId, t.fileId),
    index('rental_documents_rental_idx').on(t.tenantId, t.rentalId, t.createdAt),
  ],
);

export const damageReportStatuses = ['open', 'in_repair', 'closed'] as const;
export type DamageReportStatus = (typeof damageReportStatuses)[number];

// New damage found at check-in, on the vehicle: the maintenance module turns it into work.
export const damageReports = pgTable(
  'damage_reports',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    vehicleId: uuid('vehicle_id').notNull(),
    rentalId: uuid('rental_id').notNull(),
    /** the return inspection's new marks (with their photos) */
    marks: jsonb('marks').$type<InspectionMark[]>().notNull(),
    /** the worst of the marks */
    severity: text('severity', { enum: damageSeverities }).notNull(),
    status: text('status', { enum: damageReportStatuses }).notNull().default('open'),
    notes: text('notes'),
    reportedBy: uuid('reported_by'),
    reportedAt: instant('reported_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    rentalFk('damage_reports_rental_fk', t.tenantId, t.rentalId),
    foreignKey({
      name: 'damage_reports_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    index('damage_reports_vehicle_idx').on(t.tenantId, t.vehicleId, t.reportedAt),
  ],
);

// A branch's iCal feed: the URL carries a secret token; only its hash is kept. Rotating the
// token replaces the row, so the old URL stops working.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    branchId: uuid('branch_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'calendar_feeds_branch_fk',
      columns: [t.tenantId, t.branchId],
      foreignColumns: [branches.tenantId, branches.id],
    }).onDelete('cascade'),
    uniqueIndex('calendar_feeds_branch_key').on(t.tenantId, t.branchId),
    uniqueIndex('calendar_feeds_token_key').on(t.tokenHash),
  ],
);
