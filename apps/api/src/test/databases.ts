import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, openPgliteFromDump } from '../db/engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dumpPglite tarball, made once per run by global-setup.ts. */
    pgliteDump?: string;
  }
}

export type TestEngine = 'pglite' | 'postgres';

export const testEngine = (): TestEngine =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// A fresh PostgreSQL database per test file, dropped afterwards. A missing server fails
// loudly: the PostgreSQL half of the suite must never be skipped silently.
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl()} (set TEST_DATABASE_URL): ${String(error)}`,
    );
  }
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function createTestDatabase(
  engine: TestEngine = testEngine(),
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dump = inject('pgliteDump');
    const database = dump
      ? await openPgliteFromDump(await openAsBlob(dump))
      : await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
