import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import {
  addOnLookupTypes,
  type AvailabilityListView,
  type ReservationQuoteRequest,
  type ReservationQuoteView,
  type ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { rentalKeys } from './keys.ts';

const firstTwenty = (extra: Record<string, string>) =>
  new URLSearchParams({ limit: '20', ...extra }).toString();

// GET /reservations?status=confirmed: the bookings a rental can take over, searched as typed.
export function useConfirmedReservations(search: string) {
  const params = firstTwenty({
    status: 'confirmed',
    search: search.trim(),
    sort: 'pickupDate:asc',
  });
  return useQuery({
    queryKey: rentalKeys.reservations(params),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<ReservationView>>(`/reservations?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

// GET /customers?search=: the walk-in's customer.
export function useCustomerChoices(search: string) {
  const params = firstTwenty({ search: search.trim() });
  return useQuery({
    queryKey: rentalKeys.customers(params),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<CustomerView>>(`/customers?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export type FreeVehicleQuery = { pickupDate: string; returnDate: string; branchId?: string };

// GET /vehicles/availability: the cars free for the whole period (walk-in and swap).
export function useFreeVehicles(query: FreeVehicleQuery | null) {
  const params = firstTwenty(
    Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value)),
  );
  return useQuery({
    queryKey: rentalKeys.vehicles(params),
    queryFn: ({ signal }) =>
      api.get<AvailabilityListView>(`/vehicles/availability?${params}`, { signal }),
    enabled: query !== null,
  });
}

// GET /lookups/type/{type} for both kinds: the insurance options and extras on offer.
export function useAddOnLookups() {
  return useQuery({
    queryKey: rentalKeys.addOns(),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        addOnLookupTypes.map((type) =>
          api.get<{ data: LookupView[] }>(`/lookups/type/${type}`, { signal }),
        ),
      );
      return lists.flatMap((list) => list.data);
    },
    staleTime: 5 * 60_000,
  });
}

// POST /reservations/quote: the walk-in's price as the API would charge it.
export function useWalkInQuote(body: ReservationQuoteRequest | null) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: rentalKeys.quote(text),
    queryFn: ({ signal }) =>
      api.post<ReservationQuoteView>('/reservations/quote', body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
