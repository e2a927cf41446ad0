import type { ListResponse } from '@motorpool/domain/list-query';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { customerKeys } from './keys.ts';
import type { CustomerView } from './customer-view.ts';

export const customersQueryKey = (query: GridQuery) =>
  customerKeys.list(toApiParams(query).toString());

// GET /customers for the grid.
export function fetchCustomers(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<CustomerView>> {
  return api.get<ListResponse<CustomerView>>(`/customers?${toApiParams(query).toString()}`, {
    signal,
  });
}
