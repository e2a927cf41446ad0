import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type { PaymentListItemView, PaymentView } from '@motorpool/domain/schemas/payment';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys, paymentPath } from './keys.ts';

export const paymentsQueryKey = (query: GridQuery) =>
  paymentKeys.list(toApiParams(query).toString());

// GET /payments for the grid.
export function fetchPayments(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<PaymentListItemView>> {
  return api.get<ListResponse<PaymentListItemView>>(`/payments?${toApiParams(query).toString()}`, {
    signal,
  });
}

// A card waiting for the processor's confirmation settles by webhook: ask again until it does.
const settlingPollMs = 1500;

export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<PaymentView>(paymentPath(id), { signal }),
    enabled: id !== '',
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? settlingPollMs : false,
  });
}

// GET /payments/{id}/activity: the audit rows about the payment, newest first.
export function usePaymentActivity(id: string, limit: number) {
  return useQuery({
    queryKey: paymentKeys.activityPage(id, limit),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(paymentPath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
