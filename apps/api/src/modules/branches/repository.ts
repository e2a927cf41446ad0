import type { BranchFilterField, BranchSortField } from '@motorpool/domain/schemas/branch';
import { and, asc, count, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { branches } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import { branchStatuses } from '@motorpool/domain/value-lists';

export type BranchRow = typeof branches.$inferSelect;
export type BranchInsert = Omit<typeof branches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type BranchListRow = BranchRow & { managerName: string | null; vehicleCount: number };

/** The subqueries other modules offer for the columns a branch row shows beside its own. */
export type BranchExtras = {
  /** the vehicles module's count of a branch's vehicles (vehicles/ports.ts) */
  vehicleCountAt: (branch: { tenantId: SQL; id: SQL }) => SQL<number>;
  /** the users module's name of the manager (branches/ports.ts) */
  managerNameAt: (user: { tenantId: SQL; id: SQL }) => SQL<string | null>;
};

export const branchFilterFields: Record<BranchFilterField, FieldSpec> = {
  status: { kind: 'enum', column: branches.status, values: branchStatuses },
  city: { kind: 'text', column: branches.city },
  country: { kind: 'text', column: branches.country },
  managerId: { kind: 'uuid', column: branches.managerId },
};

const sortColumns: Record<BranchSortField, SQL> = {
  name: sql`lower(${branches.name})`,
  code: sql`${branches.code}`,
  city: sql`lower(${branches.city})`,
  createdAt: sql`${branches.createdAt}`,
};

// The manager's name and the number of vehicles, beside every branch row, in the same
// statement. Drizzle renders columns unqualified in a one-table select, so the correlated
// subqueries name their tables.
const withExtras = (extras: BranchExtras) => ({
  ...getTableColumns(branches),
  managerName: extras.managerNameAt({
    tenantId: sql`"branches"."tenant_id"`,
    id: sql`"branches"."manager_id"`,
  }),
  vehicleCount: extras.vehicleCountAt({
    tenantId: sql`"branches"."tenant_id"`,
    id: sql`"branches"."id"`,
  }),
});

export async function listBranches(tx: Tx, q: ParsedList<BranchSortField>, extras: BranchExtras) {
  const search = q.search
    ? or(
        ilikeContains(branches.name, q.search),
        ilikeContains(branches.code, q.search),
        ilikeContains(branches.city, q.search),
        ilikeContains(branches.address, q.search),
      )
    : undefined;
  const where = and(...q.conditions, search);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select(withExtras(extras))
    .from(branches)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, asc(branches.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(branches).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows as BranchListRow[], total };
}

export async function findBranch(tx: Tx, id: string, extras: BranchExtras, lock = false) {
  const query = tx.select(withExtras(extras)).from(branches).where(eq(branches.id, id));
  const [row] = lock ? await query.for('update', { of: branches }) : await query;
  return row as BranchListRow | undefined;
}

export async function codeTakenByAnother(tx: Tx, code: string, exceptId?: string) {
  const [row] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.code, code));
  return row !== undefined && row.id !== exceptId;
}

export async function insertBranch(tx: Tx, values: BranchInsert): Promise<string> {
  const [row] = await tx.insert(branches).values(values).returning({ id: branches.id });
  if (!row) throw new Error('branch insert returned nothing');
  return row.id;
}

export async function updateBranch(tx: Tx, id: string, changes: Partial<BranchInsert>) {
  await tx
    .update(branches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(branches.id, id));
}

export async function deleteBranch(tx: Tx, id: string): Promise<void> {
  await tx.delete(branches).where(eq(branches.id, id));
}

/** id and code of the given branches, or of all of them. */
export async function branchCodes(tx: Tx, ids?: string[]) {
  const query = tx.select({ id: branches.id, code: branches.code }).from(branches);
  return ids ? query.where(inArray(branches.id, ids)) : query;
}

/** Whether the branch is one of the current tenant's (row level security hides the others). */
export async function branchExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}
