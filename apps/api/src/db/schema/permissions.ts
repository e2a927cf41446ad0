// The permissions module.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

// Named permission sets per tenant; the product's roles are seeded as system roles.
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, t.name),
  ],
);
