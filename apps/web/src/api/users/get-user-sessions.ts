import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { AdminSession } from '@motorpool/domain/schemas/session';
import { userKeys } from './keys.ts';

export const sessionsPageSize = 50;

// GET /sessions/admin/all?userId: the user's open sessions, for an administrator.
export function getUserSessions(
  id: string,
  signal?: AbortSignal,
): Promise<ListResponse<AdminSession>> {
  const query = new URLSearchParams({ userId: id, page: '1', limit: String(sessionsPageSize) });
  return api.get<ListResponse<AdminSession>>(`/sessions/admin/all?${query.toString()}`, { signal });
}

export function getUserSessionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.sessions(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => getUserSessions(id, signal),
  });
}

export function useUserSessions(id: string, options: { enabled: boolean }) {
  return useQuery({ ...getUserSessionsQueryOptions(id), enabled: options.enabled });
}
