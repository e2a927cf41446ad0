import { hasPermission } from '@motorpool/domain/permissions';
import { type AnyColumn, eq, or, type SQL } from 'drizzle-orm';
import { apiError } from './http-errors.ts';
import type { TenantCaller } from './request-caller.ts';

type Caller = Pick<TenantCaller, 'branchId' | 'permissions'>;

/**
 * The one branch a caller is kept to, or null when they are not kept to one: a user with no
 * branch, or one with every right (the company's owner), works on every branch.
 */
export function branchScopeOf(c: Caller): string | null {
  if (!c.branchId || hasPermission(c.permissions, '*')) return null;
  return c.branchId;
}

/** Whether a record at these branches (any of them) is the caller's to see and act on. */
export function inBranchScope(c: Caller, ...branchIds: (string | null | undefined)[]): boolean {
  const own = branchScopeOf(c);
  return own === null || branchIds.includes(own);
}

/** The list condition for records at these branch columns; undefined when unrestricted. */
export function branchCondition(branch: string | undefined, ...columns: AnyColumn[]) {
  if (!branch) return undefined;
  return or(...columns.map((column) => eq(column, branch))) as SQL;
}

/**
 * Refuses (403) a new or changed record that would lie outside the caller's branch; an
 * existing record outside it is answered 404 by the module's find instead.
 */
export function checkBranchScope(
  c: Pick<TenantCaller, 'branchId' | 'permissions' | 'language'>,
  ...branchIds: (string | null | undefined)[]
): void {
  if (!inBranchScope(c, ...branchIds)) {
    throw apiError('FORBIDDEN', 'branch.otherBranch');
  }
}
