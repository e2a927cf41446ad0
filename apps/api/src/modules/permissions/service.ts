import {
  effectivePermissions,
  hasPermission,
  normalizePermission,
  permissionResources,
  tenantRoleNames,
} from '@motorpool/domain/permissions';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { Actor } from '../audit/ports.ts';
import type { RoleHolders, UserAccessRow } from './ports.ts';
import { listRoles, permissionsOf, type RoleRow } from './repository.ts';

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

// Roles a manager may hand out: the front-desk, read-only and customer roles.
const managerAssignable = ['staff', 'employee', 'viewer', 'customer'];

/**
 * The roles the caller may give to (or take from) a user, out of the tenant's role names:
 * everything for an administrator (the admin role or the `*` permission), the staff-level
 * roles for a manager, nothing for anyone else.
 */
export function assignableRolesFor(
  principal: { roles: readonly string[]; permissions: readonly string[] },
  roleNames: readonly string[],
): string[] {
  if (principal.roles.includes('admin') || principal.permissions.includes('*')) {
    return [...roleNames];
  }
  if (principal.roles.includes('manager')) {
    return roleNames.filter((name) => managerAssignable.includes(name));
  }
  return [];
}

/** Only tenant users work with roles; a platform administrator acts by impersonation only. */
export function tenantUser(principal: Principal | null): UserPrincipal {
  if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
  return principal;
}

export const auditScope = (p: UserPrincipal, requestId: string) => ({
  tenantId: p.tenantId,
  actor: { type: 'user', id: p.userId } satisfies Actor,
  requestId,
});

/** Dedupes and spells each permission as the catalogue does (aliases become `resource:action`). */
export function normalizedPermissions(list: readonly string[]): string[] {
  return [...new Set(list.map((p) => normalizePermission(p.trim())))];
}

const systemOrder = (name: string) => {
  const index = (tenantRoleNames as readonly string[]).indexOf(name);
  return index === -1 ? tenantRoleNames.length : index;
};

/** System roles in their documented order first, then the tenant's own by name. */
export function sortRoles<T extends { name: string }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => systemOrder(a.name) - systemOrder(b.name) || a.name.localeCompare(b.name),
  );
}

export type RoleView = {
  name: string;
  label: string;
  description: string;
  permissions: string[];
  isSystem: boolean;
  createdAt: string;
  updatedAt: string;
};

export const toRoleView = (row: RoleRow): RoleView => ({
  name: row.name,
  label: row.label,
  description: row.description,
  permissions: row.permissions,
  isSystem: row.isSystem,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type UserAccessView = UserAccessRow & { effectivePermissions: string[] };

export const toUserAccess = (
  row: UserAccessRow,
  table: Readonly<Record<string, readonly string[]>>,
): UserAccessView => ({
  ...row,
  effectivePermissions: effectivePermissions(row.roles, row.permissions, table),
});

export type PageQuery = { page: number; limit: number };
export const pageOf = (q: PageQuery) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });
export const paged = <T>(data: T[], total: number, q: PageQuery) => ({
  data,
  total,
  page: q.page,
  limit: q.limit,
  hasMore: (q.page - 1) * q.limit + data.length < total,
});

const catalogue = Object.fromEntries(
  Object.entries(permissionResources).map(([resource, actions]) => [
    resource,
    actions.map((action) => `${resource}:${action}`),
  ]),
);

// What the signed-in user may see of the permission system.
export function createPermissionService(database: Database, holders: RoleHolders) {
  const access = (p: UserPrincipal, roleNames: string[]) => ({
    assignableRoles: assignableRolesFor(p, roleNames),
    canManageUsers: hasPermission(p.permissions, 'users:update'),
    effectivePermissions: p.permissions,
  });

  return {
    async overview(p: UserPrincipal) {
      const rows = sortRoles(await database.withTenant(p.tenantId, listRoles));
      return {
        permissions: catalogue,
        roles: Object.fromEntries(
          rows.map((r) => [
            r.name,
            {
              label: r.label,
              description: r.description,
              permissions: r.permissions,
              isSystem: r.isSystem,
            },
          ]),
        ),
        ...access(
          p,
          rows.map((r) => r.name),
        ),
      };
    },

    async caller(p: UserPrincipal) {
      return database.withTenant(p.tenantId, async (tx) => {
        const user = await holders.findAccess(tx, p.userId);
        if (!user) throw apiError('NOT_FOUND', 'error.userNotFound');
        const names = sortRoles(await listRoles(tx)).map((r) => r.name);
        return {
          userId: user.id,
          roles: user.roles,
          permissions: user.permissions,
          ...access(p, names),
        };
      });
    },

    resource(name: string) {
      if (!Object.hasOwn(permissionResources, name))
        throw apiError('NOT_FOUND', 'error.permissionResourceNotFound');
      const actions = [...permissionResources[name as keyof typeof permissionResources]];
      return { resource: name, actions, permissions: actions.map((a) => `${name}:${a}`) };
    },

    /** Whether the caller (or, for those who may read users, another user) holds a permission. */
    async validate(p: UserPrincipal, permission: string, userId?: string) {
      if (!userId || userId === p.userId) {
        return { hasPermission: hasPermission(p.permissions, permission) };
      }
      if (!hasPermission(p.permissions, 'users:read')) {
        throw apiError('FORBIDDEN', 'error.noPermission');
      }
      return database.withTenant(p.tenantId, async (tx) => {
        const user = await holders.findAccess(tx, userId);
        if (!user) throw apiError('NOT_FOUND', 'error.userNotFound');
        return { hasPermission: hasPermission(await permissionsOf(tx, user), permission) };
      });
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
