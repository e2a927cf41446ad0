// The branches module.
import {
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import { branchStatuses } from '@motorpool/domain/value-lists';
import { idColumn, tenantIdColumn, textArray, timestamps } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// Branch. The manager is a user of the same tenant; deleting that user clears it
// (the migration narrows ON DELETE SET NULL to manager_id, keeping tenant_id).
export const branches = pgTable(
  'branches',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: branchStatuses }).notNull().default('active'),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>(),
    amenities: textArray('amenities'),
    managerId: uuid('manager_id'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'branches_manager_fk',
      columns: [t.tenantId, t.managerId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    uniqueIndex('branches_tenant_code_key').on(t.tenantId, t.code),
    index('branches_tenant_name_idx').on(t.tenantId, t.name),
    index('branches_tenant_city_idx').on(t.tenantId, t.city),
  ],
);
