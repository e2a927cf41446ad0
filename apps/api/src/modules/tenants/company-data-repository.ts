// A company's rows in every table that holds them, found from the catalogue (as db/security.ts
// finds the tables it secures) so that a table added later is exported and removed like the
// others. This is the one reader across modules' tables: the full export and the removal must
// reach every table, which no module's port could promise.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { selectTenant } from '../../db/tenant-context.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';

type Runner = Db | Tx;

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table with a tenant_id column, by name. */
export async function companyTables(db: Runner): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`SELECT c.table_name FROM information_schema.columns c
          JOIN information_schema.tables t USING (table_schema, table_name)
         WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id'
           AND t.table_type = 'BASE TABLE'
         ORDER BY 1`,
  );
  return found.map((row) => row.table_name);
}

/** A table's columns in order, without its bytes (a file's bytes travel as files of their own). */
export async function exportedColumns(db: Runner, table: string): Promise<string[]> {
  const found = await rows<{ column_name: string }>(
    db,
    sql`SELECT column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ${table} AND data_type <> 'bytea'
         ORDER BY ordinal_position`,
  );
  return found.map((row) => row.column_name);
}

/** The rows row level security shows in this transaction (one company's), as JSON values. */
export async function readCompanyRows(
  tx: Tx,
  table: string,
  columns: readonly string[],
): Promise<Record<string, unknown>[]> {
  const list = columns.map(quoted).join(', ');
  const found = await rows<{ row: string }>(
    tx,
    sql.raw(`SELECT row_to_json(x)::text AS row FROM (SELECT ${list} FROM ${quoted(table)}) x`),
  );
  return found.map((row) => JSON.parse(row.row) as Record<string, unknown>);
}

/** How many rows of the company each table holds (in its scope), tables with none left out. */
export async function countCompanyRows(tx: Tx, tables: readonly string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: number }>(
      tx,
      sql.raw(`SELECT count(*)::int AS n FROM ${quoted(table)}`),
    );
    if (row && row.n > 0) counts[table] = row.n;
  }
  return counts;
}

// The tables whose rows the tenants row's own foreign key does not take with it.
async function tablesWithoutCascade(tx: Tx, tables: readonly string[]): Promise<string[]> {
  const cascading = await rows<{ table_name: string }>(
    tx,
    sql`SELECT conrelid::regclass::text AS table_name FROM pg_constraint
         WHERE contype = 'f' AND confrelid = 'public.tenants'::regclass AND confdeltype = 'c'`,
  );
  const taken = new Set(cascading.map((row) => row.table_name.replace(/^public\./, '')));
  return tables.filter((table) => !taken.has(table));
}

/**
 * Removes the company: its rows in every table, then its tenants row, inside `tx`. The delete of
 * the tenants row cascades to most tables through their foreign keys; PostgreSQL runs those
 * cascades as the tables' owner without row level security, which is what removes the audit
 * trail the application itself may never delete. The few tables without such a key are emptied
 * first, in the company's own scope, in whatever order their keys between them allow.
 */
export async function removeCompanyRows(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(selectTenant(companyId));
  let pending = await tablesWithoutCascade(tx, await companyTables(tx));
  for (let pass = 0; pass < pending.length && pending.length > 0; pass += 1) {
    const left: string[] = [];
    for (const table of pending) {
      try {
        await tx.transaction((sp) => sp.execute(sql.raw(`DELETE FROM ${quoted(table)}`)));
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        left.push(table);
      }
    }
    pending = left;
  }
  await tx.execute(sql`DELETE FROM tenants WHERE id = ${companyId}`);
  // What still referred to rows the cascade took can go now.
  for (const table of pending) await tx.execute(sql.raw(`DELETE FROM ${quoted(table)}`));
}

/**
 * The platform's tables that name the company by `company_id` (sign-ups, support visits): a
 * nullable reference is cleared, so the record of the sign-up stays; a required one is deleted.
 */
export async function releaseCompanyReferences(tx: Tx, companyId: string): Promise<void> {
  const found = await rows<{ table_name: string; is_nullable: string }>(
    tx,
    sql`SELECT c.table_name, c.is_nullable FROM information_schema.columns c
          JOIN information_schema.tables t USING (table_schema, table_name)
         WHERE c.table_schema = 'public' AND c.column_name = 'company_id'
           AND t.table_type = 'BASE TABLE'
         ORDER BY 1`,
  );
  for (const { table_name: table, is_nullable: nullable } of found) {
    const name = sql.raw(quoted(table));
    await tx.execute(
      nullable === 'YES'
        ? sql`UPDATE ${name} SET company_id = NULL WHERE company_id = ${companyId}`
        : sql`DELETE FROM ${name} WHERE company_id = ${companyId}`,
    );
  }
}

/** The companies scheduled for deletion whose grace ended at or before `now`. */
export async function listDueRemovals(db: Runner, now: Date): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM tenants WHERE status = 'deletion_scheduled'
          AND deletion_due_at <= ${now.toISOString()}::timestamptz ORDER BY id`,
  );
  return found.map((row) => row.id);
}

/** The company, locked, if it is still due for removal at `now` (not restored meanwhile). */
export async function lockDueRemoval(tx: Tx, id: string, now: Date) {
  const [row] = await rows<{ id: string; name: string; subdomain: string }>(
    tx,
    sql`SELECT id, name, subdomain FROM tenants WHERE id = ${id}
          AND status = 'deletion_scheduled' AND deletion_due_at <= ${now.toISOString()}::timestamptz
          FOR UPDATE`,
  );
  return row ?? null;
}
