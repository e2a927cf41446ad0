// Reading the super administrators' activity log: newest first, searched over who acted, what
// on and the detail, filtered by action and by day. Nothing here changes a row: the log is
// append-only (the application role has no UPDATE or DELETE on it, db/security.ts).
import { activityTypes } from '@motorpool/domain/platform-lists';
import type { PlatformActivityFilterField } from '@motorpool/domain/schemas/platform-dashboard';
import { listResponse } from '@motorpool/domain/list-query';
import type { Language } from '@motorpool/domain/locale-lists';
import type { PlatformActivityView } from '@motorpool/domain/schemas/platform-dashboard';
import { platformActivitySortFields } from '@motorpool/domain/schemas/platform-dashboard';
import { and, count, desc, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.ts';
import { platformActivity } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import {
  type FieldSpec,
  type ParsedList,
  pageTotal,
  parseFilteredList,
} from '../../lib/list-filters.ts';

export const platformActivityFilters: Record<PlatformActivityFilterField, FieldSpec> = {
  action: { kind: 'enum', column: platformActivity.action, values: activityTypes },
  entityType: { kind: 'text', column: platformActivity.entityType },
  createdAt: { kind: 'date', column: platformActivity.createdAt },
};

type ActivityRow = typeof platformActivity.$inferSelect;

export const toActivityView = (row: ActivityRow): PlatformActivityView => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  detail: row.detail,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

export function parseActivityQuery(raw: Readonly<Record<string, unknown>>, language: Language) {
  return parseFilteredList(raw, {
    sortable: platformActivitySortFields,
    defaultSort: { field: 'createdAt', direction: 'desc' },
    fields: platformActivityFilters,
    language,
  });
}

type ActivityQuery = ParsedList<(typeof platformActivitySortFields)[number]>;

function whereOf(q: ActivityQuery) {
  const search = q.search
    ? or(
        ilikeContains(platformActivity.actorEmail, q.search),
        ilikeContains(platformActivity.entityType, q.search),
        ilikeContains(sql`${platformActivity.detail}::text`, q.search),
      )
    : undefined;
  return and(...q.conditions, search);
}

export async function activityRows(db: Db, q: ActivityQuery): Promise<ActivityRow[]> {
  const direction = q.sort.direction === 'asc' ? sql`asc` : sql`desc`;
  return db
    .select()
    .from(platformActivity)
    .where(whereOf(q))
    .orderBy(sql`${platformActivity.createdAt} ${direction}`, desc(platformActivity.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function listActivity(db: Db, q: ActivityQuery) {
  const rows = await activityRows(db, q);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await db.select({ total: count() }).from(platformActivity).where(whereOf(q));
    return counted?.total ?? 0;
  });
  return listResponse(rows.map(toActivityView), total, q);
}
