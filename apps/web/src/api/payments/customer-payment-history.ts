import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys } from './keys.ts';

/** One page of a customer's payments, newest first, as GET /payments filters them. */
export const customerPaymentsQuery = (customerId: string, page: number, limit: number) =>
  new URLSearchParams({
    page: String(page),
    limit: String(limit),
    sort: 'createdAt:desc',
    'filter[customerId][equals]': customerId,
  }).toString();

// Under the payments list's keys, so a payment taken, refunded or deleted anywhere refreshes it.
export function useCustomerPaymentHistory(customerId: string, page: number, limit: number) {
  const params = customerPaymentsQuery(customerId, page, limit);
  return useQuery({
    queryKey: paymentKeys.list(params),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<PaymentListItemView>>(`/payments?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
