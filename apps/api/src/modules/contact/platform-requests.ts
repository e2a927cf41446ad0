// The platform's follow-up of contact and demo requests: the list for super administrators, and
// moving a request from new to contacted to closed, each move kept in the activity log.
import { listResponse } from '@motorpool/domain/list-query';
import {
  type ContactRequestFilterField,
  contactRequestKinds,
  contactRequestMoves,
  type ContactRequestPage,
  contactRequestStatuses,
  type ContactRequestUpdateInput,
  type ContactRequestView,
} from '@motorpool/domain/schemas/contact-request';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, pageTotal, parseFilteredList } from '../../lib/list-filters.ts';
import type { PlatformCaller } from '../../lib/request-caller.ts';
import { recordPlatformActivity } from '../platform/ports.ts';

export const contactRequestFilters: Record<ContactRequestFilterField, FieldSpec> = {
  kind: { kind: 'enum', column: contactRequests.kind, values: contactRequestKinds },
  status: { kind: 'enum', column: contactRequests.status, values: contactRequestStatuses },
};

type Row = typeof contactRequests.$inferSelect;

const toView = (row: Row): ContactRequestView => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  company: row.company,
  phone: row.phone,
  fleetSize: row.fleetSize,
  subject: row.subject,
  message: row.message,
  preferredDate: row.preferredDate,
  preferredTime: row.preferredTime,
  locale: row.locale,
  handledBy: row.handledBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function createPlatformContactRequests(database: Database) {
  const { db } = database;
  return {
    async list(
      c: PlatformCaller,
      raw: Readonly<Record<string, unknown>>,
    ): Promise<ContactRequestPage> {
      const q = parseFilteredList(raw, {
        sortable: ['createdAt'] as const,
        defaultSort: { field: 'createdAt', direction: 'desc' },
        fields: contactRequestFilters,
        language: c.language,
      });
      const search = q.search
        ? or(
            ilikeContains(contactRequests.name, q.search),
            ilikeContains(contactRequests.email, q.search),
            ilikeContains(contactRequests.company, q.search),
            ilikeContains(contactRequests.subject, q.search),
          )
        : undefined;
      const where = and(...q.conditions, search);
      const rows = await db
        .select()
        .from(contactRequests)
        .where(where)
        .orderBy(
          q.sort.direction === 'asc' ? contactRequests.createdAt : desc(contactRequests.createdAt),
          desc(contactRequests.id),
        )
        .limit(q.limit)
        .offset(q.offset);
      const total = await pageTotal(q, rows.length, async () => {
        const [n] = await db.select({ n: count() }).from(contactRequests).where(where);
        return n?.n ?? 0;
      });
      const [fresh] = await db
        .select({ n: count() })
        .from(contactRequests)
        .where(eq(contactRequests.status, 'new'));
      return { ...listResponse(rows.map(toView), total, q), newCount: fresh?.n ?? 0 };
    },

    async update(c: PlatformCaller, id: string, input: ContactRequestUpdateInput) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactRequests)
          .where(eq(contactRequests.id, id))
          .for('update');
        if (!before) throw apiError('NOT_FOUND', 'error.contactRequestNotFound');
        if (!contactRequestMoves[before.status].includes(input.status)) {
          throw fieldError('status', 'contactRequest.illegalTransition', { code: 'CONFLICT' });
        }
        const [after] = await tx
          .update(contactRequests)
          .set({ status: input.status, handledBy: c.platformUserId, updatedAt: new Date() })
          .where(eq(contactRequests.id, id))
          .returning();
        await recordPlatformActivity(tx, {
          actorId: c.platformUserId,
          action: 'update',
          entityType: 'contact_request',
          entityId: id,
          detail: {
            kind: before.kind,
            company: before.company,
            from: before.status,
            to: input.status,
          },
          ip: c.ip,
          requestId: c.requestId,
        });
        return toView(after!);
      });
    },
  };
}

export type PlatformContactRequests = ReturnType<typeof createPlatformContactRequests>;
