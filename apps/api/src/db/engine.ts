import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { APP_ROLE, applySecurity } from './security.ts';
import { pgTenantTransactions } from './pg-tenant-transaction.ts';
import type { SqlRunner } from './sql-runner.ts';
import { selectTenant } from './tenant-context.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  /** Runs as the application role: tenant tables show nothing outside withTenant. */
  db: Db;
  run: SqlRunner;
  /** One transaction scoped to a tenant: every query in it sees that tenant's rows only. */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Serialises migrations when several instances start against one PostgreSQL at once.
const MIGRATION_LOCK = 7_240_118;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite({ dataDir: options.dataDir })
    : openPostgres(options);
}

/** A PGlite data directory, in memory when null, or a dump made by dumpPglite. */
type PgliteSource = { dataDir: string | null } | { dump: Blob };

async function openPglite(source: PgliteSource): Promise<Database> {
  const client = await startPglite(source);
  const run = pgliteRunner(client);
  try {
    // PGlite has one session: from here on it is the application role for good.
    await run(`SET ROLE ${APP_ROLE}`);
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return wrap('pglite', db, run, () => client.close());
}

/**
 * A new PGlite database, migrated and secured (and filled by `prepare` as the application role),
 * as a tarball for openPgliteFromDump. Opening that skips initdb, the migrations and whatever
 * `prepare` did: the tests open one per file.
 */
export async function dumpPglite(prepare?: (database: Database) => Promise<void>): Promise<Blob> {
  const client = await startPglite({ dataDir: null });
  try {
    if (prepare) {
      const run = pgliteRunner(client);
      await run(`SET ROLE ${APP_ROLE}`);
      const db = drizzlePglite(client, { schema }) as unknown as Db;
      await prepare(wrap('pglite', db, run, async () => undefined));
      // CHECKPOINT needs the session's own role back.
      await run('RESET ROLE');
    }
    // Every changed page written to its file: the dump does not rely on replaying the log.
    await client.query('CHECKPOINT');
    // Uncompressed, as gunzipping it on every open would cost more than it saves.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export const openPgliteFromDump = (dump: Blob): Promise<Database> => openPglite({ dump });

async function startPglite(source: PgliteSource): Promise<PGlite> {
  const client = await PGlite.create({
    ...('dump' in source ? { loadDataDir: source.dump } : {}),
    ...('dataDir' in source && source.dataDir ? { dataDir: source.dataDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  // A dump was migrated and secured before it was taken.
  if ('dump' in source) return client;
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await applySecurity(pgliteRunner(client));
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

const pgliteRunner =
  (client: PGlite): SqlRunner =>
  async (text, params) =>
    (await client.query(text, params)).rows as never[];

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  const admin = new pg.Client({ connectionString: options.url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(admin, { schema }), { migrationsFolder });
    await applySecurity(async (text, params) => (await admin.query(text, params)).rows);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Every pooled session starts as the application role.
    options: `-c role=${APP_ROLE}`,
  });
  // An idle pooled connection can be cut by the server (restart, failover); the pool replaces
  // it on next use, so the event is only worth a log line, never a crash.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const run: SqlRunner = async (text, params) => (await pool.query(text, params)).rows;
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { ...wrap('postgres', db, run, () => pool.end()), withTenant: pgTenantTransactions(pool) };
}

function wrap(
  kind: Database['kind'],
  db: Db,
  run: SqlRunner,
  close: () => Promise<void>,
): Database {
  return {
    kind,
    db,
    run,
    withTenant: (tenantId, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(selectTenant(tenantId));
        return fn(tx);
      }),
    ping: async () => {
      await run('SELECT 1');
    },
    close,
  };
}
