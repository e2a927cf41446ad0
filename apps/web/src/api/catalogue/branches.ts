import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { PublicBranchView } from '@motorpool/domain/schemas/catalogue';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { cataloguePaths } from './catalogue-paths.ts';
import { earlyRead } from './early-read.ts';
import { catalogueKeys } from './keys.ts';

// The company's branches as a visitor sees them (GET /public/branches).
export function usePublicBranches() {
  return useQuery({
    queryKey: catalogueKeys.branches(),
    queryFn: async ({ signal }) =>
      (await earlyRead<ListResponse<PublicBranchView>>(cataloguePaths.branches, signal)).data,
    staleTime: 5 * 60_000,
  });
}

export function usePublicBranch(id: string) {
  return useQuery({
    queryKey: catalogueKeys.branch(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<PublicBranchView>(`/public/branches/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}
