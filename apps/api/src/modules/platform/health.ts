// The installation's health as the super administrators see it: each check's state (healthy,
// warning, critical), whether its service is online, and the figures measured; the thresholds
// are health-thresholds.ts's.
import type { SystemHealthState } from '@motorpool/domain/platform-lists';
import type {
  HealthCheckView,
  PlatformHealthView,
} from '@motorpool/domain/schemas/platform-dashboard';
import type { Database } from '../../db/engine.ts';
import type { JobRunner } from '../../lib/jobs/runner.ts';
import { above, below, healthThresholds as t } from './health-thresholds.ts';
import { probeDatabase, probeDisk, probeMemory, probeOutbox, probeRedis } from './health-probes.ts';

export type HealthDeps = {
  database: Database;
  jobs: Pick<JobRunner, 'overview' | 'failedItems'>;
  redisUrl?: string | undefined;
  /** the data directory whose disk is measured */
  dataDir: string;
  now: () => Date;
};

const rank: Record<SystemHealthState, number> = { healthy: 0, warning: 1, critical: 2 };
const worst = (...states: SystemHealthState[]): SystemHealthState =>
  states.reduce((a, b) => (rank[b] > rank[a] ? b : a), 'healthy');
const serviceOf = (state: SystemHealthState) => (state === 'healthy' ? 'online' : 'degraded');
const ageSeconds = (at: Date | null, now: Date) =>
  at ? Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000)) : 0;

export async function platformHealth(deps: HealthDeps): Promise<PlatformHealthView> {
  const now = deps.now();
  const [db, redis, queued, jobs, failedJobs, disk] = await Promise.all([
    probeDatabase(deps.database),
    probeRedis(deps.redisUrl),
    probeOutbox(deps.database),
    deps.jobs.overview(),
    deps.jobs.failedItems(20),
    probeDisk(deps.dataDir),
  ]);
  const memory = probeMemory();
  const checks: HealthCheckView[] = [];

  const dbState = db.reachable
    ? worst(
        above(db.latencyMs ?? 0, t.databaseLatencyMs),
        db.lagSeconds === null ? 'healthy' : above(db.lagSeconds, t.replicationLagSeconds),
      )
    : 'critical';
  checks.push({
    name: 'database',
    state: dbState,
    service: db.reachable ? serviceOf(dbState) : 'offline',
    configured: true,
    figures: {
      engine: deps.database.kind,
      latencyMs: db.latencyMs,
      replicas: db.replicas,
      replicationLagSeconds: db.lagSeconds,
    },
  });

  if (!redis.configured) {
    checks.push({
      name: 'redis',
      state: 'healthy',
      service: 'offline',
      configured: false,
      figures: {},
    });
  } else {
    const state = redis.reachable ? above(redis.latencyMs ?? 0, t.redisLatencyMs) : 'critical';
    checks.push({
      name: 'redis',
      state,
      service: redis.reachable ? serviceOf(state) : 'offline',
      configured: true,
      figures: { latencyMs: redis.latencyMs },
    });
  }

  const oldest = ageSeconds(queued.oldestPendingAt, now);
  const outboxState = worst(
    above(queued.pending, t.outboxPending),
    above(oldest, t.outboxOldestSeconds),
  );
  checks.push({
    name: 'outbox',
    state: outboxState,
    service: serviceOf(outboxState),
    configured: true,
    figures: { pending: queued.pending, oldestPendingSeconds: oldest },
  });

  const sum = (key: 'pending' | 'running' | 'failed') => jobs.reduce((n, j) => n + j[key], 0);
  const jobState = above(sum('failed'), t.failedJobs);
  checks.push({
    name: 'jobs',
    state: jobState,
    service: serviceOf(jobState),
    configured: true,
    figures: { pending: sum('pending'), running: sum('running'), failed: sum('failed') },
  });

  const mailOldest = ageSeconds(queued.oldestMailAt, now);
  const mailState = worst(
    above(queued.mailFailed, t.failedMail),
    above(mailOldest, t.mailOldestSeconds),
  );
  checks.push({
    name: 'email',
    state: mailState,
    service: serviceOf(mailState),
    configured: true,
    figures: {
      pending: queued.mailPending,
      oldestPendingSeconds: mailOldest,
      failed: queued.mailFailed,
      lastSentAt: queued.lastMailSentAt?.toISOString() ?? null,
    },
  });

  const diskState = disk ? below(disk.freePercent, t.diskFreePercent) : 'warning';
  checks.push({
    name: 'disk',
    state: diskState,
    service: serviceOf(diskState),
    configured: true,
    figures: disk
      ? {
          path: deps.dataDir,
          totalBytes: disk.total,
          freeBytes: disk.free,
          freePercent: disk.freePercent,
        }
      : { path: deps.dataDir, totalBytes: null, freeBytes: null, freePercent: null },
  });

  const memoryState = below(memory.freePercent, t.memoryFreePercent);
  checks.push({
    name: 'memory',
    state: memoryState,
    service: serviceOf(memoryState),
    configured: true,
    figures: {
      totalBytes: memory.total,
      freeBytes: memory.free,
      freePercent: memory.freePercent,
      processRssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
    },
  });

  return {
    state: worst(...checks.map((c) => c.state)),
    checkedAt: now.toISOString(),
    checks,
    failedJobs: failedJobs.map((j) => ({
      id: j.id,
      name: j.name,
      attempts: j.attempts,
      error: j.lastError,
      finishedAt: j.finishedAt?.toISOString() ?? null,
    })),
  };
}
