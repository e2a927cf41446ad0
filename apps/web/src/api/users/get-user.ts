import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { userKeys } from './keys.ts';

export function getUser(id: string, signal?: AbortSignal): Promise<UserView> {
  return api.get<UserView>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(id), enabled: options.enabled ?? true });
}
