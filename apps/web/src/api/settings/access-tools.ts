import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { settingsKeys } from './keys.ts';
import type { AuditPage, PermissionConflict } from './types.ts';

export function useValidatePermission() {
  return useMutation({
    mutationFn: (input: { permission: string; userId?: string }) =>
      api.post<{ hasPermission: boolean }>('/permissions/validate', input),
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
      api.get<AuditPage>(`/permissions/audit?page=${page}&limit=10`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
