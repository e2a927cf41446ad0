import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, instant as at, timestamps } from './columns.ts';

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const;

// The job runner's queue (lib/jobs): a platform table, read and written by the runner for
// every tenant at once. The company a job concerns is plain data in for_tenant_id: a column
// named tenant_id would put the table under row level security (db/security.ts), and the
// runner, which works outside any one tenant, would then see no job at all.
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn().primaryKey(),
    name: text('name').notNull(),
    // One due item: a schedule's occurrence time, or what the enqueuer names (else the id),
    // so however many instances write the same item, it is written once.
    key: text('key').notNull(),
    forTenantId: uuid('for_tenant_id'),
    payload: jsonb('payload').notNull().default({}),
    // when it is next due: first the requested time, then each retry's
    runAt: at('run_at').notNull().defaultNow(),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    // what the last successful attempt reported (counts, say)
    result: jsonb('result'),
    // the instance that claimed it, until when: past that, another instance may claim it
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    startedAt: at('started_at'),
    // when the last attempt ended, whatever its outcome
    finishedAt: at('finished_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('jobs_name_key_key').on(t.name, t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_name_finished_idx').on(t.name, t.finishedAt),
    check('jobs_attempts_range', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
