// The vehicles module: vehicles, their files and fuel logs (their maintenance history is work
// orders).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  fuelTypes,
  transmissions,
  vehicleCategories,
  vehicleDocumentTypes,
  vehicleStatuses,
} from '@motorpool/domain/value-lists';
import { fuelLogSources } from '@motorpool/domain/schemas/vehicle-fuel-log';
import { idColumn, tenantIdColumn, textArray, timestamps } from './columns.ts';
import { tenants } from './tenants.ts';
import { branches } from './branches.ts';
import { files } from './files.ts';

// Vehicle. Money in minor units of the tenant's currency. The list (100,000 vehicles
// per tenant) sorts and filters through the btree indexes; search uses the trigram ones.
export const vehicles = pgTable(
  'vehicles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    branchId: uuid('branch_id').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    vin: text('vin').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    licensePlate: text('license_plate').notNull(),
    dailyRate: integer('daily_rate').notNull(),
    mileage: integer('mileage').notNull().default(0),
    fuelType: text('fuel_type', { enum: fuelTypes }).notNull(),
    transmission: text('transmission', { enum: transmissions }).notNull(),
    seatingCapacity: integer('seating_capacity').notNull(),
    category: text('category', { enum: vehicleCategories }).notNull(),
    status: text('status', { enum: vehicleStatuses }).notNull().default('available'),
    features: textArray('features'),
    engine: text('engine'),
    horsepower: integer('horsepower'),
    fuelCapacity: doublePrecision('fuel_capacity'),
    trunkCapacity: doublePrecision('trunk_capacity'),
    doors: integer('doors'),
    dimensions: text('dimensions'),
    lastService: date('last_service', { mode: 'string' }),
    nextService: date('next_service', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'vehicles_branch_fk',
      columns: [t.tenantId, t.branchId],
      foreignColumns: [branches.tenantId, branches.id],
    }),
    uniqueIndex('vehicles_tenant_vin_key').on(t.tenantId, t.vin),
    uniqueIndex('vehicles_tenant_plate_key').on(t.tenantId, t.licensePlate),
    index('vehicles_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('vehicles_tenant_make_idx').on(t.tenantId, t.make, t.id),
    index('vehicles_tenant_year_idx').on(t.tenantId, t.year, t.id),
    index('vehicles_tenant_rate_idx').on(t.tenantId, t.dailyRate, t.id),
    index('vehicles_tenant_mileage_idx').on(t.tenantId, t.mileage, t.id),
    index('vehicles_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    // status and category filters counted from the index alone, and ordered by rate
    index('vehicles_tenant_status_category_rate_idx').on(
      t.tenantId,
      t.status,
      t.category,
      t.dailyRate,
      t.id,
    ),
    index('vehicles_tenant_category_idx').on(t.tenantId, t.category, t.createdAt),
    index('vehicles_tenant_branch_idx').on(t.tenantId, t.branchId, t.status),
    index('vehicles_make_trgm_idx').using('gin', sql`${t.make} gin_trgm_ops`),
    index('vehicles_model_trgm_idx').using('gin', sql`${t.model} gin_trgm_ops`),
    index('vehicles_plate_trgm_idx').using('gin', sql`${t.licensePlate} gin_trgm_ops`),
    index('vehicles_vin_trgm_idx').using('gin', sql`${t.vin} gin_trgm_ops`),
  ],
);

// A vehicle's images and documents: the bytes live in `files`, this row says what they are.
export const vehicleFiles = pgTable(
  'vehicle_files',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    vehicleId: uuid('vehicle_id').notNull(),
    fileId: uuid('file_id').notNull(),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    documentType: text('document_type', { enum: vehicleDocumentTypes }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'vehicle_files_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vehicle_files_file_fk',
      columns: [t.tenantId, t.fileId],
      foreignColumns: [files.tenantId, files.id],
    }).onDelete('cascade'),
    uniqueIndex('vehicle_files_file_key').on(t.tenantId, t.fileId),
    index('vehicle_files_vehicle_idx').on(t.tenantId, t.vehicleId, t.kind, t.createdAt),
  ],
);

// A vehicle's fill-ups: litres in millilitres, cost in minor units of `currency` (the company's
// when it was recorded), the odometer in km. `checkin` entries come from a rental's return.
export const vehicleFuelLogs = pgTable(
  'vehicle_fuel_logs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    vehicleId: uuid('vehicle_id').notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true, mode: 'date' }).notNull(),
    litresMl: integer('litres_ml').notNull(),
    costMinor: integer('cost_minor').notNull(),
    currency: text('currency').notNull(),
    odometerKm: integer('odometer_km').notNull(),
    station: text('station'),
    fullTank: boolean('full_tank').notNull(),
    fuelLevel: integer('fuel_level'),
    source: text('source', { enum: fuelLogSources }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'vehicle_fuel_logs_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    index('vehicle_fuel_logs_vehicle_idx').on(t.tenantId, t.vehicleId, t.filledAt, t.id),
  ],
);
