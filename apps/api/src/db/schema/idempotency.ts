import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

// Money-moving POSTs accept an Idempotency-Key: the first response is kept and replayed.
// A key is claimed before the work starts: while status_code is null it is still running.
// Keys are the caller's own: two users who happen to send the same key and body each get their
// own answer, never the other's.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.key] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
