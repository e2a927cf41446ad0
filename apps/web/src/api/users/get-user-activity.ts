import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ActivityEntry } from '@motorpool/domain/schemas/common';
import { userKeys } from './keys.ts';

export function getUserActivity(
  id: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ListResponse<ActivityEntry>> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return api.get<ListResponse<ActivityEntry>>(
    `/users/${encodeURIComponent(id)}/activity?${query.toString()}`,
    { signal },
  );
}

export function getUserActivityQueryOptions(id: string, page: number, limit: number) {
  return queryOptions({
    queryKey: userKeys.activity(id, page, limit),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => getUserActivity(id, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserActivity(id: string, page: number, limit: number) {
  return useQuery(getUserActivityQueryOptions(id, page, limit));
}
