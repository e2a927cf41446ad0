import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import { normalizePermission } from '@motorpool/domain/permissions';
import {
  updatesPassword,
  type UserCreateInput,
  type UserUpdateInput,
} from '@motorpool/domain/schemas/user';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { PlanLock } from '../../lib/plan-limits.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { listUserAudit, recordAudit, toAuditView } from '../audit/ports.ts';
import type { BranchStaff } from '../branches/ports.ts';
import {
  emailTakenByAnother,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  lockActiveAdministrators,
  type UserRow,
  unassignBranch,
  updateUser,
  userExists,
  userNameAt,
} from './repository.ts';
import { parseUserListQuery } from './list-query.ts';
import {
  type Caller,
  checkAssignable,
  unknownBranch,
  checkGrants,
  checkKnown,
  checkManageable,
  checkStatusMove,
  keepAnAdministrator,
  type RoleTable,
} from './policy.ts';
import { createAccountActions, endSessionsOf } from './account-actions.ts';
import { holdPlanSeat } from './seat-count.ts';
import { auditedUser, type ManagedUserView, toManagedUserView } from './user-view.ts';

export type { Caller } from './policy.ts';
export { parseUserListQuery, userListDescription } from './list-query.ts';
export type { ParsedUserList } from './list-query.ts';
export { backOfficeAccount } from './back-office.ts';
export { userSearchProvider } from './search-provider.ts';
export {
  auditedUser,
  type ManagedUserView,
  toManagedUserView,
  toPlatformUserView,
  toUserView,
  type UserView,
} from './user-view.ts';

/** What the branches module reads and changes of its staff (handed over by composition.ts). */
export const branchStaff: BranchStaff = {
  nameAt: userNameAt,
  exists: userExists,
  unassignFromBranch: unassignBranch,
};

/** What the users module needs from the others, handed in by the composition root. */
export type UserServiceDeps = {
  database: Database;
  /** the tenant's role table: name -> permissions (permissions module) */
  roleTable: (tx: Tx) => Promise<RoleTable>;
  /** whether a branch is one of the tenant's (branches module) */
  branchExists: (tx: Tx, id: string) => Promise<boolean>;
  /** the company's plan, which limits its active back-office users (tenants module) */
  plans: PlanLock;
};

