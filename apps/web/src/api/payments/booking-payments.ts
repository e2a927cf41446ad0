import { useQueries } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys } from './keys.ts';

// GET /payments filtered by the rental, and by its reservation (paid before the car left):
// both count towards the balance. Newest first, each payment once.
export function useStaffBookingPayments(
  target: { reservationId?: string; rentalId?: string },
  enabled: boolean,
) {
  const filters = [
    ['rentalId', target.rentalId],
    ['reservationId', target.reservationId],
  ].filter((filter): filter is [string, string] => Boolean(filter[1]));
  const results = useQueries({
    queries: filters.map(([field, id]) => {
      const params = new URLSearchParams({
        limit: '100',
        sort: 'createdAt:desc',
        [`filter[${field}][equals]`]: id,
      }).toString();
      return {
        queryKey: paymentKeys.list(params),
        meta: ownsItsErrors,
        enabled,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<ListResponse<PaymentListItemView>>(`/payments?${params}`, { signal }),
      };
    }),
  });
  const seen = new Map<string, PaymentListItemView>();
  for (const result of results) for (const row of result.data?.data ?? []) seen.set(row.id, row);
  return {
    rows: [...seen.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}
