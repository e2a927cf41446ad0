import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { auditLogs } from '../../db/schema/index.ts';

export type Actor =
  { type: 'user'; id: string } | { type: 'platform'; id: string } | { type: 'system'; id?: null };

export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | (string & {});
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

// Called inside the same transaction as the change it records, so neither exists without the other.
export async function recordAudit(
  tx: Tx,
  scope: { tenantId: string; actor: Actor; requestId?: string | null },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLogs).values({
    tenantId: scope.tenantId,
    actorType: scope.actor.type,
    actorId: scope.actor.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: scope.requestId ?? null,
  });
}

export async function listAuditForEntity(tx: Tx, entityType: string, entityId: string, limit = 50) {
  return tx
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId)))
    .orderBy(desc(auditLogs.createdAt))
    .limit(limit);
}

export type AuditView = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  actorType: Actor['type'];
  actorId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

// How an audit row leaves the API (activity logs, permission audit, timelines).
export function toAuditView(row: typeof auditLogs.$inferSelect): AuditView {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actorType: row.actorType,
    actorId: row.actorId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
