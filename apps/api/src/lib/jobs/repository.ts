import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/engine.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
type Writer = Db | Tx;

/** Writes one item unless its (name, key) exists: answers its id, or null. */
export async function insertJob(
  db: Writer,
  values: {
    name: string;
    key?: string | undefined;
    forTenantId: string | null;
    payload: unknown;
    runAt?: Date | undefined;
    maxAttempts: number;
  },
): Promise<string | null> {
  const id = uuidv7();
  const rows = await db
    .insert(jobs)
    .values({ ...values, id, key: values.key ?? id, payload: values.payload ?? {} })
    .onConflictDoNothing({ target: [jobs.name, jobs.key] })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Writes schedules' occurrences; those written already (by any instance) are left alone. */
export async function insertOccurrences(
  db: Writer,
  occurrences: { name: string; runAt: Date; maxAttempts: number }[],
): Promise<number> {
  if (occurrences.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(occurrences.map((o) => ({ ...o, key: o.runAt.toISOString(), payload: {} })))
    .onConflictDoNothing({ target: [jobs.name, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Claims up to `limit` due items in one statement: pending ones whose time has come, and
 * running ones whose claimant's lease ran out (it stopped). SKIP LOCKED lets instances that
 * claim at the same moment each take different rows instead of waiting for one another.
 */
export async function claimDue(
  db: Writer,
  claim: { names: string[]; now: Date; lockedBy: string; lockedUntil: Date; limit: number },
): Promise<JobRow[]> {
  if (claim.names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, claim.names),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, claim.now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, claim.now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: claim.lockedBy,
      lockedUntil: claim.lockedUntil,
      startedAt: claim.now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Keeps a claim alive while its handler runs; false once another instance has taken it. */
export async function extendLease(
  db: Writer,
  id: string,
  lockedBy: string,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records an attempt's outcome, if the claim is still this instance's. */
export async function finishAttempt(
  db: Writer,
  id: string,
  lockedBy: string,
  outcome: Pick<JobRow, 'status' | 'lastError' | 'finishedAt'> &
    Partial<Pick<JobRow, 'runAt' | 'result'>>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...outcome, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes finished items that ended before `before`, keeping each job's latest. */
export async function pruneFinished(db: Writer, before: Date): Promise<number> {
  const latest = db
    .selectDistinctOn([jobs.name], { id: jobs.id })
    .from(jobs)
    .where(isNotNull(jobs.finishedAt))
    .orderBy(jobs.name, desc(jobs.finishedAt));
  const rows = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        lt(jobs.finishedAt, before),
        sql`${jobs.id} not in ${latest}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export type JobCounts = {
  name: string;
  status: JobRow['status'];
  items: number;
  earliest: Date | null;
};

export function countByStatus(db: Writer): Promise<JobCounts[]> {
  return db
    .select({
      name: jobs.name,
      status: jobs.status,
      items: count(),
      earliest: min(jobs.runAt),
    })
    .from(jobs)
    .groupBy(jobs.name, jobs.status);
}

/** Each job's most recently ended attempt. */
export function latestAttempts(db: Writer): Promise<JobRow[]> {
  return db
    .selectDistinctOn([jobs.name])
    .from(jobs)
    .where(isNotNull(jobs.finishedAt))
    .orderBy(jobs.name, desc(jobs.finishedAt));
}

export function findJobs(db: Writer, name: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.runAt));
}

/** Items that used every attempt, newest first (the platform's health page lists them). */
export async function listFailed(db: Writer, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

/**
 * Puts a failed item back in the queue with its attempts counted afresh, due at `runAt`;
 * answers false when no failed item has that id (it was retried already, or pruned).
 */
export async function requeueFailed(db: Writer, id: string, runAt: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt, updatedAt: runAt })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
