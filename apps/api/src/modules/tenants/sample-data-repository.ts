// Which rows of a company are its sample data. Like the export and the removal of a company
// (company-data-repository.ts), it finds the tables in the catalogue, so a table a later sample
// fills is recorded and removed without a change here: the sample is whatever rows appeared
// while it was loaded, in any table whose rows have an id and the application may delete.
import type { SampleDataCounts } from '@motorpool/domain/schemas/sample-data';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { derivedTables, sampleRecords } from '../../db/schema/index.ts';
import { APP_ROLE } from '../../db/security.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { companyTables } from './company-data-repository.ts';

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

// What a person's own sign-in writes while the sample loads (a refreshed session, a mail): never
// sample, whenever it happens.
const neverSample = new Set([
  'users',
  'sessions',
  'user_tokens',
  'user_identities',
  'notifications',
  'outbox',
]);

/** The tables a sample's rows may be in: an id column, and the application may delete them. */
export async function sampleTables(tx: Tx): Promise<string[]> {
  const tables = new Set(await companyTables(tx));
  const found = await rows<{ table_name: string }>(
    tx,
    sql`SELECT table_name FROM information_schema.columns
         WHERE table_schema = 'public' AND column_name = 'id'
           AND has_table_privilege(${APP_ROLE}, quote_ident(table_schema) || '.' || quote_ident(table_name), 'DELETE')
         ORDER BY 1`,
  );
  return found
    .map((row) => row.table_name)
    .filter((table) => tables.has(table) && !neverSample.has(table));
}

/** The ids each table shows in this transaction (the company's, by row level security). */
export async function readIds(
  tx: Tx,
  tables: readonly string[],
): Promise<Map<string, Set<string>>> {
  const ids = new Map<string, Set<string>>();
  for (const table of tables) {
    const found = await rows<{ id: string }>(
      tx,
      sql.raw(`SELECT id::text AS id FROM ${quoted(table)}`),
    );
    ids.set(table, new Set(found.map((row) => row.id)));
  }
  return ids;
}

/** Records as sample every row `after` shows that `before` did not. */
export async function recordNewRows(
  tx: Tx,
  tenantId: string,
  before: Map<string, Set<string>>,
  after: Map<string, Set<string>>,
): Promise<void> {
  const records = [...after].flatMap(([table, ids]) =>
    [...ids]
      .filter((id) => !before.get(table)?.has(id))
      .map((recordId) => ({ tenantId, tableName: table, recordId })),
  );
  for (let start = 0; start < records.length; start += 1_000) {
    await tx.insert(sampleRecords).values(records.slice(start, start + 1_000));
  }
}

/** How many sample rows each table still holds. */
export async function sampleCounts(tx: Tx): Promise<Map<string, number>> {
  const found = await rows<{ table_name: string; n: number }>(
    tx,
    sql`SELECT table_name, count(*)::int AS n FROM sample_records GROUP BY table_name`,
  );
  return new Map(found.map((row) => [row.table_name, row.n]));
}

export const countsByKind = (counts: Map<string, number>): SampleDataCounts => ({
  vehicles: counts.get('vehicles') ?? 0,
  customers: counts.get('customers') ?? 0,
  reservations: counts.get('reservations') ?? 0,
  rentals: counts.get('rentals') ?? 0,
  payments: counts.get('payments') ?? 0,
});

/** Whether the company has vehicles, customers or bookings of its own (or any at all). */
export async function hasFleetOrBookings(tx: Tx): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM vehicles) OR EXISTS (SELECT 1 FROM customers)
            OR EXISTS (SELECT 1 FROM reservations) AS found`,
  );
  return row?.found ?? false;
}

// The company's own rows per table: every row not recorded as sample.
async function ownRowCounts(tx: Tx, tables: readonly string[], withId: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const own = withId.has(table)
      ? `WHERE NOT EXISTS (SELECT 1 FROM sample_records s
           WHERE s.table_name = '${table.replaceAll("'", "''")}' AND s.record_id::text = t.id::text)`
      : '';
    const [row] = await rows<{ n: number }>(
      tx,
      sql.raw(`SELECT count(*)::int AS n FROM ${quoted(table)} t ${own}`),
    );
    counts.set(table, row?.n ?? 0);
  }
  return counts;
}

export type SampleRemoval = { removed: Map<string, number> } | { blocked: string[] };

/**
 * Deletes the recorded rows table by table inside `tx`, a table that a foreign key still holds
 * being tried again after the others, then the records. Answers the tables still held (the
 * company's own rows use them) or whose own rows a cascade would have taken: the caller then
 * rolls the transaction back, so nothing of the company's own is ever lost.
 */
export async function removeSampleRows(tx: Tx): Promise<SampleRemoval> {
  const recorded = await sampleCounts(tx);
  // derived rows follow the sample's deletion on their own: they are nobody's own records
  const everyTable = (await companyTables(tx)).filter(
    (table) => table !== 'sample_records' && !derivedTables.includes(table),
  );
  const withId = new Set(await sampleTables(tx));
  const ownBefore = await ownRowCounts(tx, everyTable, withId);
  let pending = [...recorded.keys()];
  for (let pass = 0; pass < recorded.size && pending.length > 0; pass += 1) {
    const left: string[] = [];
    for (const table of pending) {
      try {
        await tx.transaction((sp) =>
          sp.execute(
            sql.raw(`DELETE FROM ${quoted(table)} t WHERE EXISTS (SELECT 1 FROM sample_records s
               WHERE s.table_name = '${table.replaceAll("'", "''")}' AND s.record_id::text = t.id::text)`),
          ),
        );
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        left.push(table);
      }
    }
    if (left.length === pending.length) return { blocked: left };
    pending = left;
  }
  if (pending.length > 0) return { blocked: pending };
  const ownAfter = await ownRowCounts(tx, everyTable, withId);
  const lost = everyTable.filter(
    (table) => (ownAfter.get(table) ?? 0) < (ownBefore.get(table) ?? 0),
  );
  if (lost.length > 0) return { blocked: lost };
  await tx.delete(sampleRecords);
  return { removed: recorded };
}
