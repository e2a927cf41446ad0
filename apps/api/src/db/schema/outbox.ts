// lib/outbox.ts and the outbox plugin.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

// Side effects (mail, pushes, notifications) are written here inside the business transaction
// and performed after commit by the outbox dispatcher.
export const outbox = pgTable(
  'outbox',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    // pending, then done / sent / logged / failed (lib/outbox.ts OutboxStatus)
    status: text('status', { enum: ['pending', 'done', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('outbox_pending_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);
