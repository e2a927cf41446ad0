// Fleet benchmark: the vehicles list of the largest company (filters, sort, search, a deep
// page) through the API, beside the same SQL run straight on PostgreSQL in the same run.
// Usage: node --import tsx bench/fleet.ts [--seconds=8] [--connections=50]
//   [--engines=postgres,pglite] [--tenants=20] [--largest=100000] [--pglite-largest=20000]
//   [--explain]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openConfiguredDatabase } from '../apps/api/src/db/open-configured.ts';
import {
  adminEmail,
  benchPassword,
  type FleetPlan,
  type FleetTenant,
  generateFleet,
} from './lib/fleet-dataset.ts';
import { appPool, captureListQueries, explain, replay, scenarios } from './lib/fleet-queries.ts';
import { load, type LoadResult, rawLoad } from './lib/load.ts';
import { type BenchTarget, type Engine, startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'postgres,pglite' },
    tenants: { type: 'string', default: '20' },
    largest: { type: 'string', default: '100000' },
    'pglite-largest': { type: 'string', default: '20000' },
    explain: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
// The server's own pool size (DatabaseOptions.poolSize default): the raw loops get the same.
const SERVER_POOL = 10;

type Row = { engine: Engine; largest: number; api: LoadResult; raw?: LoadResult };
const rows: Row[] = [];
const log = (line: string) => console.error(`[fleet] ${line}`);

async function seed(engine: Engine, target: BenchTarget, plan: FleetPlan): Promise<FleetTenant[]> {
  const started = performance.now();
  const { database, release } = await openConfiguredDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
  });
  try {
    const made = await generateFleet(database, plan, log);
    // the planner needs statistics, and index-only counts need a fresh visibility map
    if (engine === 'pglite') {
      await database.run('RESET ROLE');
      await database.run('VACUUM ANALYZE');
    }
    return made;
  } finally {
    await database.close();
    release();
    if (target.databaseUrl) {
      const owner = new pg.Client({ connectionString: target.databaseUrl });
      await owner.connect();
      await owner.query('VACUUM ANALYZE');
      await owner.end();
    }
    log(`${engine} dataset ready in ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

async function signIn(baseUrl: string, subdomain: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': subdomain },
    body: JSON.stringify({ email: adminEmail(subdomain), password: benchPassword }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function runEngine(engine: Engine) {
  const largest = Number(engine === 'pglite' ? args['pglite-largest'] : args.largest);
  const plan: FleetPlan = { tenants: Number(args.tenants), smallest: 100, largest };
  let tenants: FleetTenant[] = [];
  const server = await startServer(engine, {
    prepare: async (target) => {
      tenants = await seed(engine, target, plan);
    },
  });
  const pool = server.databaseUrl ? appPool(server.databaseUrl, SERVER_POOL) : null;
  try {
    const top = tenants[0]!;
    const headers = {
      authorization: `Bearer ${await signIn(server.baseUrl, top.subdomain)}`,
      'x-tenant-id': top.subdomain,
    };
    for (const scenario of scenarios) {
      const url = `${server.baseUrl}/api/v1/vehicles?${scenario.query}`;
      const probe = await fetch(url, { headers });
      if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
      const body = (await probe.json()) as { data: unknown[]; total: number };
      log(`${engine} ${scenario.name}: ${body.data.length} rows, total ${body.total}`);
      const api = await load(`${scenario.name}`, { url, headers, connections, seconds });
      let raw: LoadResult | undefined;
      if (pool) {
        const queries = await captureListQueries(pool, top.id, scenario.query);
        if (args.explain) console.error(await explain(pool, top.id, queries));
        raw = await rawLoad(scenario.name, replay(pool, top.id, queries), connections, seconds);
      }
      rows.push({ engine, largest, api, ...(raw ? { raw } : {}) });
    }
  } finally {
    await pool?.end();
    await server.stop();
  }
}

for (const engine of args.engines.split(',') as Engine[]) await runEngine(engine);

const ratio = (r: Row) => (r.raw ? `${Math.round((r.api.rps / r.raw.rps) * 100) / 100}` : '–');
const cell = (value: number | undefined) => (value === undefined ? '–' : String(value));
console.log(
  `\n${connections} connections, ${seconds} s per scenario, server and load on one machine\n`,
);
console.log(
  '| engine | vehicles | scenario | API req/s | API p50 ms | API p99 ms | errors | ' +
    'raw req/s | raw p50 ms | raw p99 ms | API/raw |',
);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.engine} | ${r.largest} | ${r.api.name} | ${r.api.rps} | ${r.api.p50} | ${r.api.p99} | ` +
      `${r.api.errors} | ${cell(r.raw?.rps)} | ${cell(r.raw?.p50)} | ${cell(r.raw?.p99)} | ` +
      `${ratio(r)} |`,
  );
}
