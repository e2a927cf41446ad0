import { listDefaults, listResponse, type ListResponse } from '@motorpool/domain/list-query';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { actingAs } from '../../lib/acting-as.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { insertAuditRows, listCompanyAudit, listEntityAudit } from './repository.ts';

export type Actor =
  { type: 'user'; id: string } | { type: 'platform'; id: string } | { type: 'system'; id?: null };

export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | (string & {});
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, if not now: seeded history keeps its own times. */
  at?: Date;
};

/** Who and which request a tenant caller's change is recorded under. */
export function auditScope(c: TenantCaller): {
  tenantId: string;
  actor: Actor;
  requestId: string;
} {
  return { tenantId: c.tenantId, actor: { type: 'user', id: c.userId }, requestId: c.requestId };
}

type AuditScope = { tenantId: string; actor: Actor; requestId?: string | null };

// Called inside the same transaction as the change it records, so neither exists without the other.
export async function recordAudit(tx: Tx, scope: AuditScope, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, scope, [entry]);
}

/** Several entries in one statement (imports, seeding), all under the same scope. */
export async function recordAudits(
  tx: Tx,
  scope: AuditScope,
  entries: AuditEntry[],
): Promise<void> {
  // A support visit's writes name the super administrator behind them (lib/acting-as.ts).
  const acting = actingAs.current();
  const impersonatorId = acting?.impersonation?.platformUserId ?? null;
  // the visit's own start and end are not changes to the company
  const changes = entries.some((entry) => entry.entityType !== 'impersonation');
  if (impersonatorId && acting && changes) acting.wrote = true;
  await insertAuditRows(
    tx,
    entries.map((entry) => ({
      tenantId: scope.tenantId,
      actorType: scope.actor.type,
      actorId: scope.actor.id ?? null,
      impersonatorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: scope.requestId ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })),
  );
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
  /** the platform's super administrator who made the change during a support visit */
  impersonatorId: string | null;
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
    impersonatorId: row.impersonatorId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audit rows about one record, newest first: the "activity" section of its page. */
export async function entityActivity(
  tx: Tx,
  entityType: string,
  entityId: string,
  page: { page: number; limit: number },
): Promise<ListResponse<AuditView>> {
  const q = { ...page, offset: (page.page - 1) * page.limit };
  const { rows, total } = await listEntityAudit(tx, entityType, entityId, q);
  return listResponse(rows.map(toAuditView), total, q);
}

/** The company's audit trail, newest first: what was done lately, by whom, to which record. */
export async function companyActivity(
  tx: Tx,
  page: { page: number; limit: number },
): Promise<ListResponse<AuditView>> {
  const offset = (page.page - 1) * page.limit;
  const cap = Math.max(listDefaults.countCap, offset + page.limit);
  const { rows, counted } = await listCompanyAudit(tx, { limit: page.limit, offset }, cap);
  return {
    data: rows.slice(0, page.limit).map(toAuditView),
    total: Math.min(counted, cap),
    totalCapped: counted > cap,
    page: page.page,
    limit: page.limit,
    hasMore: rows.length > page.limit,
  };
}

/** The steps of a change to one record, in the order auditedChange runs them. */
export type AuditedChange<Before, After, Result> = {
  action: AuditEntry['action'];
  entityType: string;
  entityId: string;
  /** Reads the record, locked when it is to change; throws its 404. */
  find: () => Promise<Before>;
  /** Refuses the change (the caller's scope, allowed moves, references) before any write. */
  check?: (before: Before) => void | Promise<void>;
  /** Writes the change and answers what the audit and the view need of its result. */
  change: (before: Before) => Promise<After>;
  /** What the audit row keeps of the record before and after. */
  audit: (before: Before, after: After) => Pick<AuditEntry, 'before' | 'after'>;
  /** The answer, once the audit row is written; without it, what change answered. */
  view?: (after: After, before: Before) => Result | Promise<Result>;
};

// Find, check, change, audit, view: one transaction's change to one record, audited.
export async function auditedChange<Before, After, Result = After>(
  tx: Tx,
  scope: AuditScope,
  step: AuditedChange<Before, After, Result>,
): Promise<Result> {
  const before = await step.find();
  await step.check?.(before);
  const after = await step.change(before);
  const { action, entityType, entityId } = step;
  await recordAudit(tx, scope, { action, entityType, entityId, ...step.audit(before, after) });
  return step.view ? step.view(after, before) : (after as unknown as Result);
}