export type ActivityView = {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  actorType: 'user' | 'platform' | 'system';
  actorId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

const emailExists = () =>
  apiError('CONFLICT', 'error.userEmailExists', {
    details: [{ path: 'body.email', key: 'error.userEmailExists' }],
  });

// Back-office user administration: list, create, edit, status, password,
// delete and the activity log, inside the caller's tenant.
export function createUserService({ database, roleTable, branchExists, plans }: UserServiceDeps) {
  const scope = (c: Caller) => ({
    tenantId: c.principal.tenantId,
    actor: { type: 'user' as const, id: c.principal.userId },
    requestId: c.requestId,
  });
  const inTenant = <T>(c: Caller, fn: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.principal.tenantId, fn);

  // Locks the tenant's administrators first (always in the same order, so concurrent changes
  // queue instead of deadlocking), then the target. Unknown ids (or another tenant's) are 404.
  async function lockTarget(tx: Tx, id: string) {
    const table = await roleTable(tx);
    const administrators = await lockActiveAdministrators(tx, table);
    const target = await findUserById(tx, id, true);
    if (!target) throw apiError('NOT_FOUND', 'error.userNotFound');
    return { table, administrators, target };
  }

  return {
    async list(c: Caller, raw: Readonly<Record<string, unknown>>) {
      const q = parseUserListQuery(raw, c.language);
      return inTenant(c, async (tx): Promise<ListResponse<ManagedUserView>> => {
        const table = await roleTable(tx);
        const { rows, total } = await listUsers(tx, q);
        return listResponse(
          rows.map((row) => toManagedUserView(row, table)),
          total,
          q,
        );
      });
    },

    /** One page of a parsed list as rows (exports read the list page by page). */
    async rows(c: Caller, q: Parameters<typeof listUsers>[1]): Promise<UserRow[]> {
      return inTenant(c, async (tx) => (await listUsers(tx, q)).rows);
    },

    async get(c: Caller, id: string): Promise<ManagedUserView> {
      return inTenant(c, async (tx) => {
        const row = await findUserById(tx, id);
        if (!row) throw apiError('NOT_FOUND', 'error.userNotFound');
        return toManagedUserView(row, await roleTable(tx));
      });
    },

    // Staff-created accounts are trusted: the e-mail address counts as verified.
    async create(c: Caller, input: UserCreateInput): Promise<ManagedUserView> {
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      try {
        return await inTenant(c, async (tx) => {
          const table = await roleTable(tx);
          checkGrants(c, table, input);
          if (input.branchId && !(await branchExists(tx, input.branchId))) unknownBranch(c);
          if (await findUserByEmail(tx, input.email)) throw emailExists();
          const seat = { status: input.status ?? 'active', roles: input.roles };
          await holdPlanSeat(tx, plans, c.principal.tenantId, seat);
          const row = await insertUser(tx, {
            tenantId: c.principal.tenantId,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone ?? null,
            roles: input.roles,
            permissions: (input.permissions ?? []).map(normalizePermission),
            status: input.status ?? 'active',
            branchId: input.branchId ?? null,
            emailVerifiedAt: now,
            passwordChangedAt: now,
          });
          await recordAudit(tx, scope(c), {
            action: 'create',
            entityType: 'user',
            entityId: row.id,
            after: auditedUser(row),
          });
          return toManagedUserView(row, table);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },

    // An absent or empty password keeps the current one; a new one ends the user's sessions.
    async update(c: Caller, id: string, input: UserUpdateInput): Promise<ManagedUserView> {
      const newPassword = updatesPassword(input) ? await hashPassword(input.password) : null;
      try {
        return await inTenant(c, async (tx) => {
          const { table, administrators, target } = await lockTarget(tx, id);
          const { password: _password, ...changes } = input;
          checkKnown(c, table, changes);
          if (changes.branchId && !(await branchExists(tx, changes.branchId))) unknownBranch(c);
          if (changes.status !== undefined && changes.status !== target.status) {
            checkStatusMove(c, target, changes.status);
          }
          const next = {
            roles: changes.roles ?? target.roles,
            permissions: (changes.permissions ?? target.permissions).map(normalizePermission),
            status: changes.status ?? target.status,
          };
          keepAnAdministrator(table, target, next, administrators);
          checkManageable(c, target);
          await holdPlanSeat(tx, plans, c.principal.tenantId, next, target);
          // only what is added needs the right to give it
          checkAssignable(c, {
            roles: next.roles.filter((r) => !target.roles.includes(r)),
            permissions: next.permissions.filter((p) => !target.permissions.includes(p)),
          });
          if (changes.email !== undefined && (await emailTakenByAnother(tx, changes.email, id))) {
            throw emailExists();
          }
          const now = new Date();
          const row = await updateUser(tx, id, {
            ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
            ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
            ...(changes.email !== undefined ? { email: changes.email } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone ?? null } : {}),
            ...(changes.branchId !== undefined ? { branchId: changes.branchId } : {}),
            ...next,
            ...(newPassword ? { passwordHash: newPassword, passwordChangedAt: now } : {}),
            updatedAt: now,
          });
          const endSessions = newPassword !== null || row.status !== 'active';
          const sessionsRevoked = endSessions
            ? await endSessionsOf(tx, c, id, newPassword ? 'password_changed' : row.status)
            : 0;
          await recordAudit(tx, scope(c), {
            action: 'update',
            entityType: 'user',
            entityId: id,
            before: auditedUser(target),
            after: {
              ...auditedUser(row),
              ...(newPassword ? { passwordChanged: true } : {}),
              ...(sessionsRevoked ? { sessionsRevoked } : {}),
            },
          });
          return toManagedUserView(row, table);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },

    ...createAccountActions({ inTenant, scope, lockTarget, plans }),

    async activity(
      c: Caller,
      id: string,
      page: { page: number; limit: number },
    ): Promise<ListResponse<ActivityView>> {
      return inTenant(c, async (tx) => {
        if (!(await findUserById(tx, id))) throw apiError('NOT_FOUND', 'error.userNotFound');
        const q = { ...page, offset: (page.page - 1) * page.limit };
        const { rows, total } = await listUserAudit(tx, id, q);
        return listResponse(rows.map(toAuditView), total, q);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
