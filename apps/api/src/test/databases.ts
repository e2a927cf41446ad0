import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, openPgliteFromDump } from '../db/engine.ts';
import { seedTestCompanies } from './seed-companies.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding dumpPglite tarballs, made once per run by global-setup.ts. */
    pgliteDump?: string;
    /** the same with the demo tenants seeded */
    pgliteSeededDump?: string;
    /** PostgreSQL databases to clone, made once per run by global-setup.ts */
    postgresTemplate?: string;
    postgresSeededTemplate?: string;
  }
}

export type TestEngine = 'pglite' | 'postgres';

export const testEngine = (): TestEngine =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// A fresh PostgreSQL database per test file (a clone of `template` when given), dropped
// afterwards. A missing server fails loudly: the PostgreSQL half of the suite must never be
// skipped silently.
export async function createPostgresDatabase(template?: string): Promise<{
  name: string;
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
  // PostgreSQL refuses a clone while any session is connected to the template; the set-up's
  // own sessions may still be closing when the first files start.
  await retryWhileTemplateBusy(() =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh database, migrated, and with the demo tenants when `seeded`. */
export async function createTestDatabase({
  engine = testEngine(),
  seeded = false,
}: { engine?: TestEngine; seeded?: boolean } = {}): Promise<{
  database: Database;
  dispose: () => Promise<void>;
}> {
  const made = await openTestDatabase(engine, seeded);
  // Without a prepared copy (a file run outside the suite's set-up), seed here.
  if (seeded && !made.fromCopy) await seedTestCompanies(made.database);
  return { database: made.database, dispose: made.dispose };
}

async function openTestDatabase(
  engine: TestEngine,
  seeded: boolean,
): Promise<{ database: Database; dispose: () => Promise<void>; fromCopy: boolean }> {
  if (engine === 'pglite') {
    const dump = inject(seeded ? 'pgliteSeededDump' : 'pgliteDump');
    const database = dump
      ? await openPgliteFromDump(await openAsBlob(dump))
      : await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, dispose: () => database.close(), fromCopy: Boolean(dump) };
  }
  const template = inject(seeded ? 'postgresSeededTemplate' : 'postgresTemplate');
  const { url, drop } = await createPostgresDatabase(template);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
    fromCopy: Boolean(template),
  };
}

async function retryWhileTemplateBusy(create: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await create();
      return;
    } catch (error) {
      // 55006: source database "…" is being accessed by other users
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}
