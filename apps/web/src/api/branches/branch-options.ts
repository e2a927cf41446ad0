import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { branchKeys, branchPath } from './keys.ts';

export type BranchOption = Pick<BranchView, 'id' | 'name' | 'code' | 'city'>;

const toOption = ({ id, name, code, city }: BranchView): BranchOption => ({ id, name, code, city });

const page = (params: string) => ({
  queryKey: branchKeys.list(params),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ListResponse<BranchView>>(`/branches?${params}`, { signal }),
  select: (answer: ListResponse<BranchView>) => answer.data.map(toOption),
});

// The branches a record can belong to (a form's select, a list's filter, the branch names in
// rows), under the branch lists' keys so a saved branch shows everywhere. A company has tens of
// branches, not thousands: the first 100 by name.
export function useBranchOptions() {
  return useQuery({ ...page('limit=100&sort=name:asc'), staleTime: 5 * 60_000 });
}

// The first 20 branches by name whose name or code matches what the user typed.
export function useBranchSearch(search: string) {
  const params = new URLSearchParams({ limit: '20', sort: 'name:asc', search }).toString();
  return useQuery(page(params));
}

// One branch by id (''), for a record that names it; a failure shows the id instead.
export function useBranchOption(id: string) {
  return useQuery({
    queryKey: branchKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<BranchView>(branchPath(id), { signal }),
    select: toOption,
    enabled: id !== '',
  });
}
