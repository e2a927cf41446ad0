// The account a support visit acts as: the company's administrator, preferring the one whose
// address the company registered with, else its longest-standing active administrator.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { users } from '../../db/schema/index.ts';

export type AdministratorAccount = { id: string; email: string; roles: string[] };

export async function administratorAccount(
  tx: Tx,
  adminEmail: string,
): Promise<AdministratorAccount | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`'admin' = any(${users.roles})`))
    .orderBy(
      sql`lower(${users.email}) = lower(${adminEmail}) desc`,
      asc(users.createdAt),
      asc(users.id),
    )
    .limit(1);
  return row ?? null;
}
