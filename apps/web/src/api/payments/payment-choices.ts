import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { paymentKeys } from './keys.ts';

const firstTwenty = (extra: Record<string, string>) =>
  new URLSearchParams({ limit: '20', ...extra }).toString();

// GET /customers?search=: who pays, searched as typed.
export function usePayerChoices(search: string) {
  const params = firstTwenty({ search: search.trim() });
  return useQuery({
    queryKey: paymentKeys.customers(params),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<CustomerView>>(`/customers?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

// The customer's reservations and rentals, newest first: what the payment may be for.
export function useCustomerBookings(customerId: string) {
  const params = firstTwenty({ 'filter[customerId][equals]': customerId, sort: 'createdAt:desc' });
  const enabled = customerId !== '';
  const reservations = useQuery({
    queryKey: paymentKeys.bookings('reservations', customerId),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<ReservationView>>(`/reservations?${params}`, { signal })).data,
    enabled,
  });
  const rentals = useQuery({
    queryKey: paymentKeys.bookings('rentals', customerId),
    queryFn: async ({ signal }) =>
      (await api.get<ListResponse<RentalListItemView>>(`/rentals?${params}`, { signal })).data,
    enabled,
  });
  return { reservations: reservations.data ?? [], rentals: rentals.data ?? [] };
}
