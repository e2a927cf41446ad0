import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PlatformJob } from '@motorpool/domain/schemas/jobs';
import type { Database } from '../../db/engine.ts';
import {
  defaultBackoffMs,
  defaultMaxAttempts,
  defineJob,
  type JobContext,
  type JobDefinition,
  type JobLogger,
  type JobRegistry,
  type JobResult,
} from './registry.ts';
import {
  claimDue,
  countByStatus,
  extendLease,
  finishAttempt,
  insertOccurrences,
  type JobRow,
  latestAttempts,
  listFailed,
  pruneFinished,
  requeueFailed,
} from './repository.ts';
import { nextOccurrence, retryDelayMs } from './schedule.ts';

export type JobRunnerOptions = {
  database: Database;
  registry: JobRegistry;
  /** names this instance's claims (default: host, process and a random part) */
  instanceId?: string;
  /** the runner's clock: tests move it instead of waiting */
  now?: () => Date;
  /** how long a claim holds without renewal: a stopped instance's items are retried after it */
  leaseMs?: number;
  /** items claimed, and run side by side, at a time */
  batchSize?: number;
  log?: JobLogger;
};

/** What one pass did. */
export type JobPassReport = {
  scheduled: number;
  ran: number;
  succeeded: number;
  retrying: number;
  failed: number;
};

export type JobRunner = {
  readonly instanceId: string;
  /** Writes each schedule's next occurrence (once across instances); answers how many it wrote. */
  schedule(): Promise<number>;
  /** One pass: schedules, then claims and runs due items until none is left. */
  runDueJobs(): Promise<JobPassReport>;
  /** Every declared job with its schedule, latest attempt, next due time and item counts. */
  overview(): Promise<PlatformJob[]>;
  /** The items that used every attempt, newest first. */
  failedItems(limit?: number): Promise<JobRow[]>;
  /** Queues a failed item again with all its attempts; false when no failed item has the id. */
  retry(id: string): Promise<boolean>;
  /** Shutdown: aborts running handlers' signals and claims nothing more. */
  stop(): void;
};

const silent: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
// One pass never runs more than this many items, so a handler that keeps queuing due work
// cannot hold the pass forever; the next pass picks the rest up.
const maxItemsPerPass = 500;
const stoppedError = 'the instance running it stopped before it finished';

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

