import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { lookupKeys } from './keys.ts';

export function getLookup(id: string, signal?: AbortSignal): Promise<LookupView> {
  return api.get<LookupView>(`/lookups/${encodeURIComponent(id)}`, { signal });
}

export function useLookup(id: string) {
  return useQuery(
    queryOptions({
      queryKey: lookupKeys.detail(id),
      meta: ownsItsErrors,
      queryFn: ({ signal }) => getLookup(id, signal),
      enabled: id !== '',
    }),
  );
}
