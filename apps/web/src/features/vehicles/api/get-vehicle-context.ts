import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchView } from '@motorpool/domain/schemas/fleet-views';
import { api } from '../../../shared/api/client.ts';
import { vehicleKeys } from './vehicle-keys.ts';

export type BranchOption = Pick<BranchView, 'id' | 'name' | 'code' | 'city'>;

// The branches a vehicle can belong to (the form's select, the list's filter, the branch
// names in rows). A company has tens of branches, not thousands: the first 100 by name.
export function useBranchOptions() {
  return useQuery({
    queryKey: vehicleKeys.branchOptions(),
    queryFn: async ({ signal }) => {
      const page = await api.get<ListResponse<BranchView>>('/branches?limit=100&sort=name:asc', {
        signal,
      });
      return page.data.map(({ id, name, code, city }): BranchOption => ({ id, name, code, city }));
    },
    staleTime: 5 * 60_000,
  });
}

// The company's currency (daily rates are minor units of it). GET /tenants/current answers
// from the tenant the stored x-tenant-id names.
export function useTenantCurrency(): string | undefined {
  const tenant = useQuery({
    queryKey: vehicleKeys.currency(),
    queryFn: ({ signal }) => api.get<{ currency?: string }>('/tenants/current', { signal }),
    staleTime: Infinity,
  });
  return tenant.data?.currency;
}
