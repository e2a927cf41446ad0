// The vehicles list as the database sees it: the SQL the repository issues for one request,
// captured once through the project's own query code, then replayed straight on PostgreSQL.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
// The app's request decorations (tenant, principal, multipart), which its modules type against.
import type {} from '../../apps/api/src/app.ts';
import type { Db } from '../../apps/api/src/db/engine.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { APP_ROLE } from '../../apps/api/src/db/security.ts';
import { selectTenant } from '../../apps/api/src/db/tenant-context.ts';
import { listVehicles } from '../../apps/api/src/modules/vehicles/repository.ts';
import { parseVehicleList } from '../../apps/api/src/modules/vehicles/vehicle-inputs.ts';

export type Scenario = { name: string; query: string };

export const scenarios: Scenario[] = [
  { name: 'first page, default sort', query: 'page=1&limit=20' },
  {
    name: 'status + category, by daily rate',
    query:
      'filter[status][equals]=available&filter[category][in]=suv,midsize&sort=dailyRate:asc&limit=20',
  },
  {
    name: 'year range + rate range',
    query:
      'filter[year][gte]=2020&filter[year][lte]=2023&filter[dailyRate][gte]=15000' +
      '&filter[dailyRate][lte]=30000&limit=20',
  },
  { name: 'search make/model text', query: 'search=camry&limit=20' },
  { name: 'deep page (page 50)', query: 'page=50&limit=20' },
];

export type CapturedQuery = { sql: string; params: unknown[] };

/** A pool that connects the way the server does: every session is the application role. */
export const appPool = (url: string, max: number) =>
  new pg.Pool({ connectionString: url, max, options: `-c role=${APP_ROLE}` });

// One request's queries: the page with its list images and capped count in one statement.
// `replay` opens the transaction with the tenant setting the way the server does, in one round
// trip.
export async function captureListQueries(
  pool: pg.Pool,
  tenantId: string,
  query: string,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const caller = {
    tenantId,
    userId: tenantId,
    permissions: [],
    branchId: null,
    requestId: 'bench',
    language: 'en' as const,
  };
  const q = parseVehicleList(caller, Object.fromEntries(new URLSearchParams(query)));
  await db.transaction(async (tx) => {
    await tx.execute(selectTenant(tenantId));
    await listVehicles(tx, q);
  });
  // the transaction's begin, tenant setting and commit are issued by `replay`
  return captured.filter((q) => !/^(begin|commit)\b/i.test(q.sql) && !q.sql.includes('set_config'));
}

/** One replay of a request's queries in a tenant transaction, as the app runs them. */
export const replay = (pool: pg.Pool, tenantId: string, queries: CapturedQuery[]) => async () => {
  const client = await pool.connect();
  try {
    await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`);
    for (const q of queries) await client.query(q.sql, q.params);
    await client.query('commit');
  } finally {
    client.release();
  }
};

/** EXPLAIN ANALYZE of each vehicles query of a request, under the tenant's row security. */
export async function explain(
  pool: pg.Pool,
  tenantId: string,
  queries: CapturedQuery[],
): Promise<string> {
  const client = await pool.connect();
  const out: string[] = [];
  try {
    await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`);
    for (const q of queries) {
      const plan = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
      out.push(q.sql, ...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '');
    }
    await client.query('commit');
  } finally {
    client.release();
  }
  return out.join('\n');
}
