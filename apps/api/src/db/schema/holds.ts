// The holds module: the time each vehicle is promised, for every kind of booking.
import {
  customType,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';
import { vehicles } from './vehicles.ts';

export const holdKinds = ['reservation', 'rental', 'maintenance'] as const;
export type HoldKind = (typeof holdKinds)[number];

/** A tstzrange, written and read as PostgreSQL's text form ('["2031-…","2031-…")'). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

// One row per active reservation, rental or maintenance block of a vehicle: its period with
// the company's turnaround buffer added. The migration adds the exclusion constraint
// vehicle_holds_no_overlap (tenant_id =, vehicle_id =, period &&), which drizzle cannot
// declare: no two holds of one vehicle overlap, whatever wrote them.
export const vehicleHolds = pgTable(
  'vehicle_holds',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    vehicleId: uuid('vehicle_id').notNull(),
    kind: text('kind', { enum: holdKinds }).notNull(),
    sourceId: uuid('source_id').notNull(),
    // what a conflict names (a reservation number), so no other module need be read
    reference: text('reference').notNull(),
    period: tstzrange('period').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'vehicle_holds_vehicle_fk',
      columns: [t.tenantId, t.vehicleId],
      foreignColumns: [vehicles.tenantId, vehicles.id],
    }).onDelete('cascade'),
    uniqueIndex('vehicle_holds_source_key').on(t.tenantId, t.kind, t.sourceId),
  ],
);
