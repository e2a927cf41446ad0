import { useQueries, useQuery } from '@tanstack/react-query';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import { addOnLookupTypes, type AddOnLookupType } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { lookupKeys } from './keys.ts';
import { lookupCaching } from './lookup-caching.ts';

const addOnsOf = (type: AddOnLookupType) => ({
  queryKey: lookupKeys.addOns(type),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<{ data: LookupView[] }>(`/lookups/type/${type}`, { signal })).data,
  ...lookupCaching,
});

// GET /lookups/type/{type}: the active insurance options or extras a booking may add.
export function useAddOnChoices(type: AddOnLookupType, enabled = true) {
  return useQuery({ ...addOnsOf(type), enabled });
}

// Both kinds at once, insurance options first: what a walk-in rental may add.
export function useAddOnLookups() {
  return useQueries({
    queries: addOnLookupTypes.map(addOnsOf),
    combine: (results) => ({
      data: results.every((result) => result.data)
        ? results.flatMap((result) => result.data ?? [])
        : undefined,
    }),
  });
}
