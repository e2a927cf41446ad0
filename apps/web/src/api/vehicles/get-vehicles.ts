import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { VehicleView } from '@motorpool/domain/schemas/vehicle';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { vehicleKeys } from './keys.ts';

export const vehiclesPageSize = 20;

// GET /vehicles page by page (infinite scroll): `query` holds search, sort and
// filter[field][op] parameters; the page number is added here.
export function useInfiniteVehicles(query: URLSearchParams) {
  const key = query.toString();
  return useInfiniteQuery({
    queryKey: vehicleKeys.list(key),
    meta: ownsItsErrors,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('page', String(pageParam));
      params.set('limit', String(vehiclesPageSize));
      return api.get<ListResponse<VehicleView>>(`/vehicles?${params.toString()}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
