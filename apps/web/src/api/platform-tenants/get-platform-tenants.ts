import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { platformTenantKeys, platformTenantPath } from './keys.ts';

export const platformTenantsQueryKey = (query: GridQuery) =>
  platformTenantKeys.list(toApiParams(query).toString());

// GET /platform/tenants for the grid.
export function fetchPlatformTenants(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<PlatformTenantView>> {
  return api.get<ListResponse<PlatformTenantView>>(
    `/platform/tenants?${toApiParams(query).toString()}`,
    { signal },
  );
}

// GET /platform/tenants/{id}: the company with its usage.
export function usePlatformTenant(id: string) {
  return useQuery({
    queryKey: platformTenantKeys.detail(id),
    queryFn: ({ signal }) => api.get<PlatformTenantView>(platformTenantPath(id), { signal }),
  });
}
