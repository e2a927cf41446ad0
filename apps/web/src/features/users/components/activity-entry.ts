import type { ActivityEntry } from '@motorpool/domain/schemas/common';

export const activityActions = [
  'create',
  'update',
  'delete',
  'status',
  'password',
  'roles',
  'permissions',
  'login',
  'logout',
  'revoke',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'roles',
  'permissions',
  'status',
  'branchId',
  'preferredLanguage',
  'password',
  'passwordChangedAt',
] as const;
export type ActivityField = (typeof activityFields)[number];

// Audit actions may be plain ("update") or qualified ("user.update", "users:status").
export function activityAction(action: string): ActivityAction | null {
  const last = action.split(/[.:]/).pop() ?? action;
  const match = activityActions.find((known) => known === last || `${known}d` === last);
  return match ?? null;
}

const ignoredFields = new Set(['updatedAt', 'createdAt', 'id', 'tenantId', 'passwordHash']);

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

// The fields whose value differs between `before` and `after` (a create lists what it set).
export function changedFieldNames(entry: Pick<ActivityEntry, 'before' | 'after'>): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) => !ignoredFields.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
