// Reservations benchmark: the availability search and reservation creates of the largest company
// under load through the API, beside the same statements replayed straight on PostgreSQL in the
// same run, with the search's query plans.
// Usage: node --import tsx bench/reservations.ts [--seconds=10] [--connections=10]
//   [--tenants=100] [--vehicles=100000] [--per-vehicle=10] [--conflicts=0.2]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/engine.ts';
import { adminEmail, benchPassword, type FleetTenant } from './lib/fleet-dataset.ts';
import { appPool } from './lib/fleet-queries.ts';
import { load, type LoadResult, rawLoad } from './lib/load.ts';
import { generateFleets, generateReservations } from './lib/reservation-dataset.ts';
import {
  type AvailabilityInput,
  type CreateInput,
  createReplay,
  explainSelects,
  openServices,
  replay,
} from './lib/reservation-queries.ts';
import { startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    tenants: { type: 'string', default: '100' },
    vehicles: { type: 'string', default: '100000' },
    'per-vehicle': { type: 'string', default: '10' },
    conflicts: { type: 'string', default: '0.2' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const plan = {
  tenants: Number(args.tenants),
  vehicles: Number(args.vehicles),
  perVehicle: Number(args['per-vehicle']),
};
// The server's own pool size (DatabaseOptions.poolSize default): the raw loops get the same.
const SERVER_POOL = 10;
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const bufferMs = hourMs;

const log = (line: string) => console.error(`[reservations] ${line}`);
const rows: { api: LoadResult; raw: LoadResult }[] = [];

let tenants: FleetTenant[] = [];
const started = performance.now();
const server = await startServer('postgres', {
  prepare: async (target) => {
    const database = await openDatabase({ kind: 'postgres', url: target.databaseUrl! });
    try {
      tenants = await generateFleets(database, plan, log);
    } finally {
      await database.close();
    }
    await generateReservations(target.databaseUrl!, plan, log);
    log(`dataset ready in ${Math.round((performance.now() - started) / 1000)} s`);
  },
});
const url = server.databaseUrl!;
const pool = appPool(url, SERVER_POOL);
const owner = new pg.Client({ connectionString: url });
await owner.connect();
let services: Awaited<ReturnType<typeof openServices>> | undefined;

try {
  const top = tenants[0]!;
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await owner.query(sql, params)).rows[0] as T;
  const totals = await one<{ reservations: string; holds: string; vehicles: string }>(
    `select (select count(*) from reservations) as reservations,
       (select count(*) from vehicle_holds) as holds, (select count(*) from vehicles) as vehicles`,
  );
  log(
    `${tenants.length} companies, ${JSON.stringify(totals)}; largest ${top.subdomain}: ${top.vehicles} vehicles`,
  );
  const admin = await one<{ id: string }>('select id from users where email = $1', [
    adminEmail(top.subdomain),
  ]);
  // the branch with most bookable cars, the company's first customer
  const branch = await one<{ id: string }>(
    `select b.id from branches b join vehicles v on v.tenant_id = b.tenant_id and v.branch_id = b.id
     where b.tenant_id = $1 and b.status = 'active' and v.status in ('available', 'rented')
     group by b.id order by count(*) desc limit 1`,
    [top.id],
  );
  const customer = await one<{ id: string }>(
    'select id from customers where tenant_id = $1 order by id limit 1',
    [top.id],
  );
  const cars = (
    await owner.query<{ id: string }>(
      `select id from vehicles where tenant_id = $1 and status in ('available', 'rented')
       order by id`,
      [top.id],
    )
  ).rows.map((r) => r.id);

  const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': top.subdomain },
    body: JSON.stringify({ email: adminEmail(top.subdomain), password: benchPassword }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = {
    authorization: `Bearer ${token}`,
    'x-tenant-id': top.subdomain,
    'content-type': 'application/json',
  };
  services = await openServices(url, top.id, admin.id);

  // --- availability ---------------------------------------------------------------------------
  const hour = Math.ceil(Date.now() / hourMs) * hourMs;
  const iso = (ms: number) => new Date(ms).toISOString();
  const searches: { name: string; query: AvailabilityInput }[] = [
    {
      name: 'availability: next week, 3 days, whole company',
      query: { pickupDate: iso(hour + 7 * dayMs), returnDate: iso(hour + 10 * dayMs), limit: '20' },
    },
    {
      name: 'availability: next week, 3 days, branch + suv',
      query: {
        pickupDate: iso(hour + 7 * dayMs),
        returnDate: iso(hour + 10 * dayMs),
        branchId: branch.id,
        category: 'suv',
        limit: '20',
      },
    },
    {
      name: 'availability: from today, 2 days (rentals out)',
      query: {
        pickupDate: iso(hour + 2 * hourMs),
        returnDate: iso(hour + 50 * hourMs),
        limit: '20',
      },
    },
  ];
  for (const search of searches) {
    const target = `${server.baseUrl}/api/v1/vehicles/availability?${new URLSearchParams(search.query)}`;
    const probe = await fetch(target, { headers });
    if (!probe.ok) throw new Error(`${search.name}: ${probe.status} ${await probe.text()}`);
    const body = (await probe.json()) as { data: unknown[]; total: number };
    log(`${search.name}: ${body.data.length} rows, total ${body.total}`);
    const api = await load(search.name, { url: target, headers, connections, seconds });
    const recorded = await services.availability(search.query);
    console.error(await explainSelects(pool, recorded));
    const raw = await rawLoad(search.name, replay(pool, recorded), connections, seconds);
    rows.push({ api, raw });
  }

  // --- create ---------------------------------------------------------------------------------
  // Request i books car i mod N for the 3 days of its slot, slots 4 days apart from `base`; a
  // share of the requests repeat the one before and must get 409.
  const conflicts = Number(args.conflicts);
  const every = Math.round(1 / conflicts);
  const bookings = (base: number) => {
    let sent = 0;
    let fresh = 0;
    let last: CreateInput | undefined;
    return (): CreateInput => {
      sent += 1;
      if (last && sent % every === 0) return last;
      const vehicleId = cars[fresh % cars.length]!;
      const pickup = base + Math.floor(fresh / cars.length) * 4 * dayMs;
      fresh += 1;
      last = {
        customerId: customer.id,
        vehicleId,
        pickupDate: iso(pickup),
        returnDate: iso(pickup + 3 * dayMs),
        pickupBranchId: branch.id,
        returnBranchId: branch.id,
      };
      return last;
    };
  };
  const nextApi = bookings(Date.parse('2031-01-05T10:00:00.000Z'));
  const createName = `create: distinct cars and periods, ${Math.round(conflicts * 100)} % repeats (409)`;
  const api = await load(createName, {
    url: `${server.baseUrl}/api/v1/reservations`,
    method: 'POST',
    headers,
    nextBody: () => JSON.stringify(nextApi()),
    connections,
    seconds,
  });
  log(`API create statuses: ${JSON.stringify(api.statuses)}`);

  const sample: CreateInput = {
    customerId: customer.id,
    vehicleId: cars[0]!,
    pickupDate: '2035-01-05T10:00:00.000Z',
    returnDate: '2035-01-08T10:00:00.000Z',
    pickupBranchId: branch.id,
    returnBranchId: branch.id,
  };
  const recorded = await services.create(sample);
  const [made] = (
    await owner.query<{ n: string }>(
      `select reservation_number as n from reservations where tenant_id = $1 and vehicle_id = $2
       and pickup_date = $3`,
      [top.id, sample.vehicleId, sample.pickupDate],
    )
  ).rows;
  log(`a create sends ${recorded.length} statements:`);
  for (const s of recorded) console.error(`  ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  const run = createReplay(
    pool,
    recorded,
    {
      ...sample,
      reservationNumber: made!.n,
      holdEnd: iso(Date.parse(sample.returnDate) + bufferMs),
    },
    new Set([top.id, customer.id, branch.id, admin.id]),
  );
  const nextRaw = bookings(Date.parse('2033-01-05T10:00:00.000Z'));
  const outcomes = { '201': 0, '409': 0 };
  const raw = await rawLoad(
    createName,
    async () => {
      const b = nextRaw();
      const pickup = Date.parse(b.pickupDate);
      const booked = await run({
        vehicleId: b.vehicleId,
        pickupDate: b.pickupDate,
        returnDate: b.returnDate,
        holdEnd: iso(pickup + 3 * dayMs + bufferMs),
      });
      outcomes[booked ? '201' : '409'] += 1;
    },
    connections,
    seconds,
  );
  log(`raw create outcomes: ${JSON.stringify(outcomes)}`);
  rows.push({ api, raw: { ...raw, statuses: outcomes } });
} finally {
  await services?.close();
  await owner.end();
  await pool.end();
  await server.stop();
}

const statuses = (r: LoadResult) =>
  Object.entries(r.statuses ?? {})
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
console.log(
  `\n${connections} connections, ${seconds} s per scenario, server and load on one machine\n`,
);
console.log(
  '| scenario | API req/s | API p50 ms | API p99 ms | API statuses | raw req/s | raw p50 ms | ' +
    'raw p99 ms | API/raw |',
);
console.log('|---|---:|---:|---:|---|---:|---:|---:|---:|');
for (const { api, raw } of rows) {
  console.log(
    `| ${api.name} | ${api.rps} | ${api.p50} | ${api.p99} | ${statuses(api)} | ${raw.rps} | ` +
      `${raw.p50} | ${raw.p99} | ${Math.round((api.rps / raw.rps) * 100) / 100} |`,
  );
}
