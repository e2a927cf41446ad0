// The audit module: the only writer of audit rows.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

export const auditLogs = pgTable(
  'audit_logs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    actorType: text('actor_type', { enum: ['user', 'platform', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    // The platform's super administrator behind a change made while impersonating the company
    // (the actor is then the administrator account they acted as).
    impersonatorId: uuid('impersonator_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_logs_entity_idx').on(t.tenantId, t.entityType, t.entityId, t.createdAt),
    index('audit_logs_created_idx').on(t.tenantId, t.createdAt),
  ],
);
