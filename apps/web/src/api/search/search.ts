import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '@motorpool/domain/schemas/search';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { searchKeys } from './keys.ts';

// The search box's choices: every category at once, or one of the API's.
export const searchCategories = [
  'all',
  'vehicles',
  'customers',
  'reservations',
  'rentals',
  'users',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

export const searchLimit = 20;

// GET /search: matches across the resources the caller may read, best first.
export async function search(
  q: string,
  category: SearchCategory,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params = new URLSearchParams({ q, category, limit: String(searchLimit) });
  return api.get<SearchResponse>(`/search?${params.toString()}`, { signal });
}

export const searchQueryOptions = (q: string, category: SearchCategory) =>
  queryOptions({
    queryKey: searchKeys.results(category, q),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => search(q, category, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
