// A person's rows in every table the catalogue says holds them, across companies. Like a
// company's export and removal (tenants/company-data-repository.ts) this reads and writes other
// modules' tables, found from a catalogue rather than through their ports: only then can an
// archive and an erasure promise to reach every table, and personal-columns.test.ts makes a
// table added later fail until it is classified. One transaction switches from company to
// company with the tenant setting, so row level security scopes every statement to one company.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/engine.ts';
import * as schema from '../../../db/schema/index.ts';
import { selectTenant } from '../../../db/tenant-context.ts';
import { personDataCatalogue } from './catalogue.ts';
import { exported, type Reach, type TableEntry } from './catalogue-types.ts';

export type Company = { id: string; name: string; subdomain: string };
export type Row = Record<string, unknown>;

/** The ids a company's person-rows lead to, by what they are. */
export type Found = Record<'user' | 'customer' | 'reservation' | 'rental' | 'payment', string[]>;

// Each table's columns in the schema's order, so a CSV reads like the table.
const schemaColumns = new Map(
  Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const config = getTableConfig(value);
    return [[config.name, config.columns.map((column) => column.name)] as const];
  }),
);

const jsonColumns = new Set(
  Object.values(schema).flatMap((value) => {
    if (!is(value, PgTable)) return [];
    const config = getTableConfig(value);
    return config.columns
      .filter((column) => column.getSQLType() === 'jsonb')
      .map((column) => `${config.name}.${column.name}`);
  }),
);

// The tables whose rows' ids lead on to other tables' rows.
const leadsTo: Record<string, keyof Found> = {
  users: 'user',
  customers: 'customer',
  reservations: 'reservation',
  rentals: 'rental',
  payments: 'payment',
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ident = (name: string) => sql.raw(quoted(name));

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const emptyFound = (): Found => ({
  user: [],
  customer: [],
  reservation: [],
  rental: [],
  payment: [],
});

const inList = (column: string, ids: readonly string[]) =>
  sql`${ident(column)} IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The condition picking the person's rows of a table, or null when nothing can be theirs. */
function condition(reach: Reach, email: string, found: Found): SQL | null {
  if (reach.by === 'email') return sql`lower(${ident(reach.column)}) = lower(${email})`;
  if (reach.by === 'actor') {
    return found.user.length === 0
      ? null
      : sql`actor_type = 'user' AND ${inList('actor_id', found.user)}`;
  }
  const ids = found[reach.by];
  return ids.length === 0 ? null : inList(reach.column, ids);
}

/** The catalogue's tables of one scope that hold a person's rows, in the catalogue's order. */
export const personTables = (scope: TableEntry['scope']) =>
  Object.entries(personDataCatalogue).filter(
    (pair): pair is [string, TableEntry & { reach: Reach }] =>
      pair[1].scope === scope && pair[1].reach !== null,
  );

export async function listCompanies(tx: Tx): Promise<Company[]> {
  return rows<Company>(tx, sql`SELECT id, name, subdomain FROM tenants ORDER BY subdomain`);
}

/** From here on, `tx` sees this company's rows only. */
export async function enterCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(selectTenant(companyId));
}

/**
 * Walks the person's rows table by table (in the scope `tx` is in), handing each table's
 * matching condition to `visit`; ids of users, customers, bookings, rentals and payments found
 * on the way lead to the tables after them.
 */
export async function walkPerson(
  tx: Tx,
  scope: TableEntry['scope'],
  email: string,
  visit: (table: string, entry: TableEntry, where: SQL) => Promise<void>,
): Promise<Found> {
  const found = emptyFound();
  for (const [table, entry] of personTables(scope)) {
    const where = condition(entry.reach, email, found);
    if (!where) continue;
    const lead = leadsTo[table];
    if (lead) {
      const ids = await rows<{ id: string }>(
        tx,
        sql`SELECT id FROM ${ident(table)} WHERE ${where}`,
      );
      found[lead] = ids.map((row) => row.id);
    }
    await visit(table, entry, where);
  }
  return found;
}

/** The columns of a table that leave in an archive, in the schema's order. */
export function exportedColumns(table: string, entry: TableEntry): string[] {
  return (schemaColumns.get(table) ?? []).filter((column) => {
    const use = entry.columns[column];
    return use !== undefined && exported(use);
  });
}

export async function readRows(
  tx: Tx,
  table: string,
  columns: string[],
  where: SQL,
): Promise<Row[]> {
  const list = sql.raw(columns.map(quoted).join(', '));
  const found = await rows<{ row: string }>(
    tx,
    sql`SELECT row_to_json(x)::text AS row FROM (SELECT ${list} FROM ${ident(table)} WHERE ${where}) x`,
  );
  return found.map((row) => JSON.parse(row.row) as Row);
}

export async function countRows(tx: Tx, table: string, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${where}`,
  );
  return row?.n ?? 0;
}

