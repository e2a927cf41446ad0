import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PaymentCreateInput,
  PaymentProcessInput,
  PaymentRefundInput,
  PaymentView,
} from '@motorpool/domain/schemas/payment';
import { api } from '../../shared/api/client.ts';
import { rentalKeys } from '../rentals/keys.ts';
import { reservationKeys } from '../reservations/keys.ts';
import { paymentKeys, paymentPath } from './keys.ts';

async function refresh(queryClient: QueryClient, saved: PaymentView): Promise<void> {
  queryClient.setQueryData(paymentKeys.detail(saved.id), saved);
  // every other payments query: the lists, the totals, this payment's activity and the payments
  // shown on a reservation or rental page, so each shows the new status at once; the detail
  // just set is the server's answer already
  const detail = JSON.stringify(paymentKeys.detail(saved.id));
  // and the reservation or rental it belongs to, whose balance it moves
  const owners = [
    saved.reservationId ? reservationKeys.detail(saved.reservationId) : null,
    saved.rentalId ? rentalKeys.detail(saved.rentalId) : null,
  ].filter((key) => key !== null);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: paymentKeys.all,
      predicate: (query) => JSON.stringify(query.queryKey) !== detail,
    }),
    ...owners.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

// The caller makes the key once per form or dialog, so a retried submit moves no money twice.
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

// POST /payments: a pending payment to take.
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentCreateInput; key: string }) =>
      api.post<PaymentView>('/payments', body, keyed(key)),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// POST /payments/{id}/process: cash and transfers complete, cards go through the processor.
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: PaymentProcessInput; key: string }) =>
      api.post<PaymentView>(paymentPath(id, '/process'), body, keyed(key)),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// POST /payments/{id}/refund: up to what is not yet refunded (409 beyond).
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: PaymentRefundInput; key: string }) =>
      api.post<PaymentView>(paymentPath(id, '/refund'), body, keyed(key)),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// DELETE /payments/{id}: a pending payment only (409 otherwise).
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(paymentPath(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: paymentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    },
  });
}
