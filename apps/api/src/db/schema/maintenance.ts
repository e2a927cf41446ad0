// The maintenance module: work orders with their parts, notes, attachments and timeline, their
// per-company numbering, and the service schedules that make them.
import { maintenanceSources } from '@motorpool/domain/schemas/maintenance';
import {
  attachmentKinds,
  maintenancePriorities,
  maintenanceSeverities,
  maintenanceStatuses,
  maintenanceTimelineEvents,
  maintenanceTypes,
  noteTypes,
  vehicleCategories,
} from '@motorpool/domain/value-lists';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn, timestamps } from './columns.ts';
import { files } from './files.ts';
import { tenants } from './tenants.ts';
import { vehicles } from './vehicles.ts';

// Every N km and/or every M months, whichever comes first, for one vehicle or a whole category.
export const serviceSchedules = pgTable(
  'service_schedules',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    vehicleId: uuid('vehicle_id'),
    category: text('category', { enum: vehicleCategories }),
    type: text('type', { enum: maintenanceTypes }).notNull(),
    description: text('description').notNull(),
    intervalKm: integer('interval_km'),
    intervalMonths: integer('interval_months'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startMileage: integer('start_mileage'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'service_schedules_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    check('service_schedules_one_target', sql`(${t.vehicleId} is null) <> (${t.category} is null)`),
    check(
      'service_schedules_some_interval',
      sql`(${t.intervalKm} is not null or ${t.intervalMonths} is not null)
        and coalesce(${t.intervalKm}, 1) > 0 and coalesce(${t.intervalMonths}, 1) > 0`,
    ),
    index('service_schedules_vehicle_idx').on(t.tenantId, t.vehicleId),
    index('service_schedules_category_idx').on(t.tenantId, t.category),
  ],
);

// Maintenance. Money in minor units of the company's currency, durations in hours.
// The cost breakdown's parts sum is kept beside the parts so lists sort and export by the total.
export const maintenanceWorkOrders = pgTable(
  'maintenance_work_orders',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    workOrderNumber: text('work_order_number').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    status: text('status', { enum: maintenanceStatuses }).notNull(),
    source: text('source', { enum: maintenanceSources }).notNull(),
    type: text('type', { enum: maintenanceTypes }).notNull(),
    priority: text('priority', { enum: maintenancePriorities }).notNull(),
    severity: text('severity', { enum: maintenanceSeverities }).notNull(),
    description: text('description').notNull(),
    issue: text('issue').notNull(),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    scheduledDate: instant('scheduled_date'),
    dueDate: instant('due_date'),
    startedAt: instant('started_at'),
    completedDate: instant('completed_date'),
    estimatedDuration: doublePrecision('estimated_duration'),
    actualDuration: doublePrecision('actual_duration'),
    estimatedCost: integer('estimated_cost'),
    actualCost: integer('actual_cost'),
    laborHours: doublePrecision('labor_hours').notNull().default(0),
    laborRate: integer('labor_rate').notNull().default(0),
    partsCost: integer('parts_cost').notNull().default(0),
    suppliesCost: integer('supplies_cost').notNull().default(0),
    otherCost: integer('other_cost').notNull().default(0),
    technician: text('technician'),
    mileage: integer('mileage'),
    scheduleId: uuid('schedule_id'),
    rentalId: uuid('rental_id'),
    damageReportId: uuid('damage_report_id'),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'maintenance_work_orders_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'maintenance_work_orders_schedule_fk',
      columns: [t.tenantId, t.scheduleId],
      foreignColumns: [serviceSchedules.tenantId, serviceSchedules.id],
    }),
    check(
      'maintenance_work_orders_money_non_negative',
      sql`coalesce(${t.estimatedCost}, 0) >= 0 and coalesce(${t.actualCost}, 0) >= 0
        and ${t.laborRate} >= 0 and ${t.partsCost} >= 0 and ${t.suppliesCost} >= 0
        and ${t.otherCost} >= 0 and ${t.laborHours} >= 0`,
    ),
    check(
      'maintenance_work_orders_durations_positive',
      sql`coalesce(${t.estimatedDuration}, 1) > 0 and coalesce(${t.actualDuration}, 1) > 0`,
    ),
    check('maintenance_work_orders_mileage_non_negative', sql`coalesce(${t.mileage}, 0) >= 0`),
    uniqueIndex('maintenance_work_orders_number_key').on(t.tenantId, t.workOrderNumber),
    // one order per check-in damage report, however often the intake runs
    uniqueIndex('maintenance_work_orders_damage_key').on(t.tenantId, t.damageReportId),
    index('maintenance_work_orders_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('maintenance_work_orders_vehicle_idx').on(t.tenantId, t.vehicleId, t.status),
    index('maintenance_work_orders_status_idx').on(t.tenantId, t.status, t.scheduledDate),
    index('maintenance_work_orders_schedule_idx').on(t.tenantId, t.scheduleId, t.vehicleId),
    // the dashboard's maintenance cost of a period
    index('maintenance_work_orders_completed_idx').on(t.tenantId, t.completedDate),
  ],
);

