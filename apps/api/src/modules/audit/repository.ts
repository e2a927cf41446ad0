import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { auditLogs } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLogs.$inferSelect;
export type AuditPage = { limit: number; offset: number };

// One page of audit rows, newest first, and how many match.
async function page(tx: Tx, where: SQL | undefined, p: AuditPage) {
  const rows = await tx
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(p.limit)
    .offset(p.offset);
  const [counted] = await tx.select({ total: count() }).from(auditLogs).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Rows about one record. */
export function listEntityAudit(tx: Tx, entityType: string, entityId: string, p: AuditPage) {
  return page(tx, and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId)), p);
}

/** Rows about a user or done by them. */
export function listUserAudit(tx: Tx, userId: string, p: AuditPage) {
  const where = or(
    and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, userId)),
    and(eq(auditLogs.actorType, 'user'), eq(auditLogs.actorId, userId)),
  );
  return page(tx, where, p);
}

/** Rows about any record of a type, or with one of the actions. */
export function listAuditOfTypeOrActions(
  tx: Tx,
  entityType: string,
  actions: string[],
  p: AuditPage,
) {
  return page(tx, or(eq(auditLogs.entityType, entityType), inArray(auditLogs.action, actions)), p);
}

/**
 * The company's latest rows of every kind, newest first, one row past the page fetched so the
 * next page is known without counting; the trail grows without bound, so it is counted only up
 * to `countCap` rows.
 */
export async function listCompanyAudit(tx: Tx, p: AuditPage, countCap: number) {
  const rows = await tx
    .select()
    .from(auditLogs)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(p.limit + 1)
    .offset(p.offset);
  const [counted] = await tx
    .execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${auditLogs} LIMIT ${countCap + 1}) AS capped`,
    )
    .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
  return { rows, counted: counted?.n ?? 0 };
}

export async function insertAuditRows(tx: Tx, rows: (typeof auditLogs.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(auditLogs).values(rows);
}
