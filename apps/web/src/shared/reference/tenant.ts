import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { referenceKeys } from './reference-keys.ts';

// The company's currency (money amounts are minor units of it). GET /tenants/current answers
// from the tenant the stored x-tenant-id names.
function useCurrentTenant() {
  return useQuery({
    queryKey: referenceKeys.tenantSettings(),
    queryFn: ({ signal }) =>
      api.get<{ currency?: string; timeZone?: string }>('/tenants/current', { signal }),
    staleTime: Infinity,
  });
}

export function useTenantCurrency(): string | undefined {
  return useCurrentTenant().data?.currency;
}

// The company's IANA time zone, in which bookings are shown and typed.
export function useTenantTimeZone(): string | undefined {
  return useCurrentTenant().data?.timeZone;
}
