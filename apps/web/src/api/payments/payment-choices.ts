import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { rentalKeys } from '../rentals/keys.ts';
import { reservationKeys } from '../reservations/keys.ts';

const firstTwenty = (extra: Record<string, string>) =>
  new URLSearchParams({ limit: '20', ...extra }).toString();

// The customer's reservations and rentals, newest first: what the payment may be for.
export function useCustomerBookings(customerId: string) {
  const params = firstTwenty({ 'filter[customerId][equals]': customerId, sort: 'createdAt:desc' });
  const enabled = customerId !== '';
  const reservations = useQuery({
    queryKey: reservationKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListResponse<ReservationView>>(`/reservations?${params}`, { signal }),
    select: (page) => page.data,
    enabled,
  });
  const rentals = useQuery({
    queryKey: rentalKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListResponse<RentalListItemView>>(`/rentals?${params}`, { signal }),
    select: (page) => page.data,
    enabled,
  });
  return { reservations: reservations.data ?? [], rentals: rentals.data ?? [] };
}
