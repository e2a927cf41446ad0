import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { parseAuthUser, type AuthUser } from './session-store.ts';

export const authKeys = {
  all: ['auth'] as const,
  profile: (userId: string | null) => [...authKeys.all, 'profile', userId] as const,
  permissions: (userId: string | null) => [...authKeys.all, 'permissions', userId] as const,
};

export async function getProfile(): Promise<AuthUser> {
  const user = parseAuthUser(await api.get<unknown>('/auth/profile'));
  if (!user) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'Bad profile' });
  return user;
}

export const profileQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: authKeys.profile(userId), queryFn: getProfile, staleTime: 60_000 });

export type PermissionsResponse = {
  permissions?: Record<string, unknown>;
  roles?: Record<string, { label?: string }>;
  assignableRoles?: string[];
  canManageUsers?: boolean;
  effectivePermissions?: string[];
};

// GET /permissions/user: the caller's own roles and effective permissions, which every
// company user may read (the whole role matrix, GET /permissions, needs roles:read).
export async function getPermissions(): Promise<PermissionsResponse> {
  return api.get<PermissionsResponse>('/permissions/user');
}

export const permissionsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: authKeys.permissions(userId),
    queryFn: getPermissions,
    staleTime: 5 * 60_000,
  });
