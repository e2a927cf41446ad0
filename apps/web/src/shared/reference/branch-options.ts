import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { api } from '../api/client.ts';
import { ownsItsErrors } from '../lib/query-client.ts';
import { referenceKeys } from './reference-keys.ts';

export type BranchOption = Pick<BranchView, 'id' | 'name' | 'code' | 'city'>;

const toOption = ({ id, name, code, city }: BranchView): BranchOption => ({ id, name, code, city });

// The branches a record can belong to (a form's select, a list's filter, the branch names in
// rows). A company has tens of branches, not thousands: the first 100 by name.
export function useBranchOptions() {
  return useQuery({
    queryKey: referenceKeys.branchOptions(),
    queryFn: async ({ signal }) => {
      const page = await api.get<ListResponse<BranchView>>('/branches?limit=100&sort=name:asc', {
        signal,
      });
      return page.data.map(toOption);
    },
    staleTime: 5 * 60_000,
  });
}

// The first 20 branches by name whose name or code matches what the user typed.
export function useBranchSearch(search: string) {
  const params = new URLSearchParams({ limit: '20', sort: 'name:asc', search }).toString();
  return useQuery({
    queryKey: referenceKeys.branchSearch(params),
    queryFn: async ({ signal }) => {
      const page = await api.get<ListResponse<BranchView>>(`/branches?${params}`, { signal });
      return page.data.map(toOption);
    },
  });
}

// One branch by id (''), for a record that names it; a failure shows the id instead.
export function useBranchOption(id: string) {
  return useQuery({
    queryKey: referenceKeys.branch(id),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      toOption(await api.get<BranchView>(`/branches/${encodeURIComponent(id)}`, { signal })),
    enabled: id !== '',
  });
}
