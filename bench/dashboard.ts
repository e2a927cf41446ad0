// Dashboard benchmark: GET /dashboard of a company with 1,000 cars and two years of history,
// through the API and as the same SQL run straight on PostgreSQL.
// Usage: node --import tsx bench/dashboard.ts [--seconds=8] [--connections=10] [--vehicles=1000]
//   [--explain]
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DashboardQuery } from '@motorpool/domain/schemas/dashboard';
import type {} from '../apps/api/src/app.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open-configured.ts';
import type { Db } from '../apps/api/src/db/engine.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { selectTenant } from '../apps/api/src/db/tenant-context.ts';
import { dayInZone, resolvePeriod } from '../apps/api/src/modules/dashboard/period.ts';
import { presentFigures } from '../apps/api/src/modules/dashboard/present-figures.ts';
import { planForFigures } from '../apps/api/src/modules/dashboard/scope.ts';
import { windowFigures } from '../apps/api/src/modules/dashboard/window-figures.ts';
import { generateHistory } from './lib/dashboard-history.ts';
import { adminEmail, benchPassword, generateFleetOfSizes } from './lib/fleet-dataset.ts';
import { appPool, type CapturedQuery, explain, replay } from './lib/fleet-queries.ts';
import { load, type LoadResult, rawLoad } from './lib/load.ts';
import { startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    vehicles: { type: 'string', default: '1000' },
    explain: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const log = (line: string) => console.error(`[dashboard] ${line}`);

const scenarios: { name: string; query: DashboardQuery }[] = [
  { name: 'this month (30 day buckets)', query: { period: 'thisMonth' } },
  { name: 'this year (month buckets)', query: { period: 'thisYear' } },
  { name: 'last quarter (week buckets)', query: { period: 'custom', ...lastDays(90) } },
  { name: 'two years (month buckets)', query: { period: 'custom', ...lastDays(730) } },
];

function lastDays(days: number) {
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

// The statements one request runs, captured through the module's own query code.
async function capture(pool: pg.Pool, tenantId: string, q: DashboardQuery) {
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const now = new Date();
  const timeZone = 'Asia/Riyadh';
  const period = resolvePeriod(q, now, timeZone);
  const scope = { tenantId, branchId: null, category: null, timeZone, now };
  await db.transaction(async (tx) => {
    await tx.execute(selectTenant(tenantId));
    const previous = { from: period.previousFrom, to: period.previousTo };
    await planForFigures(tx);
    await windowFigures(tx, scope, [...period.buckets, previous]);
    await presentFigures(tx, scope, dayInZone(now, timeZone));
  });
  return captured.filter(
    (c) => !/^(begin|commit)\b/i.test(c.sql) && !c.sql.includes("set_config('app.tenant_id'"),
  );
}

const rows: { api: LoadResult; raw: LoadResult }[] = [];
let tenant = { id: '', subdomain: '' };
let rentals = 0;
const server = await startServer('postgres', {
  prepare: async (target) => {
    const { database, release } = await openConfiguredDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
    });
    try {
      const started = performance.now();
      const [made] = await generateFleetOfSizes(database, [Number(args.vehicles)], log);
      if (!made) throw new Error('no company was made');
      tenant = made;
      rentals = await generateHistory(database, tenant.id);
      log(`${rentals} rentals in ${Math.round((performance.now() - started) / 1000)} s`);
    } finally {
      await database.close();
      release();
    }
    const owner = new pg.Client({ connectionString: target.databaseUrl });
    await owner.connect();
    await owner.query('VACUUM ANALYZE');
    await owner.end();
  },
});
const pool = appPool(server.databaseUrl!, 10);
try {
  const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenant.subdomain },
    body: JSON.stringify({ email: adminEmail(tenant.subdomain), password: benchPassword }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': tenant.subdomain };
  for (const scenario of scenarios) {
    const query = new URLSearchParams(scenario.query as Record<string, string>).toString();
    const url = `${server.baseUrl}/api/v1/dashboard?${query}`;
    // the first reading stores the days it lacks; the load reads them stored
    const started = performance.now();
    const probe = await fetch(url, { headers });
    if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
    log(`${scenario.name}: first reading ${Math.round(performance.now() - started)} ms`);
    const api = await load(scenario.name, { url, headers, connections, seconds });
    const queries = await capture(pool, tenant.id, scenario.query);
    if (args.explain) console.error(await explain(pool, tenant.id, queries));
    const raw = await rawLoad(
      scenario.name,
      replay(pool, tenant.id, queries),
      connections,
      seconds,
    );
    rows.push({ api, raw });
  }
} finally {
  await pool.end();
  await server.stop();
}

console.log(`\n${args.vehicles} vehicles, ${rentals} rentals over two years, PostgreSQL;`);
console.log(
  `${connections} connections, ${seconds} s per scenario, server and load on one machine\n`,
);
console.log(
  '| scenario | API req/s | API p50 ms | API p99 ms | errors | raw req/s | raw p50 ms | raw p99 ms | API/raw |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { api, raw } of rows) {
  const ratio = Math.round((api.rps / Math.max(1, raw.rps)) * 100) / 100;
  console.log(
    `| ${api.name} | ${api.rps} | ${api.p50} | ${api.p99} | ${api.errors} | ${raw.rps} | ` +
      `${raw.p50} | ${raw.p99} | ${ratio} |`,
  );
}
