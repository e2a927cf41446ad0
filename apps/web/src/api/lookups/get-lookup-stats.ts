import { useQuery } from '@tanstack/react-query';
import type { LookupStatsView, LookupTypeCountView } from '@motorpool/domain/schemas/lookup';
import { api } from '../../shared/api/client.ts';
import { lookupKeys } from './keys.ts';
import { lookupCaching } from './lookup-caching.ts';

// GET /lookups/stats: totals, active/inactive and the count per type (the stats cards).
export function useLookupStats() {
  return useQuery({
    queryKey: lookupKeys.stats(),
    queryFn: ({ signal }) => api.get<LookupStatsView>('/lookups/stats', { signal }),
  });
}

// GET /lookups/types: every type in use plus the ones the navigation always shows.
export function useLookupTypes() {
  return useQuery({
    queryKey: lookupKeys.types(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: LookupTypeCountView[] }>('/lookups/types', { signal })).data,
    ...lookupCaching,
  });
}
