import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { settingsKeys } from './keys.ts';
import type { ExactActivityPage } from '@motorpool/domain/schemas/common';
import type { PermissionConflict } from '@motorpool/domain/schemas/role';

export function useValidatePermission() {
  return useMutation({
    mutationFn: (input: { permission: string; userId?: string }) =>
      api.post<{ hasPermission: boolean }>('/permissions/validate', input),
  });
}

type UserOption = { id: string; email: string; firstName: string; lastName: string };

// GET /permissions/users: the first 20 users matching the search, to check a permission for.
export function usePermissionUsers(search: string) {
  return useQuery({
    queryKey: settingsKeys.validateUsers(search),
    queryFn: ({ signal }) =>
      api.get<{ data: UserOption[] }>(
        `/permissions/users?limit=20&search=${encodeURIComponent(search)}`,
        { signal },
      ),
  });
}

export function useConflicts(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.conflicts(),
    queryFn: ({ signal }) =>
      api.get<{ conflicts: PermissionConflict[] }>('/permissions/conflicts', { signal }),
    enabled,
  });
}

export function usePermissionAudit(page: number, enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.audit(page),
    queryFn: ({ signal }) =>
      api.get<ExactActivityPage>(`/permissions/audit?page=${page}&limit=10`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
