import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerView } from '@motorpool/domain/schemas/customer';
import { api } from '../../shared/api/client.ts';
import { customerKeys } from './keys.ts';

// GET /customers?search=: the first 20 matches for a form's customer picker (a booking's, a
// walk-in's, a payer's). Cached as the customers list page it is, so a saved customer shows.
export function useCustomerChoices(search: string) {
  const params = new URLSearchParams({ limit: '20', search: search.trim() }).toString();
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListResponse<CustomerView>>(`/customers?${params}`, { signal }),
    select: (page) => page.data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