/** The stored files of the person's documents, with their bytes. */
export async function readFiles(tx: Tx, fileIds: readonly string[]) {
  if (fileIds.length === 0) return [];
  return rows<{ id: string; file_name: string; content: Uint8Array }>(
    tx,
    sql`SELECT id, file_name, content FROM files WHERE ${inList('id', fileIds)} ORDER BY id`,
  );
}

/** The person's rentals in progress (pending pickup or out), locked until the transaction ends. */
export async function rentalsInProgress(tx: Tx, customerIds: readonly string[]): Promise<number> {
  if (customerIds.length === 0) return 0;
  const found = await rows<{ id: string }>(
    tx,
    sql`SELECT id FROM rentals WHERE ${inList('customer_id', customerIds)}
          AND status IN ('pending', 'active') FOR UPDATE`,
  );
  return found.length;
}

export async function deleteRows(tx: Tx, table: string, where: SQL): Promise<void> {
  await tx.execute(sql`DELETE FROM ${ident(table)} WHERE ${where}`);
}

export async function updateRows(
  tx: Tx,
  table: string,
  assignments: readonly SQL[],
  where: SQL,
): Promise<void> {
  if (assignments.length === 0) return;
  await tx.execute(
    sql`UPDATE ${ident(table)} SET ${sql.join([...assignments], sql`, `)} WHERE ${where}`,
  );
}

/** The values of one uuid column over the person's rows (the files their rows name). */
export async function columnValues(
  tx: Tx,
  table: string,
  column: string,
  where: SQL,
): Promise<string[]> {
  const found = await rows<{ value: string | null }>(
    tx,
    sql`SELECT ${ident(column)}::text AS value FROM ${ident(table)} WHERE ${where}`,
  );
  return found.flatMap((row) => (row.value ? [row.value] : []));
}

/** How an identity row (users, customers) names the person in text others may read. */
export async function identityTexts(tx: Tx, table: string, where: SQL): Promise<string[]> {
  const found = await rows<{ name: string; email: string; phone: string | null }>(
    tx,
    sql`SELECT first_name || ' ' || last_name AS name, email, phone FROM ${ident(table)} WHERE ${where}`,
  );
  return found.flatMap((row) =>
    [row.name, row.email, row.phone ?? ''].filter((text) => text.trim() !== ''),
  );
}

/** Replaces each text in a column of every row of the company's table with `marker`. */
export async function replaceMentions(
  tx: Tx,
  table: string,
  column: string,
  texts: readonly string[],
  marker: string,
): Promise<void> {
  const target = ident(column);
  // a JSON column is searched in its text form: a name there sits inside a JSON string
  const json = jsonColumns.has(`${table}.${column}`);
  const current = json ? sql`${target}::text` : target;
  for (const text of texts) {
    const replaced = sql`replace(${current}, ${text}, ${marker})`;
    await tx.execute(
      sql`UPDATE ${ident(table)} SET ${target} = ${json ? sql`${replaced}::jsonb` : replaced}
           WHERE strpos(${current}, ${text}) > 0`,
    );
  }
}

/** Deletes a queue's finished items whose column mentions any of the texts. */
export async function forgetFinished(
  tx: Tx,
  table: string,
  finished: { column: string; statuses: string[] },
  texts: readonly string[],
): Promise<void> {
  if (texts.length === 0) return;
  const statuses = sql.join(
    finished.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const mentioned = sql.join(
    texts.map((text) => sql`strpos(${ident(finished.column)}::text, ${text}) > 0`),
    sql` OR `,
  );
  await tx.execute(
    sql`DELETE FROM ${ident(table)} WHERE status IN (${statuses}) AND (${mentioned})`,
  );
}

export { ident };
