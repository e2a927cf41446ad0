import type { Language } from '@motorpool/domain/locale-lists';
import {
  effectivePermissions,
  hasPermission,
  isKnownPermission,
  normalizePermission,
} from '@motorpool/domain/permissions';
import { checkTransition } from '@motorpool/domain/status-machine';
import { userMachine } from '@motorpool/domain/status-machines';
import type { ValidationIssue } from '@motorpool/domain/validation-issues';
import type { UserStatus } from '@motorpool/domain/value-lists';
import { apiError, fieldErrors } from '../../lib/http-errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { UserRow } from './repository.ts';

// Who may do what to which user: the rules of user administration, free of any database.

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;

/** Who asks, and what the service needs to know about the request. */
export type Caller = { principal: UserPrincipal; requestId: string; language: Language };

export type RoleTable = Record<string, string[]>;

/** Roles that a caller without full powers (a manager) may hand out. */
export const limitedAssignableRoles = ['staff', 'employee', 'viewer', 'customer'] as const;

const lastAdministrator = () => apiError('CONFLICT', 'error.lastAdministrator');

export const validationError = fieldErrors;

// Full powers: the `*` permission, or the admin role with the right to assign roles.
export function isAdministrator(p: UserPrincipal): boolean {
  return (
    hasPermission(p.permissions, '*') ||
    (p.roles.includes('admin') && hasPermission(p.permissions, 'roles:assign'))
  );
}

function canAssignRole(p: UserPrincipal, role: string): boolean {
  return isAdministrator(p) || (limitedAssignableRoles as readonly string[]).includes(role);
}

// An administrator holds the admin role or, through any role or directly, every permission.
export const holdsEverything = (row: Pick<UserRow, 'roles' | 'permissions'>, table: RoleTable) =>
  row.roles.includes('admin') ||
  effectivePermissions(row.roles, row.permissions, table).includes('*');

type Grants = { roles?: string[] | undefined; permissions?: string[] | undefined };

// Roles must exist in the tenant's table (400) and be the caller's to give (403); direct
// permissions must be known (400) and, for a caller without full powers, held by the caller.
export function checkGrants(c: Caller, table: RoleTable, grants: Grants) {
  checkKnown(c, table, grants);
  checkAssignable(c, grants);
}

export function checkKnown(c: Caller, table: RoleTable, grants: Grants) {
  const issues: ValidationIssue[] = [];
  const unknownRoles = (grants.roles ?? []).filter((r) => !Object.hasOwn(table, r));
  if (unknownRoles.length > 0) issues.push({ path: 'roles', message: 'generic.invalidOption' });
  const unknownPermissions = (grants.permissions ?? []).filter((p) => !isKnownPermission(p));
  if (unknownPermissions.length > 0) {
    issues.push({ path: 'permissions', message: 'generic.invalidOption' });
  }
  if (issues.length > 0) throw validationError(issues, c.language, 'body');
}

export function checkAssignable(c: Caller, grants: Grants) {
  const refused = (grants.roles ?? []).filter((r) => !canAssignRole(c.principal, r));
  if (refused.length > 0) {
    throw apiError('FORBIDDEN', 'error.mayNotAssignRoles', {
      params: { roles: refused.join(', ') },
    });
  }
  if (!isAdministrator(c.principal)) {
    const beyond = (grants.permissions ?? []).filter(
      (p) => !hasPermission(c.principal.permissions, normalizePermission(p)),
    );
    if (beyond.length > 0) {
      throw apiError('FORBIDDEN', 'error.mayNotGrantPermissions', {
        params: { permissions: beyond.join(', ') },
      });
    }
  }
}

// A caller without full powers manages only users whose roles they could have given.
export function checkManageable(c: Caller, target: UserRow) {
  if (isAdministrator(c.principal)) return;
  const privileged = target.roles.some((r) => !canAssignRole(c.principal, r));
  const beyond = target.permissions.some(
    (p) => !hasPermission(c.principal.permissions, normalizePermission(p)),
  );
  if (privileged || beyond) throw apiError('FORBIDDEN', 'error.mayNotManageUser');
}

// The last active administrator may not lose that standing (deletion, demotion, suspension).
export function keepAnAdministrator(
  table: RoleTable,
  before: UserRow,
  after: Pick<UserRow, 'roles' | 'permissions' | 'status'> | null,
  administrators: string[],
) {
  const was = before.status === 'active' && holdsEverything(before, table);
  const stays = after !== null && after.status === 'active' && holdsEverything(after, table);
  if (was && !stays && administrators.every((id) => id === before.id)) {
    throw lastAdministrator();
  }
}

export function checkStatusMove(c: Caller, target: UserRow, to: UserStatus) {
  if (target.id === c.principal.userId) throw apiError('CONFLICT', 'error.ownStatus');
  const move = checkTransition(userMachine, target.status, to);
  if (!move.ok) {
    throw apiError('CONFLICT', 'error.userStatusMove', {
      params: { from: move.from, to: move.to },
    });
  }
}

export function unknownBranch(c: Caller): never {
  throw validationError(
    [{ path: 'branchId', message: 'generic.invalidOption' }],
    c.language,
    'body',
  );
}
