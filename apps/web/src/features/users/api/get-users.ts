import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { Page, UserListParams, UserView } from './types.ts';
import { userKeys } from './user-keys.ts';

// GET /users with the list conventions of DESIGN §4: page, limit, search, sort and filters.
export function usersSearchParams(params: UserListParams): URLSearchParams {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(params.limit),
    sort: `${params.sort.field}:${params.sort.direction}`,
  });
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.status) query.set('filter[status][equals]', params.status);
  if (params.roles.length > 0) query.set('filter[roles][in]', params.roles.join(','));
  return query;
}

export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<Page<UserView>> {
  return api.get<Page<UserView>>(`/users?${usersSearchParams(params).toString()}`, { signal });
}

export function getUsersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // The previous page stays on screen while the next one loads (no table flashing empty).
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(getUsersQueryOptions(params));
}
