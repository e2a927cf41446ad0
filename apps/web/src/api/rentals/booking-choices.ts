import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { AvailabilityListView, ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { reservationKeys } from '../reservations/keys.ts';
import { vehicleKeys } from '../vehicles/keys.ts';

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
