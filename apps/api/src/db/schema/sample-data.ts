// The tenants module's record of a company's sample data: which rows, in which tables, the
// sample put there, so that removing it takes those rows and never one the company made.
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

export const sampleRecords = pgTable(
  'sample_records',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    recordId: uuid('record_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tableName, t.recordId] })],
);
