import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  ReservationCancellationQuoteView,
  ReservationQuoteView,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys } from '../payments/keys.ts';
import { reservationKeys, reservationPath } from './keys.ts';

// A customer's own bookings: the API answers a customer with their own reservations only.

export type QuoteBody = {
  vehicleId: string;
  pickupDate: string;
  returnDate: string;
  addOns: { code: string; quantity: number }[];
  promoCode?: string;
};

export type CreateBody = QuoteBody & {
  customerId: string;
  pickupBranchId: string;
  returnBranchId: string;
  specialRequests?: string;
};

export const listReservations = (query: string, signal: AbortSignal) =>
  api.get<ListResponse<ReservationView>>(`/reservations?${query}`, { signal });

// POST /reservations/quote: the full breakdown, a promo code's discount included; the customer
// sees the API's refusal (a car no longer free) rather than a retry.
export function useCustomerQuote(body: (Omit<QuoteBody, 'addOns'> & { addOns: unknown[] }) | null) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: reservationKeys.quote(text),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.post<ReservationQuoteView>('/reservations/quote', body, { signal }),
    enabled: body !== null,
    retry: false,
  });
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateBody; key: string }) =>
      api.post<ReservationView>('/reservations', body, { headers: { 'Idempotency-Key': key } }),
  });
}

export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: reservationKeys.cancellation(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ReservationCancellationQuoteView>(reservationPath(id, '/cancellation-quote'), {
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

// A change or a cancellation may move money (a fee, a refund): the booking's payments too.
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved: ReservationView) => {
    queryClient.setQueryData(reservationKeys.detail(saved.id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    ]);
  };
}

export function useCancelOwnReservation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<ReservationView>(reservationPath(id, '/cancel'), { reason }),
    onSuccess: refresh,
  });
}

export function useChangeOwnDates() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { pickupDate: string; returnDate: string } }) =>
      api.patch<ReservationView>(reservationPath(id), body),
    onSuccess: refresh,
  });
}
