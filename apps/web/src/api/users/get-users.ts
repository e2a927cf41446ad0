import { api } from '../../shared/api/client.ts';
import type { GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { UserView } from '@motorpool/domain/schemas/user';

// GET /users with the list conventions: page, limit, search, sort and filters.
export function getUsers(query: GridQuery, signal?: AbortSignal): Promise<ListResponse<UserView>> {
  return api.get<ListResponse<UserView>>(`/users?${toApiParams(query).toString()}`, { signal });
}
