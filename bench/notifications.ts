// Notifications benchmark: 1,000 sockets on the /notifications namespace of two server
// processes sharing Redis (and one PostgreSQL database). Measures the time from a REST commit
// (POST /notifications answered) to `notification:new` at the client, p50/p95, for a client on
// the same instance and on the other one; then the delivery throughput of 2 instances against 1.
// Usage: node --import tsx bench/notifications.ts [--sockets=1000] [--users=100]
//   [--samples=200] [--burst=1000] [--concurrency=20]
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    users: { type: 'string', default: '100' },
    samples: { type: 'string', default: '200' },
    burst: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
  },
});
const socketCount = Number(args.sockets);
const userCount = Number(args.users);
const samples = Number(args.samples);
const burst = Number(args.burst);
const concurrency = Number(args.concurrency);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => console.error(`[notifications] ${line}`);
const secret = `bench-${randomUUID()}`;
process.env.JWT_SECRET = secret;
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
process.env.LOG_LEVEL = 'warn';

// A second server process on the first one's database (already migrated and seeded).
async function startSecond(
  databaseUrl: string,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  child.stdout?.removeAllListeners('data');
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

type Person = { userId: string; token: string };

// Users with live sessions, written as the owner under the company's row level security.
async function createPeople(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "select id from tenants where subdomain = 'demo'",
  );
  const tenantId = rows[0]!.id;
  const make = async (role: string): Promise<Person> => {
    const userId = randomUUID();
    const familyId = randomUUID();
    await client.query('begin');
    await client.query("select set_config('app.tenant_id', $1, true)", [tenantId]);
    await client.query(
      `insert into users (tenant_id, id, email, first_name, last_name, roles)
       values ($1, $2, $3, 'Bench', 'User', $4)`,
      [tenantId, userId, `bench-${userId}@bench.example`, [role]],
    );
    await client.query(
      `insert into sessions (tenant_id, id, user_id, family_id, refresh_token_hash, expires_at)
       values ($1, $2, $3, $4, $5, now() + interval '1 day')`,
      [tenantId, randomUUID(), userId, familyId, randomUUID()],
    );
    await client.query('commit');
    const token = signAccessToken(
      { sub: userId, tid: tenantId, roles: [role], sid: familyId },
      secret,
      3600,
    );
    return { userId, token };
  };
  const admin = await make('admin');
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) people.push(await make('viewer'));
  await client.end();
  return { tenantId, admin, people };
}

type Client = { socket: Socket; person: Person; instance: number };

async function connectAll(urls: string[], tenantId: string, people: Person[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < socketCount; i += 1) {
    const person = people[i % people.length]!;
    const instance = i % urls.length;
    const socket = io(`${urls[instance]}/notifications`, {
      auth: { token: person.token, tenantId },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    clients.push({ socket, person, instance });
  }
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('socket never authenticated')), 60_000);
          c.socket.once('auth:success', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
  return clients;
}

const post = async (
  baseUrl: string,
  admin: Person,
  tenantId: string,
  userId: string,
  title: string,
) => {
  const res = await fetch(`${baseUrl}/api/v1/notifications`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${admin.token}`,
      'x-tenant-id': tenantId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      userId,
      title,
      message: 'bench',
      type: 'info',
      category: 'system',
      priority: 'low',
    }),
  });
  if (res.status !== 201) throw new Error(`POST /notifications ${res.status}: ${await res.text()}`);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

// Commit → notification:new, one at a time: the POST goes to instance 0; the first socket of
// the user on `instance` times it.
async function latency(
  urls: string[],
  clients: Client[],
  admin: Person,
  tenantId: string,
  instance: number,
) {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const target = clients.filter((c) => c.instance === instance)[
      i % (clients.length / urls.length)
    ]!;
    const title = `lat-${instance}-${i}-${randomUUID()}`;
    const arrived = new Promise<number>((resolve) => {
      const on = (n: { title: string }) => {
        if (n.title !== title) return;
        target.socket.off('notification:new', on);
        resolve(performance.now());
      };
      target.socket.on('notification:new', on);
    });
    const start = performance.now();
    await post(urls[0]!, admin, tenantId, target.person.userId, title);
    times.push((await arrived) - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

// `burst` notifications spread over the instances, `concurrency` requests in flight; answers
// notifications/s and socket deliveries/s until every socket got its own.
async function throughput(
  urls: string[],
  clients: Client[],
  admin: Person,
  tenantId: string,
  people: Person[],
) {
  const perUser = socketCount / people.length;
  const expected = burst * perUser;
  let delivered = 0;
  let resolveAll: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (resolveAll = resolve));
  const on = () => {
    delivered += 1;
    if (delivered === expected) resolveAll();
  };
  for (const c of clients) c.socket.on('notification:new', on);
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < burst) {
        const i = next++;
        await post(
          urls[i % urls.length]!,
          admin,
          tenantId,
          people[i % people.length]!.userId,
          `tp-${i}`,
        );
      }
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((r) => (timer = setTimeout(r, 120_000)))]);
  clearTimeout(timer);
  const seconds = (performance.now() - start) / 1000;
  for (const c of clients) c.socket.off('notification:new', on);
  return {
    perSecond: burst / seconds,
    deliveriesPerSecond: delivered / seconds,
    delivered,
    expected,
  };
}

const first = await startServer('postgres');
let second: Awaited<ReturnType<typeof startSecond>> | null = null;
try {
  const databaseUrl = first.databaseUrl!;
  const { tenantId, admin, people } = await createPeople(databaseUrl, userCount);
  log(`${people.length} users, ${socketCount} sockets`);

  second = await startSecond(databaseUrl);
  const two = [first.baseUrl, second.baseUrl];
  let clients = await connectAll(two, tenantId, people);
  const same = await latency(two, clients, admin, tenantId, 0);
  const other = await latency(two, clients, admin, tenantId, 1);
  log(`latency same instance p50 ${same.p50.toFixed(1)} ms p95 ${same.p95.toFixed(1)} ms`);
  log(`latency other instance p50 ${other.p50.toFixed(1)} ms p95 ${other.p95.toFixed(1)} ms`);
  const twoTp = await throughput(two, clients, admin, tenantId, people);
  log(`2 instances: ${JSON.stringify(twoTp)}`);
  for (const c of clients) c.socket.disconnect();

  await second.stop();
  second = null;
  clients = await connectAll([first.baseUrl], tenantId, people);
  const oneTp = await throughput([first.baseUrl], clients, admin, tenantId, people);
  log(`1 instance: ${JSON.stringify(oneTp)}`);
  for (const c of clients) c.socket.disconnect();

  console.log(
    JSON.stringify(
      { sockets: socketCount, users: people.length, same, other, two: twoTp, one: oneTp },
      null,
      2,
    ),
  );
} finally {
  await second?.stop();
  await first.stop();
}
