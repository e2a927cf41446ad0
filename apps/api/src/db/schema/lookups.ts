// The lookups module.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

// Lookup: tenant-defined value lists grouped by type, unique per (type, code).
export const lookups = pgTable(
  'lookups',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    category: text('category'),
    description: text('description'),
    value: text('value'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('lookups_tenant_type_code_key').on(t.tenantId, t.type, t.code),
    index('lookups_tenant_type_order_idx').on(t.tenantId, t.type, t.sortOrder),
  ],
);
