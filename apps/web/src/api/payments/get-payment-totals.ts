import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentFilterFields, type PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import { useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { paymentKeys } from './keys.ts';

const filterKey = /^filter\[([^\]]+)\]\[[^\]]+\]$/;
const filterable: readonly string[] = paymentFilterFields;

// The grid keeps its search and filters in the address: the totals read the same ones, and
// only those (page, size and sort change no sum).
function totalsParams(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of params) {
    const field = filterKey.exec(key)?.[1];
    if (key === 'search' ? value.trim() !== '' : field && filterable.includes(field)) {
      out.append(key, key === 'search' ? value.trim() : value);
    }
  }
  return out.toString();
}

// GET /payments/totals for the grid's current search and filters.
export function usePaymentTotals() {
  const [searchParams] = useSearchParams();
  const query = totalsParams(searchParams);
  return useQuery({
    queryKey: paymentKeys.totals(query),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<PaymentTotalsView>(`/payments/totals?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
