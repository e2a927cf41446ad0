import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Engine = 'pglite' | 'postgres';
export type BenchServer = { baseUrl: string; databaseUrl?: string; stop: () => Promise<void> };
/** Where the server will keep its data, handed to `prepare` before the server starts. */
export type BenchTarget = { dataDir: string; databaseUrl?: string };

// The real server process on a free port, on a fresh PGlite directory or PostgreSQL database.
// `prepare` runs first, while nothing else has the database open (a PGlite directory allows
// one process only).
export async function startServer(
  engine: Engine,
  options: { prepare?: (target: BenchTarget) => Promise<void> } = {},
): Promise<BenchServer> {
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-'));
  env.DATA_DIR = dataDir;
  // a fleet PGlite directory holds hundreds of megabytes: it goes with the server
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let dropDatabase = async () => removeDataDir();
  if (engine === 'postgres') {
    const name = `mp_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      removeDataDir();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  try {
    await options.prepare?.({ dataDir, databaseUrl: env.DATABASE_URL });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
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
  // From here on only warnings matter; the request log would dominate the run.
  child.stdout?.removeAllListeners('data');
  return {
    baseUrl,
    databaseUrl: env.DATABASE_URL,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await dropDatabase();
    },
  };
}
