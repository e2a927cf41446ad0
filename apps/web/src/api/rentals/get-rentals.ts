import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import type {
  CustomerRentalView,
  RentalListItemView,
  RentalView,
} from '@motorpool/domain/schemas/rental';
import { drivenRentalStatuses } from '@motorpool/domain/value-lists';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import type { RentalHistoryOwner } from '../../shared/ui/rental-history.tsx';
import { rentalKeys, rentalPath } from './keys.ts';

export const rentalsQueryKey = (query: GridQuery) => rentalKeys.list(toApiParams(query).toString());

// GET /rentals for the grid.
export function fetchRentals(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<RentalListItemView>> {
  return api.get<ListResponse<RentalListItemView>>(`/rentals?${toApiParams(query).toString()}`, {
    signal,
  });
}

// The API answers a customer with their own rental's view (CustomerRentalView), staff with all.
export function useRental<T extends RentalView | CustomerRentalView = RentalView>(id: string) {
  return useQuery({
    queryKey: rentalKeys.detail(id),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<T>(rentalPath(id), { signal }),
    enabled: id !== '',
  });
}

// GET /rentals/{id}/activity: the audit rows about the rental, newest first.
export function useRentalActivity(id: string, limit: number) {
  return useQuery({
    queryKey: rentalKeys.activityPage(id, limit),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<ListResponse<ActivityEntry>>(rentalPath(id, `/activity?page=1&limit=${limit}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

// Under the rentals list's keys, so whatever refreshes the rentals lists refreshes these too.
export const rentalHistoryQuery = (owner: RentalHistoryOwner, page: number, limit: number) =>
  historyPage(owner, page, limit, {});

// A vehicle's history lists the rentals its figures count: those its car has left on.
export const drivenRentalHistoryQuery = (owner: RentalHistoryOwner, page: number, limit: number) =>
  historyPage(owner, page, limit, { 'filter[status][in]': drivenRentalStatuses.join(',') });

const historyPage = (
  owner: RentalHistoryOwner,
  page: number,
  limit: number,
  more: Record<string, string>,
) => {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    sort: 'pickupDate:desc',
    [`filter[${owner.field}][equals]`]: owner.id,
    ...more,
  }).toString();
  return {
    queryKey: rentalKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<ListResponse<RentalListItemView>>(`/rentals?${params}`, { signal }),
  };
};
