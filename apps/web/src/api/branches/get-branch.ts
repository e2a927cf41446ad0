import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchStatsView, BranchView } from '@motorpool/domain/schemas/branch';
import type { UserView } from '@motorpool/domain/schemas/user';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { branchKeys, branchPath } from './keys.ts';

export function useBranch(id: string) {
  return useQuery({
    queryKey: branchKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<BranchView>(branchPath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /branches/{id}/stats: vehicles by status, utilisation, rentals.
export function useBranchStats(id: string) {
  return useQuery({
    queryKey: branchKeys.stats(id),
    queryFn: ({ signal }) => api.get<BranchStatsView>(branchPath(id, '/stats'), { signal }),
  });
}

export type ManagerOption = Pick<UserView, 'id' | 'firstName' | 'lastName' | 'email'>;

// The people who can manage a branch: the company's active users (needs users:read; without
// it the select offers only the current manager).
export function useManagerOptions(enabled: boolean) {
  return useQuery({
    queryKey: branchKeys.managers(),
    queryFn: async ({ signal }) => {
      const page = await api.get<ListResponse<ManagerOption>>(
        '/users?limit=100&sort=lastName:asc&filter[status][equals]=active',
        { signal },
      );
      return page.data;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
