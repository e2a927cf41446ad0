import type { Language } from '@motorpool/domain/locale-lists';
import { hasPermission, isKnownPermission } from '@motorpool/domain/permissions';
import { toErrorDetails } from '@motorpool/domain/validation-issues';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { listAuditOfTypeOrActions, recordAudit, toAuditView } from '../audit/ports.ts';
import type { RoleHolders } from './ports.ts';
import { knownRoleNames, listRoles, lockRolesShared, roleTable } from './repository.ts';
import {
  assignableRolesFor,
  auditScope,
  normalizedPermissions,
  type PageQuery,
  pageOf,
  paged,
  toUserAccess,
  type UserAccessView,
  type UserPrincipal,
} from './service.ts';

export type Conflict = {
  type: 'unknown_role' | 'unknown_permission' | 'no_roles';
  subject: string;
  detail: string;
};

const changedEntries = (before: readonly string[], after: readonly string[]) => [
  ...after.filter((x) => !before.includes(x)),
  ...before.filter((x) => !after.includes(x)),
];

// Who holds which roles and permissions: assignment, grants, listing, conflicts and history.
export function createAccessService(database: Database, holders: RoleHolders) {
  return {
    /** Replaces a user's roles (PATCH /permissions/users/{userId}/roles). */
    async assignRoles(
      p: UserPrincipal,
      userId: string,
      requested: string[],
      requestId: string,
      language: Language,
    ): Promise<UserAccessView> {
      return database.withTenant(p.tenantId, async (tx) => {
        // Admins are locked first and always in one order, so concurrent demotions queue up
        // instead of deadlocking, and the last administrator check below cannot race.
        const admins = requested.includes('admin') ? null : await holders.lockActiveAdmins(tx);
        const user = await holders.findAccess(tx, userId, true);
        if (!user) throw apiError('NOT_FOUND', 'error.userNotFound');

        const existing = new Set((await lockRolesShared(tx, requested)).map((r) => r.name));
        const unknown = requested.flatMap((name, index) =>
          existing.has(name)
            ? []
            : [{ path: `body.roles.${index}`, message: 'generic.invalidOption' as const }],
        );
        if (unknown.length > 0) {
          throw apiError('VALIDATION_ERROR', 'http.validationFailed', {
            details: toErrorDetails(unknown, language),
          });
        }

        const names = (await listRoles(tx)).map((r) => r.name);
        const assignable = assignableRolesFor(p, [...new Set([...names, ...user.roles])]);
        const refused = changedEntries(user.roles, requested).filter(
          (r) => !assignable.includes(r),
        );
        if (refused.length > 0) {
          throw apiError('FORBIDDEN', 'error.mayNotAssignRole', {
            params: { roles: refused.join(', ') },
          });
        }
        if (admins && user.roles.includes('admin') && admins.length === 1 && admins[0] === userId) {
          throw apiError('CONFLICT', 'error.lastAdminRole');
        }

        const saved = await holders.setAccess(tx, userId, { roles: requested });
        await recordAudit(tx, auditScope(p, requestId), {
          action: 'roles.assign',
          entityType: 'user',
          entityId: userId,
          before: { roles: user.roles },
          after: { roles: saved.roles },
        });
        return toUserAccess(saved, await roleTable(tx));
      });
    },

    /** Replaces a user's own permissions; nobody grants or revokes what they do not hold. */
    async grantPermissions(
      p: UserPrincipal,
      userId: string,
      permissions: string[],
      requestId: string,
    ): Promise<UserAccessView> {
      return database.withTenant(p.tenantId, async (tx) => {
        const user = await holders.findAccess(tx, userId, true);
        if (!user) throw apiError('NOT_FOUND', 'error.userNotFound');
        const next = normalizedPermissions(permissions);
        const refused = changedEntries(normalizedPermissions(user.permissions), next).filter(
          (x) => !hasPermission(p.permissions, x),
        );
        if (refused.length > 0) {
          throw apiError('FORBIDDEN', 'error.mayNotGrantPermission', {
            params: { permissions: refused.join(', ') },
          });
        }
        const saved = await holders.setAccess(tx, userId, { permissions: next });
        await recordAudit(tx, auditScope(p, requestId), {
          action: 'permissions.grant',
          entityType: 'user',
          entityId: userId,
          before: { permissions: user.permissions },
          after: { permissions: saved.permissions },
        });
        return toUserAccess(saved, await roleTable(tx));
      });
    },

    /** Roles held but not defined, permissions outside the catalogue, users without a role. */
    async conflicts(p: UserPrincipal): Promise<{ conflicts: Conflict[] }> {
      return database.withTenant(p.tenantId, async (tx) => {
        const roles = await listRoles(tx);
        const defined = new Set(roles.map((r) => r.name));
        const found: Conflict[] = [];
        for (const role of roles) {
          for (const permission of role.permissions.filter((x) => !isKnownPermission(x))) {
            found.push({
              type: 'unknown_permission',
              subject: `role:${role.name}`,
              detail: `The role ${role.name} grants the unknown permission ${permission}.`,
            });
          }
        }
        for (const user of await holders.withPossibleConflicts(tx, knownRoleNames)) {
          const subject = `user:${user.id}`;
          if (user.roles.length === 0) {
            found.push({ type: 'no_roles', subject, detail: `${user.email} has no role.` });
          }
          for (const role of user.roles.filter((r) => !defined.has(r))) {
            found.push({
              type: 'unknown_role',
              subject,
              detail: `${user.email} holds the role ${role}, which does not exist.`,
            });
          }
          for (const permission of user.permissions.filter((x) => !isKnownPermission(x))) {
            found.push({
              type: 'unknown_permission',
              subject,
              detail: `${user.email} holds the unknown permission ${permission}.`,
            });
          }
        }
        return { conflicts: found };
      });
    },

    async audit(p: UserPrincipal, q: PageQuery) {
      const { rows, total } = await database.withTenant(p.tenantId, (tx) =>
        // role changes, and assignments and grants recorded on users
        listAuditOfTypeOrActions(tx, 'role', ['roles.assign', 'permissions.grant'], pageOf(q)),
      );
      return paged(rows.map(toAuditView), total, q);
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
