// What reservations read of branches (handed to them by composition.ts as `branches`): a
// branch's status and hours, and its name as a subquery of their own statement.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { branches } from '../../db/schema/index.ts';

export const branchBookings = {
  async find(tx: Tx, id: string) {
    const [row] = await tx
      .select({
        id: branches.id,
        name: branches.name,
        status: branches.status,
        operatingHours: branches.operatingHours,
      })
      .from(branches)
      .where(eq(branches.id, id));
    return row ? { ...row, operatingHours: row.operatingHours ?? null } : undefined;
  },

  nameAt: (branch: { tenantId: SQL; id: SQL }) =>
    sql<string | null>`(select b.name from ${branches} b
      where b.tenant_id = ${branch.tenantId} and b.id = ${branch.id})`,
};
