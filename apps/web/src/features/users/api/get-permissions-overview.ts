import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { PermissionsOverview } from './types.ts';
import { userKeys } from './user-keys.ts';

// GET /permissions: role labels for display and the roles the signed-in user may assign.
// The catalogue changes rarely, so it stays fresh for a few minutes.
export function getPermissionsOverview(signal?: AbortSignal): Promise<PermissionsOverview> {
  return api.get<PermissionsOverview>('/permissions', { signal });
}

export function getPermissionsOverviewQueryOptions() {
  return queryOptions({
    queryKey: userKeys.permissionsOverview(),
    queryFn: ({ signal }) => getPermissionsOverview(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePermissionsOverview() {
  return useQuery(getPermissionsOverviewQueryOptions());
}