// Claims due items in one short statement, runs each handler outside any transaction (PGlite
// runs one transaction at a time: a handler inside one would stall every request), then
// records the outcome in another. A claim is a lease renewed while the handler runs; an
// instance that stops leaves its items to be claimed again once the lease runs out.
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, registry } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 4;
  const log = options.log ?? silent;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  const shutdown = new AbortController();

  const schedule = () =>
    insertOccurrences(
      db,
      registry.definitions().flatMap((definition) =>
        definition.schedule
          ? [
              {
                name: definition.name,
                runAt: nextOccurrence(definition.schedule, now()),
                maxAttempts: definition.maxAttempts ?? defaultMaxAttempts,
              },
            ]
          : [],
      ),
    );

  const renewWhileRunning = (row: JobRow) => {
    const timer = setInterval(
      () => {
        void extendLease(db, row.id, instanceId, new Date(now().getTime() + leaseMs)).catch(
          (err: unknown) => log.warn({ jobId: row.id, err }, 'job lease renewal failed'),
        );
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  };

  const runOne = async (
    row: JobRow,
    definition: JobDefinition | undefined,
  ): Promise<keyof JobPassReport> => {
    let result: JobResult | void = undefined;
    let error: string | null = null;
    if (!definition) {
      error = `no job named ${row.name} is declared`;
    } else if (row.attempts > row.maxAttempts) {
      // Its last attempt was claimed by an instance that stopped: no attempt is left.
      error = stoppedError;
    } else {
      const context: JobContext = {
        id: row.id,
        name: row.name,
        key: row.key,
        tenantId: row.forTenantId,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        now,
        signal: shutdown.signal,
        log,
      };
      const stopRenewing = renewWhileRunning(row);
      try {
        result = await definition.handler(context, row.payload as never);
      } catch (cause) {
        error = messageOf(cause) || 'failed';
        log.warn({ jobId: row.id, job: row.name, attempt: row.attempts, err: cause }, 'job failed');
      } finally {
        stopRenewing();
      }
    }
    const finishedAt = now();
    const outcome: keyof JobPassReport =
      error === null ? 'succeeded' : row.attempts >= row.maxAttempts ? 'failed' : 'retrying';
    const recorded = await finishAttempt(db, row.id, instanceId, {
      finishedAt,
      lastError: error,
      ...(outcome === 'succeeded'
        ? { status: 'done', result: result ?? null }
        : outcome === 'failed'
          ? { status: 'failed' }
          : {
              status: 'pending',
              runAt: new Date(
                finishedAt.getTime() +
                  retryDelayMs(definition?.backoffMs ?? defaultBackoffMs, row.attempts),
              ),
            }),
    });
    if (!recorded) {
      log.warn({ jobId: row.id, job: row.name }, 'job outcome not recorded: its claim was lost');
    }
    return outcome;
  };

  const runDueJobs = async (): Promise<JobPassReport> => {
    const report: JobPassReport = { scheduled: 0, ran: 0, succeeded: 0, retrying: 0, failed: 0 };
    report.scheduled = await schedule();
    const definitions = new Map(registry.definitions().map((d) => [d.name as string, d]));
    // Only jobs this instance knows: during a rolling deploy an older instance leaves a new
    // job's items to the instances that declare it.
    const names = [...definitions.keys()];
    while (report.ran < maxItemsPerPass && !shutdown.signal.aborted) {
      const claimedAt = now();
      const rows = await claimDue(db, {
        names,
        now: claimedAt,
        lockedBy: instanceId,
        lockedUntil: new Date(claimedAt.getTime() + leaseMs),
        limit: batchSize,
      });
      if (rows.length === 0) break;
      const outcomes = await Promise.all(rows.map((row) => runOne(row, definitions.get(row.name))));
      for (const outcome of outcomes) report[outcome] += 1;
      report.ran += rows.length;
    }
    return report;
  };

  const overview = async (): Promise<PlatformJob[]> => {
    const [counts, latest] = await Promise.all([countByStatus(db), latestAttempts(db)]);
    return registry.definitions().map((definition) => {
      const mine = counts.filter((c) => c.name === definition.name);
      const items = (status: JobRow['status']) => mine.find((c) => c.status === status)?.items ?? 0;
      const last = latest.find((row) => row.name === definition.name);
      const nextRunAt = mine.find((c) => c.status === 'pending')?.earliest ?? null;
      return {
        name: definition.name,
        description: definition.description,
        schedule: definition.schedule ?? null,
        maxAttempts: definition.maxAttempts ?? defaultMaxAttempts,
        lastRun:
          last && last.finishedAt
            ? {
                jobId: last.id,
                key: last.key,
                startedAt: last.startedAt?.toISOString() ?? null,
                finishedAt: last.finishedAt.toISOString(),
                status: last.status,
                attempts: last.attempts,
                error: last.lastError,
              }
            : null,
        nextRunAt: nextRunAt ? new Date(nextRunAt).toISOString() : null,
        pending: items('pending'),
        running: items('running'),
        failed: items('failed'),
      };
    });
  };

  return {
    instanceId,
    schedule,
    runDueJobs,
    overview,
    failedItems: (limit = 20) => listFailed(db, limit),
    retry: (id: string) => requeueFailed(db, id, now()),
    stop: () => shutdown.abort(),
  };
}

/** The runner's own upkeep: finished items are kept a week (each job's latest for good). */
export const finishedJobsKeptMs = 7 * 86_400_000;

export function runnerJobs(database: Database) {
  return [
    defineJob({
      name: 'jobs.prune',
      description: 'Deletes job items that finished more than a week ago',
      schedule: { dailyAt: '03:30' },
      async handler({ now }) {
        const removed = await pruneFinished(
          database.db,
          new Date(now().getTime() - finishedJobsKeptMs),
        );
        return { removed };
      },
    }),
  ];
}
