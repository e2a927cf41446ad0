import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import {
  addOnLookupTypes,
  type AvailabilityListView,
  type ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { reservationKeys } from '../reservations/keys.ts';
import { vehicleKeys } from '../vehicles/keys.ts';
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
    queryKey: reservationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListResponse<ReservationView>>(`/reservations?${params}`, { signal }),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
  });
}

export type FreeVehicleQuery = { pickupDate: string; returnDate: string; branchId?: string };

// GET /vehicles/availability: the cars free for the whole period (walk-in and swap).
export function useFreeVehicles(query: FreeVehicleQuery | null) {
  const params = firstTwenty(
    Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value)),
  );
  return useQuery({
    queryKey: vehicleKeys.availability(params),
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
