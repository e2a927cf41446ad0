// The only reader and writer of `impersonations`: support's visits into a company.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { impersonations, platformUsers } from '../../db/schema/index.ts';

export type VisitRow = typeof impersonations.$inferSelect & { platformUserEmail: string | null };

const withEmail = {
  id: impersonations.id,
  companyId: impersonations.companyId,
  platformUserId: impersonations.platformUserId,
  reason: impersonations.reason,
  startedAt: impersonations.startedAt,
  expiresAt: impersonations.expiresAt,
  endedAt: impersonations.endedAt,
  wrote: impersonations.wrote,
  handoffHash: impersonations.handoffHash,
  platformUserEmail: platformUsers.email,
};

export async function insertVisit(
  tx: Tx,
  values: typeof impersonations.$inferInsert,
): Promise<typeof impersonations.$inferSelect> {
  const [row] = await tx.insert(impersonations).values(values).returning();
  return row!;
}

export async function findVisit(db: Db | Tx, id: string): Promise<VisitRow | null> {
  const [row] = await db
    .select(withEmail)
    .from(impersonations)
    .leftJoin(platformUsers, eq(platformUsers.id, impersonations.platformUserId))
    .where(eq(impersonations.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether the super administrator has a visit still running anywhere. */
export async function hasOpenVisit(db: Db, platformUserId: string, now: Date) {
  const [row] = await db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(
      and(
        eq(impersonations.platformUserId, platformUserId),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, now),
      ),
    )
    .limit(1);
  return !!row;
}

/** Redeems a hand-over code once: the code is cleared in the same statement that finds it. */
export async function redeemHandoff(
  db: Db,
  companyId: string,
  codeHash: string,
  now: Date,
  issuedAfter: Date,
) {
  const [row] = await db
    .update(impersonations)
    .set({ handoffHash: null })
    .where(
      and(
        eq(impersonations.companyId, companyId),
        eq(impersonations.handoffHash, codeHash),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, now),
        gt(impersonations.startedAt, issuedAfter),
      ),
    )
    .returning({ id: impersonations.id });
  return row?.id ?? null;
}

/** Ends a running visit; null when it had already ended (or never existed). */
export async function endVisit(tx: Tx | Db, id: string, now: Date) {
  const [row] = await tx
    .update(impersonations)
    .set({ endedAt: now, handoffHash: null })
    .where(and(eq(impersonations.id, id), isNull(impersonations.endedAt)))
    .returning({ id: impersonations.id });
  return row?.id ?? null;
}

export async function markVisitWrote(db: Db, id: string) {
  await db
    .update(impersonations)
    .set({ wrote: true })
    .where(and(eq(impersonations.id, id), sql`not ${impersonations.wrote}`));
}
