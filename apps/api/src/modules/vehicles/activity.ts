import { listResponse, type ListResponse } from '@motorpool/domain/list-query';
import { strictObject, typeError } from '@motorpool/domain/schemas/common';
import { pagedView } from '@motorpool/domain/schemas/fleet-views';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/engine.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { type AuditView, toAuditView } from '../audit/service.ts';

// The audit rows about one record, newest first: the "activity" and "system info" sections.
export async function entityActivity(
  tx: Tx,
  entityType: string,
  entityId: string,
  page: { page: number; limit: number },
): Promise<ListResponse<AuditView>> {
  const q = { ...page, offset: (page.page - 1) * page.limit };
  const where = and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId));
  const rows = await tx
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await tx.select({ total: count() }).from(auditLogs).where(where);
  return listResponse(rows.map(toAuditView), counted?.total ?? 0, q);
}

export const activityQuery = strictObject({
  page: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .default(1),
  limit: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .max(100, { error: 'generic.maxValue' })
    .default(20),
});

export const activityResponse = pagedView(
  z.object({
    id: z.uuid(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.uuid().nullable(),
    actorType: z.enum(['user', 'platform', 'system']),
    actorId: z.uuid().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.iso.datetime(),
  }),
);
