import type { PublicTenant } from '@motorpool/domain/schemas/company-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { referenceKeys } from './reference-keys.ts';

// The company as anyone on its host may read it (GET /tenants/current answers from the tenant
// the stored x-tenant-id names): currency, time zone and the terms a customer books under.
function useCurrentTenant() {
  return useQuery({
    queryKey: referenceKeys.tenantSettings(),
    queryFn: ({ signal }) => api.get<Partial<PublicTenant>>('/tenants/current', { signal }),
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

export type BookingTerms = PublicTenant['booking'];

/** How a customer may pay and what cancelling costs; undefined until read. */
export function useTenantBookingTerms(): BookingTerms | undefined {
  return useCurrentTenant().data?.booking;
}
