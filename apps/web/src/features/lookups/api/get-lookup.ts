import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupView } from '@motorpool/domain/schemas/fleet-views';
import { api } from '../../../shared/api/client.ts';
import { lookupKeys } from './lookup-keys.ts';

export function getLookup(id: string, signal?: AbortSignal): Promise<LookupView> {
  return api.get<LookupView>(`/lookups/${encodeURIComponent(id)}`, { signal });
}

export function useLookup(id: string) {
  return useQuery(
    queryOptions({
      queryKey: lookupKeys.detail(id),
      queryFn: ({ signal }) => getLookup(id, signal),
      enabled: id !== '',
    }),
  );
}
