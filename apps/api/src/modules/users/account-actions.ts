// A user's account changes that end or guard access: status, password and deletion, each
// audited, refused for the last administrator and for users the caller may not manage.
import type { UserStatus } from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { PlanLock } from '../../lib/plan-limits.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { auditedChange } from '../audit/ports.ts';
import { revokeOtherSessionsOfUser, revokeSessionsOfUser } from '../sessions/ports.ts';
import {
  type Caller,
  checkManageable,
  checkStatusMove,
  keepAnAdministrator,
  type RoleTable,
} from './policy.ts';
import type { lockActiveAdministrators } from './repository.ts';
import { deleteUserRow, findUserById, type UserRow, updateUser } from './repository.ts';
import { holdPlanSeat } from './seat-count.ts';
import { auditedUser, type ManagedUserView, toManagedUserView } from './user-view.ts';

type Scope = { tenantId: string; actor: { type: 'user'; id: string }; requestId: string };

export type AccountActionDeps = {
  inTenant: <T>(c: Caller, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  scope: (c: Caller) => Scope;
  /** the tenant's administrators locked first, then the target (404 when unknown) */
  lockTarget: (
    tx: Tx,
    id: string,
  ) => Promise<{
    table: RoleTable;
    administrators: Awaited<ReturnType<typeof lockActiveAdministrators>>;
    target: UserRow;
  }>;
  plans: PlanLock;
};

export function createAccountActions({ inTenant, scope, lockTarget, plans }: AccountActionDeps) {
  return {
    async setStatus(c: Caller, id: string, status: UserStatus): Promise<ManagedUserView> {
      return inTenant(c, (tx) =>
        auditedChange(tx, scope(c), {
          action: 'status',
          entityType: 'user',
          entityId: id,
          find: () => lockTarget(tx, id),
          check: async ({ table, administrators, target }) => {
            checkStatusMove(c, target, status);
            keepAnAdministrator(table, target, { ...target, status }, administrators);
            checkManageable(c, target);
            await holdPlanSeat(tx, plans, c.principal.tenantId, { ...target, status }, target);
          },
          change: async () => {
            const row = await updateUser(tx, id, { status, updatedAt: new Date() });
            const sessionsRevoked =
              status === 'active' ? 0 : await revokeSessionsOfUser(tx, id, `user_${status}`);
            return { row, sessionsRevoked };
          },
          audit: ({ target }, { sessionsRevoked }) => ({
            before: { status: target.status },
            after: { status, sessionsRevoked },
          }),
          view: ({ row }, { table }) => toManagedUserView(row, table),
        }),
      );
    },

    async setPassword(c: Caller, id: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await inTenant(c, (tx) =>
        auditedChange(tx, scope(c), {
          action: 'set_password',
          entityType: 'user',
          entityId: id,
          find: async () => {
            const target = await findUserById(tx, id, true);
            if (!target) throw apiError('NOT_FOUND', 'error.userNotFound');
            return target;
          },
          check: (target) => checkManageable(c, target),
          change: async () => {
            const now = new Date();
            await updateUser(tx, id, { passwordHash, passwordChangedAt: now, updatedAt: now });
            const sessionsRevoked = await endSessionsOf(tx, c, id, 'password_changed');
            return { passwordChangedAt: now, sessionsRevoked };
          },
          audit: (_target, changed) => ({ after: changed }),
          view: () => undefined,
        }),
      );
    },

    async remove(c: Caller, id: string): Promise<void> {
      await inTenant(c, (tx) =>
        auditedChange(tx, scope(c), {
          action: 'delete',
          entityType: 'user',
          entityId: id,
          find: () => lockTarget(tx, id),
          check: ({ table, administrators, target }) => {
            if (target.id === c.principal.userId) {
              throw apiError('CONFLICT', 'error.ownAccountDelete');
            }
            keepAnAdministrator(table, target, null, administrators);
            checkManageable(c, target);
          },
          change: () => deleteUserRow(tx, id),
          audit: ({ target }) => ({ before: auditedUser(target) }),
        }),
      );
    },
  };
}

// Ends the user's sessions; a caller acting on their own account keeps the current one.
export function endSessionsOf(tx: Tx, c: Caller, userId: string, reason: string) {
  return userId === c.principal.userId
    ? revokeOtherSessionsOfUser(tx, userId, c.principal.sessionId, reason)
    : revokeSessionsOfUser(tx, userId, reason);
}
