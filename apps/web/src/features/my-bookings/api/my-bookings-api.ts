import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerPaymentListItemView } from '@motorpool/domain/schemas/payment';
import type {
  CustomerRentalListItemView,
  CustomerRentalView,
} from '@motorpool/domain/schemas/rental';
import type {
  ReservationCancellationQuoteView,
  ReservationQuoteView,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../../shared/api/client.ts';
import { apiDownload } from '../../../shared/api/download.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { ownsItsErrors } from '../../../shared/lib/query-client.ts';

export type BookingKind = 'reservations' | 'rentals';
export type Tab = 'upcoming' | 'past';
export const pageSize = 10;

export const myBookingKeys = {
  all: ['my-bookings'] as const,
  list: (kind: BookingKind, q: string) => ['my-bookings', kind, 'list', q] as const,
  detail: (kind: BookingKind, id: string) => ['my-bookings', kind, 'detail', id] as const,
  payments: (kind: BookingKind, id: string) => ['my-bookings', kind, 'payments', id] as const,
  cancellation: (id: string) => ['my-bookings', 'cancellation', id] as const,
  quote: (body: string) => ['my-bookings', 'quote', body] as const,
};

const path = (kind: BookingKind, id: string, rest = '') =>
  `/${kind}/${encodeURIComponent(id)}${rest}`;

// Upcoming: still open (a rental under way, however late, included); past: closed, whatever its
// dates (a cancelled booking is past, and owes nothing beyond its fee). The API keeps them the
// customer's.
const openStatuses: Record<BookingKind, string> = {
  reservations: 'pending,confirmed',
  rentals: 'pending,active',
};

export function listQuery(kind: BookingKind, tab: Tab, page: number): string {
  const q = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  q.set(`filter[status][${tab === 'upcoming' ? 'in' : 'notIn'}]`, openStatuses[kind]);
  q.set('sort', tab === 'upcoming' ? 'pickupDate:asc' : 'pickupDate:desc');
  return q.toString();
}

export function useMyBookings<T extends ReservationView | CustomerRentalListItemView>(
  kind: BookingKind,
  query: string,
) {
  return useQuery({
    queryKey: myBookingKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<ListResponse<T>>(`/${kind}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyReservation(id: string) {
  return useQuery({
    queryKey: myBookingKeys.detail('reservations', id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<ReservationView>(path('reservations', id), { signal }),
    enabled: id !== '',
  });
}

export function useMyRental(id: string) {
  return useQuery({
    queryKey: myBookingKeys.detail('rentals', id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<CustomerRentalView>(path('rentals', id), { signal }),
    enabled: id !== '',
  });
}

export function useBookingPayments(kind: BookingKind, id: string) {
  const field = kind === 'reservations' ? 'reservationId' : 'rentalId';
  return useQuery({
    queryKey: myBookingKeys.payments(kind, id),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (
        await api.get<ListResponse<CustomerPaymentListItemView>>(
          `/payments?limit=50&sort=createdAt:desc&filter[${field}][equals]=${id}`,
          { signal },
        )
      ).data,
    enabled: id !== '',
  });
}

export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: myBookingKeys.cancellation(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ReservationCancellationQuoteView>(path('reservations', id, '/cancellation-quote'), {
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

export function useDatesQuote(
  body: { vehicleId: string; pickupDate: string; returnDate: string; addOns: unknown[] } | null,
) {
  const text = JSON.stringify(body);
  return useQuery({
    queryKey: myBookingKeys.quote(text),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.post<ReservationQuoteView>('/reservations/quote', body, { signal }),
    enabled: body !== null,
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (saved: ReservationView) => {
    queryClient.setQueryData(myBookingKeys.detail('reservations', saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: myBookingKeys.all });
  };
}

export function useCancelMine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<ReservationView>(path('reservations', id, '/cancel'), { reason }),
    onSuccess: refresh,
  });
}

export function useChangeDates() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { pickupDate: string; returnDate: string } }) =>
      api.patch<ReservationView>(path('reservations', id), body),
    onSuccess: refresh,
  });
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
      api.post<unknown>(path('rentals', id, '/review'), { rating, comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingKeys.all }),
  });
}

export const downloadReceipt = (id: string, language: Language) =>
  apiDownload(`/payments/${encodeURIComponent(id)}/receipt?language=${language}`, 'receipt.pdf');

export const downloadRentalPdf = (id: string, kind: 'contract' | 'receipt', language: Language) =>
  apiDownload(path('rentals', id, `/pdf/${kind}?language=${language}`), `${kind}.pdf`);
