// Foundation benchmark: the API's fixed cost per request (routing, tenancy, validation,
// serialisation) on both engines, beside the same tenant lookup run straight on PostgreSQL.
// Usage: node --import tsx bench/foundation.ts [seconds=10] [connections=50]
import pg from 'pg';
import { load, rawLoad, type LoadResult } from './lib/load.ts';
import { type Engine, startServer } from './lib/server.ts';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const rows: (LoadResult & { engine: Engine })[] = [];

const contact = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench@example.com',
  company: 'Bench Rentals',
  phone: '+966500000000',
  fleetSize: '11-50',
  message: 'Load test message.',
});

for (const engine of ['pglite', 'postgres'] as const) {
  const server = await startServer(engine);
  try {
    const common = { connections, seconds };
    rows.push({
      engine,
      ...(await load('GET /health', { url: `${server.baseUrl}/api/v1/health`, ...common })),
    });
    rows.push({
      engine,
      ...(await load('GET /tenants/current', {
        url: `${server.baseUrl}/api/v1/tenants/current`,
        headers: { 'x-tenant-id': 'demo' },
        ...common,
      })),
    });
    rows.push({
      engine,
      ...(await load('POST /public/contact-requests', {
        url: `${server.baseUrl}/api/v1/public/contact-requests`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: contact,
        ...common,
      })),
    });
    if (server.databaseUrl) {
      const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 10 });
      rows.push({
        engine,
        ...(await rawLoad(
          'raw SQL: tenant by subdomain',
          () => pool.query('SELECT * FROM tenants WHERE subdomain = $1', ['demo']),
          connections,
          seconds,
        )),
      });
      await pool.end();
    }
  } finally {
    await server.stop();
  }
}

console.log(`\n${connections} connections, ${seconds} s each, server and load on one machine\n`);
console.log('| engine | scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.engine} | ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
