import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { lookups } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';

export type LookupRow = typeof lookups.$inferSelect;
export type LookupInsert = Omit<typeof lookups.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type LookupSortField = 'sortOrder' | 'name' | 'code' | 'type' | 'createdAt';
export const lookupSortable: readonly LookupSortField[] = [
  'sortOrder',
  'name',
  'code',
  'type',
  'createdAt',
];

export const lookupFilterFields: Record<string, FieldSpec> = {
  type: { kind: 'text', column: lookups.type },
  code: { kind: 'text', column: lookups.code },
  category: { kind: 'text', column: lookups.category },
  isActive: { kind: 'bool', column: lookups.isActive },
};

const sortColumns: Record<LookupSortField, SQL> = {
  sortOrder: sql`${lookups.sortOrder}`,
  name: sql`lower(${lookups.name})`,
  code: sql`${lookups.code}`,
  type: sql`${lookups.type}`,
  createdAt: sql`${lookups.createdAt}`,
};

export async function listLookups(tx: Tx, q: ParsedList<LookupSortField>) {
  const search = q.search
    ? or(
        ilikeContains(lookups.name, q.search),
        ilikeContains(lookups.nameAr, q.search),
        ilikeContains(lookups.code, q.search),
        ilikeContains(lookups.description, q.search),
      )
    : undefined;
  const where = and(...q.conditions, search);
  const column = sortColumns[q.sort.field];
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select()
    .from(lookups)
    .where(where)
    .orderBy(
      sql`${column} ${direction}`,
      asc(lookups.type),
      asc(lookups.sortOrder),
      asc(lookups.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(lookups).where(where);
    return counted?.total ?? 0;
  });
  return { rows, total };
}

export async function findLookup(tx: Tx, id: string): Promise<LookupRow | undefined> {
  const [row] = await tx.select().from(lookups).where(eq(lookups.id, id));
  return row;
}

export async function findLookupByCode(tx: Tx, type: string, code: string) {
  const [row] = await tx
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.type, type), eq(lookups.code, code)));
  return row;
}

export async function insertLookups(tx: Tx, values: LookupInsert[]): Promise<LookupRow[]> {
  return tx.insert(lookups).values(values).returning();
}

export async function updateLookup(tx: Tx, id: string, changes: Partial<LookupInsert>) {
  const [row] = await tx
    .update(lookups)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(lookups.id, id))
    .returning();
  return row;
}

export async function deleteLookup(tx: Tx, id: string): Promise<void> {
  await tx.delete(lookups).where(eq(lookups.id, id));
}

export async function activeLookupsOfType(tx: Tx, type: string): Promise<LookupRow[]> {
  return tx
    .select()
    .from(lookups)
    .where(and(eq(lookups.type, type), eq(lookups.isActive, true)))
    .orderBy(asc(lookups.sortOrder), asc(lookups.name), asc(lookups.id));
}

export async function countsByType(tx: Tx) {
  return tx
    .select({
      type: lookups.type,
      count: count(),
      active: sql<number>`count(*) filter (where ${lookups.isActive})`.mapWith(Number),
    })
    .from(lookups)
    .groupBy(lookups.type)
    .orderBy(asc(lookups.type));
}
