import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { customerKeys, customerPath } from './keys.ts';
import type { CustomerView } from './customer-view.ts';

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<CustomerView>(customerPath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /customers/{id}/activity: the audit rows about the customer (status actions carry
// their reason), newest first.
export function useCustomerActivity(id: string, page: number, limit: number) {
  return useQuery({
    queryKey: customerKeys.activityPage(id, page, limit),
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(
        customerPath(id, `/activity?page=${page}&limit=${limit}`),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
