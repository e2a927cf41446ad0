import { useMutation, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  CardInput,
  CustomerPaymentListItemView,
  CustomerPaymentView,
} from '@motorpool/domain/schemas/payment';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys, paymentPath } from './keys.ts';

// A customer's own payments: the API answers a customer with their own, in their own view.

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

// The payments of one of the customer's bookings, newest first.
export function useBookingPayments(kind: 'reservations' | 'rentals', id: string) {
  const field = kind === 'reservations' ? 'reservationId' : 'rentalId';
  const query = `limit=50&sort=createdAt:desc&filter[${field}][equals]=${id}`;
  return useQuery({
    queryKey: paymentKeys.list(query),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<CustomerPaymentListItemView>>(`/payments?${query}`, { signal }),
    select: (page) => page.data,
    enabled: id !== '',
  });
}

// The customer's own card payment: recorded (POST /payments), then charged (/process).
export function useCreateCardPayment() {
  return useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) =>
      api.post<CustomerPaymentView>('/payments', body, keyed(key)),
  });
}

export function useProcessCardPayment() {
  return useMutation({
    mutationFn: ({ id, card, key }: { id: string; card: CardInput; key: string }) =>
      api.post<CustomerPaymentView>(paymentPath(id, '/process'), { card }, keyed(key)),
  });
}
