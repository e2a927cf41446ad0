// The other side of a request: the platform's super administrators see every request, extend
// one once with a reason, and answer corrections; a company's staff answer the corrections
// their own customers asked for, and see nothing else (every query carries their company).
import { applyAction } from '@motorpool/domain/status-machine';
import {
  privacyExtensionDays,
  type PrivacyExtendInput,
  type PrivacyRequestPage,
  privacyRequestMachine,
  type PrivacyRequestView,
  type PrivacyResolveInput,
} from '@motorpool/domain/schemas/privacy-request';
import { listResponse } from '@motorpool/domain/list-query';
import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import type { PlatformCaller, TenantCaller } from '../../lib/request-caller.ts';
import { recordAudit } from '../audit/ports.ts';
import { recordPlatformActivity } from '../platform/ports.ts';
import { queueNotice } from './notices.ts';
import {
  companyCorrectionScope,
  findPrivacyRequest,
  listPrivacyRequests,
  type PrivacyRequestChanges,
  type PrivacyRequestRow,
  updatePrivacyRequest,
} from './repository.ts';
import { privacyRequestFilters } from './requester-service.ts';
import { toPrivacyView } from './view.ts';

const day = 86_400_000;

type Move = { action: 'extend' | 'complete' | 'reject'; changes: PrivacyRequestChanges };

export function createHandlingService(database: Database, now: () => Date) {
  const list = async (
    raw: Readonly<Record<string, unknown>>,
    language: TenantCaller['language'],
    scope: SQL | undefined,
  ): Promise<PrivacyRequestPage> => {
    const q = parseFilteredList(raw, {
      sortable: ['createdAt', 'dueAt'] as const,
      defaultSort: { field: 'createdAt', direction: 'desc' },
      fields: privacyRequestFilters,
      language,
    });
    const { rows, total } = await listPrivacyRequests(database.db, q, scope);
    return listResponse(
      rows.map((row) => toPrivacyView(row, now())),
      total,
      q,
    );
  };

  // Reads the request locked, refuses a move its status does not allow, writes it.
  const move = async (
    tx: Tx,
    id: string,
    visible: (row: PrivacyRequestRow) => boolean,
    decide: (row: PrivacyRequestRow) => Move,
  ) => {
    const before = await findPrivacyRequest(tx, id, true);
    if (!before || !visible(before)) throw apiError('NOT_FOUND', 'privacy.requestNotFound');
    const { action, changes } = decide(before);
    if (!applyAction(privacyRequestMachine, action, before.status).ok) {
      throw apiError('CONFLICT', 'privacy.alreadyAnswered');
    }
    const after = await updatePrivacyRequest(tx, id, {
      ...changes,
      status: privacyRequestMachine.actions[action].to,
    });
    await queueNotice(tx, id, action === 'extend' ? 'extended' : 'answered', now());
    return { before, after };
  };

  const resolution =
    (input: PrivacyResolveInput, by: string) =>
    (row: PrivacyRequestRow): Move => {
      if (row.requestType !== 'correction') throw apiError('CONFLICT', 'privacy.onlyCorrections');
      return {
        action: input.outcome === 'completed' ? 'complete' : 'reject',
        changes: {
          resolutionNote: input.note,
          resolvedBy: by,
          completedAt: now(),
        },
      };
    };

  const activity = (c: PlatformCaller, id: string, detail: Record<string, unknown>) => ({
    actorId: c.platformUserId,
    action: 'update' as const,
    entityType: 'privacy_request',
    entityId: id,
    detail,
    ip: c.ip ?? null,
    requestId: c.requestId,
  });

  return {
    listForPlatform: (c: PlatformCaller, raw: Readonly<Record<string, unknown>>) =>
      list(raw, c.language, undefined),

    listForCompany: (c: TenantCaller, raw: Readonly<Record<string, unknown>>) =>
      list(raw, c.language, companyCorrectionScope(c.tenantId)),

    /** One extension, with its reason, which the requester is mailed. */
    async extend(
      c: PlatformCaller,
      id: string,
      input: PrivacyExtendInput,
    ): Promise<PrivacyRequestView> {
      const after = await database.db.transaction(async (tx) => {
        const { before, after } = await move(
          tx,
          id,
          () => true,
          (row) => {
            if (row.extendedAt)
              throw fieldError('reason', 'privacy.alreadyExtended', { code: 'CONFLICT' });
            return {
              action: 'extend',
              changes: {
                extendedAt: now(),
                extensionReason: input.reason,
                dueAt: new Date((row.dueAt ?? now()).getTime() + privacyExtensionDays * day),
                // the new deadline earns its own reminder
                remindedAt: null,
                overdueAlertedAt: null,
              },
            };
          },
        );
        await recordPlatformActivity(
          tx,
          activity(c, id, { move: 'extend', from: before.status, dueAt: after.dueAt }),
        );
        return after;
      });
      return toPrivacyView(after, now());
    },

    async resolveForPlatform(
      c: PlatformCaller,
      id: string,
      input: PrivacyResolveInput,
    ): Promise<PrivacyRequestView> {
      const after = await database.db.transaction(async (tx) => {
        const { before, after } = await move(
          tx,
          id,
          () => true,
          resolution(input, c.platformUserId),
        );
        await recordPlatformActivity(
          tx,
          activity(c, id, { move: input.outcome, from: before.status }),
        );
        return after;
      });
      return toPrivacyView(after, now());
    },

    /** Another company's request, or one that is not a correction, answers 404. */
    async resolveForCompany(
      c: TenantCaller,
      id: string,
      input: PrivacyResolveInput,
    ): Promise<PrivacyRequestView> {
      const after = await database.withTenant(c.tenantId, async (tx) => {
        const { before, after } = await move(
          tx,
          id,
          (row) =>
            row.forTenantId === c.tenantId &&
            row.requestType === 'correction' &&
            row.status !== 'awaiting_confirmation',
          resolution(input, c.userId),
        );
        await recordAudit(
          tx,
          { tenantId: c.tenantId, actor: { type: 'user', id: c.userId }, requestId: c.requestId },
          {
            action: input.outcome === 'completed' ? 'resolve' : 'reject',
            entityType: 'privacy_request',
            entityId: id,
            before: { status: before.status },
            after: { status: after.status, note: input.note },
          },
        );
        return after;
      });
      return toPrivacyView(after, now());
    },
  };
}

export type HandlingService = ReturnType<typeof createHandlingService>;
