import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { OwnSession } from '@motorpool/domain/schemas/session';
import { api } from '../../../shared/api/client.ts';
import { ownsItsErrors } from '../../../shared/lib/query-client.ts';

export type { OwnSession };

const sessionKeys = { own: ['sessions', 'own'] as const };

export const ownSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.own,
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<OwnSession>>('/sessions?page=1&limit=100', { signal }),
  });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/sessions/${encodeURIComponent(id)}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.own }),
  });
}

// DELETE /sessions ends every session of the caller, this one included.
export function useRevokeAllSessions() {
  return useMutation({ mutationFn: () => api.delete<unknown>('/sessions') });
}
