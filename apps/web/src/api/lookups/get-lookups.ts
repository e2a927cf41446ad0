import type { ListResponse } from '@motorpool/domain/list-query';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { lookupKeys } from './keys.ts';

// GET /lookups for the grid; a per-type screen adds its type as a fixed filter.
export function lookupsRequest(query: GridQuery, fixedType?: string): URLSearchParams {
  const params = toApiParams(query);
  if (fixedType) params.set('filter[type][equals]', fixedType);
  return params;
}

export const lookupsQueryKey = (query: GridQuery, fixedType?: string) =>
  lookupKeys.list(lookupsRequest(query, fixedType).toString());

export function fetchLookups(
  query: GridQuery,
  signal: AbortSignal,
  fixedType?: string,
): Promise<GridPage<LookupView>> {
  return api.get<ListResponse<LookupView>>(
    `/lookups?${lookupsRequest(query, fixedType).toString()}`,
    {
      signal,
    },
  );
}
