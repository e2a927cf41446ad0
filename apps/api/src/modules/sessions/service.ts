import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/ports.ts';
import {
  countFamilies,
  deleteEndedRows,
  type FamilyRow,
  findFamily,
  listFamilies,
  listPlatformFamilies,
  type PlatformSessionRow,
  revokeAllFamiliesOfUser,
  revokeFamilyRows,
  revokeOtherFamilyRows,
  revokePlatformRows,
  type SessionRow,
} from './repository.ts';

export type SessionView = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
};
export type AdminSessionView = SessionView & {
  user: { id: string; email: string; firstName: string; lastName: string };
};
export type Paged<T> = { data: T[]; total: number; page: number; limit: number; hasMore: boolean };
export type PageQuery = { page: number; limit: number };

type UserPrincipal = Extract<Principal, { kind: 'user' }>;
type Row = Pick<
  SessionRow | PlatformSessionRow | FamilyRow,
  'familyId' | 'userAgent' | 'ipAddress' | 'createdAt' | 'lastUsedAt' | 'expiresAt'
>;

const day = 86_400_000;

const view = (row: Row, currentFamilyId: string): SessionView => ({
  id: row.familyId,
  userAgent: row.userAgent,
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  current: row.familyId === currentFamilyId,
});

const paged = <T>(data: T[], total: number, q: PageQuery): Paged<T> => ({
  data,
  total,
  page: q.page,
  limit: q.limit,
  hasMore: (q.page - 1) * q.limit + data.length < total,
});

const pageOf = (q: PageQuery) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });

// The caller's own sessions, and the tenant administrators' view of everyone's.
export type SessionServiceDeps = {
  database: Database;
  /** whether the user exists in the current tenant (users module) */
  userExists: (tx: Tx, userId: string) => Promise<boolean>;
};

export function createSessionService({ database, userExists }: SessionServiceDeps) {
  const scope = (p: UserPrincipal, requestId?: string) => ({
    tenantId: p.tenantId,
    actor: { type: 'user' as const, id: p.userId },
    requestId: requestId ?? null,
  });

  return {
    async list(p: Principal, q: PageQuery, activeOnly: boolean): Promise<Paged<SessionView>> {
      const now = new Date();
      if (p.kind === 'platform') {
        const { rows, total } = await listPlatformFamilies(
          database.db,
          p.platformUserId,
          { activeOnly, now },
          pageOf(q),
        );
        return paged(
          rows.map((r) => view(r, p.sessionId)),
          total,
          q,
        );
      }
      const { rows, total } = await database.withTenant(p.tenantId, (tx) =>
        listFamilies(tx, { userId: p.userId, activeOnly, now }, pageOf(q)),
      );
      return paged(
        rows.map((r) => view(r, p.sessionId)),
        total,
        q,
      );
    },

    async stats(p: Principal): Promise<{ activeSessions: number; totalSessions: number }> {
      const now = new Date();
      if (p.kind === 'platform') {
        const one = { offset: 0, limit: 1 };
        const active = await listPlatformFamilies(
          database.db,
          p.platformUserId,
          { activeOnly: true, now },
          one,
        );
        const all = await listPlatformFamilies(
          database.db,
          p.platformUserId,
          { activeOnly: false, now },
          one,
        );
        return { activeSessions: active.total, totalSessions: all.total };
      }
      return database.withTenant(p.tenantId, async (tx) => ({
        activeSessions: await countFamilies(tx, { userId: p.userId, activeOnly: true, now }),
        totalSessions: await countFamilies(tx, { userId: p.userId, activeOnly: false, now }),
      }));
    },

    async get(p: UserPrincipal, familyId: string): Promise<SessionView> {
      const row = await database.withTenant(p.tenantId, (tx) => findFamily(tx, p.userId, familyId));
      if (!row) throw apiError('NOT_FOUND', 'error.sessionNotFound');
      return view(row, p.sessionId);
    },

    async revoke(p: UserPrincipal, familyId: string, requestId?: string): Promise<void> {
      await database.withTenant(p.tenantId, async (tx) => {
        const row = await findFamily(tx, p.userId, familyId);
        if (!row) throw apiError('NOT_FOUND', 'error.sessionNotFound');
        await revokeFamilyRows(tx, { familyId, userId: p.userId }, 'user_revoked');
        await recordAudit(tx, scope(p, requestId), {
          action: 'revoke',
          entityType: 'session',
          entityId: familyId,
        });
      });
    },

    async revokeOthers(p: Principal, requestId?: string): Promise<number> {
      if (p.kind === 'platform') {
        return revokePlatformRows(
          database.db,
          { platformUserId: p.platformUserId, exceptFamilyId: p.sessionId },
          'user_revoked',
        );
      }
      return database.withTenant(p.tenantId, async (tx) => {
        const revoked = await revokeOtherFamilyRows(tx, p.userId, p.sessionId, 'user_revoked');
        await recordAudit(tx, scope(p, requestId), {
          action: 'revoke_others',
          entityType: 'user',
          entityId: p.userId,
          after: { revoked },
        });
        return revoked;
      });
    },

    async cleanup(p: UserPrincipal, requestId?: string): Promise<number> {
      return database.withTenant(p.tenantId, async (tx) => {
        const removed = await deleteEndedRows(tx, p.userId, new Date(Date.now() - day));
        await recordAudit(tx, scope(p, requestId), {
          action: 'cleanup',
          entityType: 'user',
          entityId: p.userId,
          after: { removed },
        });
        return removed;
      });
    },

    async adminList(
      p: UserPrincipal,
      q: PageQuery & { userId?: string | undefined },
    ): Promise<Paged<AdminSessionView>> {
      const { rows, total } = await database.withTenant(p.tenantId, (tx) =>
        listFamilies(
          tx,
          { activeOnly: true, now: new Date(), ...(q.userId ? { userId: q.userId } : {}) },
          pageOf(q),
        ),
      );
      return paged(
        rows.map((r) => ({ ...view(r, p.sessionId), user: r.user })),
        total,
        q,
      );
    },

    async adminRevoke(p: UserPrincipal, userId: string, requestId?: string): Promise<number> {
      return database.withTenant(p.tenantId, async (tx) => {
        // An unknown id and another company's user answer alike, as every foreign id does.
        if (!(await userExists(tx, userId))) throw apiError('NOT_FOUND', 'error.userNotFound');
        const revoked = await revokeAllFamiliesOfUser(tx, userId, 'admin_revoked');
        await recordAudit(tx, scope(p, requestId), {
          action: 'revoke_sessions',
          entityType: 'user',
          entityId: userId,
          after: { revoked },
        });
        return revoked;
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
