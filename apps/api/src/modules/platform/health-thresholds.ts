// Where each of the platform's health checks turns from healthy to warning to critical: the one
// place these numbers live (modules/platform/README.md explains them).
export const healthThresholds = {
  /** a `select 1` round trip, ms */
  databaseLatencyMs: { warning: 200, critical: 1_000 },
  /** how far a replica's replay is behind, seconds */
  replicationLagSeconds: { warning: 30, critical: 300 },
  /** a Redis PING round trip, ms */
  redisLatencyMs: { warning: 100, critical: 1_000 },
  /** side effects waiting to be performed after commit, and the oldest one's age in seconds */
  outboxPending: { warning: 100, critical: 1_000 },
  outboxOldestSeconds: { warning: 300, critical: 1_800 },
  /** job items that used every attempt */
  failedJobs: { warning: 1, critical: 10 },
  /** mail that used every attempt, and unsent mail's oldest age in seconds */
  failedMail: { warning: 1, critical: 20 },
  mailOldestSeconds: { warning: 900, critical: 3_600 },
  /** free share of the data directory's disk, and of the machine's memory, percent (below) */
  diskFreePercent: { warning: 20, critical: 5 },
  memoryFreePercent: { warning: 10, critical: 3 },
} as const;

type Limits = { warning: number; critical: number };

/** A figure that is worse the higher it is. */
export const above = (value: number, limits: Limits) =>
  value >= limits.critical ? 'critical' : value >= limits.warning ? 'warning' : 'healthy';

/** A figure that is worse the lower it is. */
export const below = (value: number, limits: Limits) =>
  value <= limits.critical ? 'critical' : value <= limits.warning ? 'warning' : 'healthy';
