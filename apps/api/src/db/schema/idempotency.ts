import {
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

// Money-moving POSTs accept an Idempotency-Key: the first response is kept and replayed.
// A key is claimed before the work starts: while status_code is null it is still running.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
  ],
);