export const maintenanceCounters = pgTable('maintenance_counters', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

const workOrderFk = (name: string, tenantId: AnyPgColumn, workOrderId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [tenantId, workOrderId],
    foreignColumns: [maintenanceWorkOrders.tenantId, maintenanceWorkOrders.id],
  }).onDelete('cascade');

export const maintenanceParts = pgTable(
  'maintenance_parts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    workOrderId: uuid('work_order_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    partNumber: text('part_number'),
    quantity: integer('quantity').notNull(),
    unitCost: integer('unit_cost').notNull(),
    supplier: text('supplier'),
    category: text('category'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    workOrderFk('maintenance_parts_work_order_fk', t.tenantId, t.workOrderId),
    check('maintenance_parts_quantity_positive', sql`${t.quantity} > 0`),
    check('maintenance_parts_unit_cost_non_negative', sql`${t.unitCost} >= 0`),
    index('maintenance_parts_work_order_idx').on(t.tenantId, t.workOrderId, t.position),
  ],
);

export const maintenanceNotes = pgTable(
  'maintenance_notes',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    workOrderId: uuid('work_order_id').notNull(),
    type: text('type', { enum: noteTypes }).notNull(),
    content: text('content').notNull(),
    createdBy: uuid('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    workOrderFk('maintenance_notes_work_order_fk', t.tenantId, t.workOrderId),
    index('maintenance_notes_work_order_idx').on(t.tenantId, t.workOrderId, t.createdAt),
  ],
);

export const maintenanceAttachments = pgTable(
  'maintenance_attachments',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    workOrderId: uuid('work_order_id').notNull(),
    fileId: uuid('file_id').notNull(),
    kind: text('kind', { enum: attachmentKinds }).notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    workOrderFk('maintenance_attachments_work_order_fk', t.tenantId, t.workOrderId),
    foreignKey({
      name: 'maintenance_attachments_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('maintenance_attachments_file_key').on(t.tenantId, t.fileId),
    index('maintenance_attachments_work_order_idx').on(t.tenantId, t.workOrderId, t.createdAt),
  ],
);

// Every status move of a work order, in order (its timeline).
export const maintenanceTimeline = pgTable(
  'maintenance_timeline',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    workOrderId: uuid('work_order_id').notNull(),
    event: text('event', { enum: maintenanceTimelineEvents }).notNull(),
    fromStatus: text('from_status', { enum: maintenanceStatuses }),
    toStatus: text('to_status', { enum: maintenanceStatuses }).notNull(),
    note: text('note'),
    actorId: uuid('actor_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    workOrderFk('maintenance_timeline_work_order_fk', t.tenantId, t.workOrderId),
    index('maintenance_timeline_work_order_idx').on(t.tenantId, t.workOrderId, t.createdAt),
  ],
);
