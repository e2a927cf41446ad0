// The measurements behind the platform's health page. Each probe answers its figures and never
// throws: a service that cannot be reached is itself the finding.
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { outbox, tenants } from '../../db/schema/index.ts';
import { createRedisClient } from '../../lib/redis-counters.ts';

const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export async function probeDatabase(database: Database) {
  const start = process.hrtime.bigint();
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return { reachable: false, latencyMs: null, replicas: null, lagSeconds: null };
  }
  const latencyMs = Math.round(elapsed(start) * 10) / 10;
  // PGlite has no replication; on PostgreSQL a primary lists its replicas and a replica knows
  // when it last replayed. Reading them may need rights the application lacks: then unknown.
  if (database.kind === 'pglite')
    return { reachable: true, latencyMs, replicas: null, lagSeconds: null };
  const rows = await database
    .run<{ replicas: number; lag: number | null }>(
      `select (select count(*)::int from pg_stat_replication) as replicas,
        extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as lag`,
    )
    .catch(() => []);
  return {
    reachable: true,
    latencyMs,
    replicas: rows[0]?.replicas ?? null,
    lagSeconds:
      rows[0]?.lag === null || rows[0]?.lag === undefined ? null : Math.round(rows[0].lag),
  };
}

export async function probeRedis(redisUrl: string | undefined) {
  if (!redisUrl) return { configured: false as const };
  const client = createRedisClient(redisUrl, { commandTimeoutMs: 2_000, name: 'motorpool-health' });
  client.on('error', () => undefined);
  const start = process.hrtime.bigint();
  try {
    await client.connect();
    await client.ping();
    return {
      configured: true as const,
      reachable: true,
      latencyMs: Math.round(elapsed(start) * 10) / 10,
    };
  } catch {
    return { configured: true as const, reachable: false, latencyMs: null };
  } finally {
    if (client.isReady) await client.close();
    else client.destroy();
  }
}

export type OutboxFigures = {
  pending: number;
  oldestPendingAt: Date | null;
  mailPending: number;
  oldestMailAt: Date | null;
  mailFailed: number;
  lastMailSentAt: Date | null;
};

// The outbox is each company's (row level security), so it is read one statement a company.
export async function probeOutbox(database: Database): Promise<OutboxFigures> {
  const ids = (await database.db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
  const total: OutboxFigures = {
    pending: 0,
    oldestPendingAt: null,
    mailPending: 0,
    oldestMailAt: null,
    mailFailed: 0,
    lastMailSentAt: null,
  };
  const earliest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);
  const latest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
  for (const id of ids) {
    const [row] = await database.withTenant(id, (tx) =>
      tx
        .select({
          pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
          oldest: sql<
            string | null
          >`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
          mailPending: sql<number>`count(*) filter (where ${outbox.kind} = 'email' and ${outbox.status} = 'pending')::int`,
          oldestMail: sql<
            string | null
          >`min(${outbox.createdAt}) filter (where ${outbox.kind} = 'email' and ${outbox.status} = 'pending')`,
          mailFailed: sql<number>`count(*) filter (where ${outbox.kind} = 'email' and ${outbox.status} = 'failed')::int`,
          lastSent: sql<
            string | null
          >`max(${outbox.processedAt}) filter (where ${outbox.kind} = 'email' and ${outbox.status} in ('sent', 'logged'))`,
        })
        .from(outbox),
    );
    if (!row) continue;
    const date = (v: string | null) => (v ? new Date(v) : null);
    total.pending += Number(row.pending);
    total.mailPending += Number(row.mailPending);
    total.mailFailed += Number(row.mailFailed);
    total.oldestPendingAt = earliest(total.oldestPendingAt, date(row.oldest));
    total.oldestMailAt = earliest(total.oldestMailAt, date(row.oldestMail));
    total.lastMailSentAt = latest(total.lastMailSentAt, date(row.lastSent));
  }
  return total;
}

export async function probeDisk(dataDir: string) {
  try {
    const s = await statfs(dataDir);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return { total, free, freePercent: total > 0 ? Math.round((free / total) * 1000) / 10 : 0 };
  } catch {
    return null;
  }
}

export function probeMemory() {
  const total = os.totalmem();
  const free = os.freemem();
  const used = process.memoryUsage();
  return {
    total,
    free,
    freePercent: Math.round((free / total) * 1000) / 10,
    rss: used.rss,
    heapUsed: used.heapUsed,
    heapTotal: used.heapTotal,
  };
}
