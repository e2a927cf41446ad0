import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { referenceKeys } from './reference-keys.ts';

// The company's currency (money amounts are minor units of it). GET /tenants/current answers
// from the tenant the stored x-tenant-id names.
export function useTenantCurrency(): string | undefined {
  const tenant = useQuery({
    queryKey: referenceKeys.tenantSettings(),
    queryFn: ({ signal }) => api.get<{ currency?: string }>('/tenants/current', { signal }),
    staleTime: Infinity,
  });
  return tenant.data?.currency;
}
