import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { useCurrentUser } from '../../shared/auth/use-current-user.ts';
import type { PermissionsOverview } from '@motorpool/domain/schemas/role';
import { userKeys } from './keys.ts';

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

// The overview is for those who may read roles (403 otherwise): without it, role names
// show through their translations and the caller's own access comes from the session.
export function usePermissionsOverview() {
  const { can } = useCurrentUser();
  return useQuery({ ...getPermissionsOverviewQueryOptions(), enabled: can('roles:read') });
}
