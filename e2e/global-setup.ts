import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { demoPassword } from './tests/fleet-support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

// Specs sign in as the same demo staff accounts dozens of times side by side, and each sign-in
// tells the account's other sessions so: those notices would pop up over the pages other specs
// are driving. They stay in the bell; only their pop-up is switched off, as a user may.
async function quietSignInNotices(api: string) {
  for (const email of ['admin', 'manager', 'staff', 'viewer'].map((r) => `${r}@demo.test`)) {
    const headers = { 'content-type': 'application/json', 'x-tenant-id': 'demo' };
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: demoPassword }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const signedIn = { ...headers, authorization: `Bearer ${token}` };
    const current = await fetch(`${api}/notifications/preferences`, { headers: signedIn });
    const { preferences } = (await current.json()) as {
      preferences: { categories: Record<string, { push: boolean }> };
    };
    preferences.categories.user!.push = false;
    const saved = await fetch(`${api}/notifications/preferences`, {
      method: 'PUT',
      headers: signedIn,
      body: JSON.stringify(preferences),
    });
    if (!saved.ok) throw new Error(`${email}: preferences not saved: ${await saved.text()}`);
  }
}

// The server runs on PostgreSQL when one is reachable, as in production: two workers' requests
// then run side by side instead of queueing behind PGlite's single connection. Without one it
// runs on PGlite in its data directory.
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`e2e: PostgreSQL is not reachable at ${adminUrl}; the server runs on PGlite`);
    return null;
  }
  const name = `mp_e2e_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'motorpool-e2e-'));
  const postgres = await freshPostgresDatabase();
  let log = '';
  // The server log carries the e-mails the outbox sends (reset links): tests read it.
  const logFile = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      // The OpenID Connect spec runs its provider on 127.0.0.1.
      OIDC_ALLOW_PRIVATE_ISSUERS: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const capture = (chunk: Buffer) => {
    if (log.length < 200_000) log += chunk.toString();
    logStream.write(chunk);
  };
  server.stdout?.on('data', capture);
  server.stderr?.on('data', capture);
  await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`, server, () => log);
  await quietSignInNotices(`http://127.0.0.1:${port}/api/v1`);
  process.env.E2E_PORT = String(port);
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => logStream.end(resolve));
    // Kept beside Playwright's own failure output, so a failed run's server log survives.
    const results = path.join(root, 'e2e/test-results');
    mkdirSync(results, { recursive: true });
    copyFileSync(logFile, path.join(results, 'server.log'));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
