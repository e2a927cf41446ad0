import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/engine.ts';
import { createPostgresDatabase, testEngine } from './test/databases.ts';
import { startServer } from './test/server-process.ts';

// The real process, as `npm start` runs it: crash safety and graceful shutdown, per engine.
const engine = testEngine();
let env: Record<string, string>;
let dataDir: string;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mp-server-'));
  // each request names its own client through the trusted loopback proxy, so the contact
  // form's per-address limit never stands in the way of these hundreds of writes
  env = { DATA_DIR: dataDir, SEED_DEMO: 'true', TRUST_PROXY: 'loopback' };
  if (engine === 'postgres') {
    const pg = await createPostgresDatabase();
    env.DATABASE_URL = pg.url;
    dropDatabase = pg.drop;
  }
});
afterAll(async () => dropDatabase());

const contact = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  company: 'Example Rentals',
  phone: '+966500000000',
  fleetSize: '11-50',
  message: 'Please call me back about pricing.',
});

async function post(baseUrl: string, i: number): Promise<string | null> {
  try {
    const res = await fetch(`${baseUrl}/api/v1/public/contact-requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify(contact(i)),
    });
    // 503 is the closing server refusing a new request: not acknowledged, nothing written
    if (res.status >= 500 && res.status !== 503) throw new Error(`server error ${res.status}`);
    return res.status === 201 ? ((await res.json()) as { id: string }).id : null;
  } catch (error) {
    if (String(error).includes('server error')) throw error;
    return null; // the connection was cut: the write was never acknowledged
  }
}

async function storedIds(): Promise<Set<string>> {
  const database: Database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const rows = await database.run<{ id: string }>('SELECT id FROM contact_requests');
    return new Set(rows.map((r) => r.id));
  } finally {
    await database.close();
  }
}

describe(`server process on ${engine}`, () => {
  it('keeps every acknowledged write when killed with SIGKILL mid-stream', async () => {
    const server = await startServer(env);
    const acknowledged: string[] = [];
    let next = 0;
    const writer = async () => {
      while (next < 400) {
        const id = await post(server.baseUrl, next++);
        if (id) acknowledged.push(id);
        else return;
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    server.process.kill('SIGKILL');
    await writers;
    await server.exited;

    // Starting again after the crash works (the stale lock is taken over).
    const restarted = await startServer(env);
    const health = await fetch(`${restarted.baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    restarted.process.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const stored = await storedIds();
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    for (const id of acknowledged) expect(stored.has(id), id).toBe(true);
    // Two server starts, each with its migrations: on a busy machine that takes its time.
  }, 300_000);

  it('on SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const server = await startServer(env);
    let signalled = false;
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      post(server.baseUrl, 1000 + i).then((id) => {
        // the first answer means the others are queued inside the server: stop it now
        if (!signalled) {
          signalled = true;
          server.process.kill('SIGTERM');
        }
        return id;
      }),
    );
    const results = await Promise.all(inFlight);
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('shutting down');
    if (engine === 'pglite') expect(existsSync(path.join(dataDir, 'motorpool.lock'))).toBe(false);

    const completed = results.filter((r): r is string => r !== null);
    expect(completed.length).toBeGreaterThan(1);
    const stored = await storedIds();
    for (const id of completed) expect(stored.has(id)).toBe(true);
  }, 180_000);
});
