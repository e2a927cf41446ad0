import { api } from '../../../shared/api/client.ts';
import type { GridQuery } from '../../../shared/data-grid/types.ts';
import { toApiParams } from '../../../shared/data-grid/url-state.ts';
import type { Page, UserView } from './types.ts';

// GET /users with the list conventions of DESIGN §4: page, limit, search, sort and filters.
export function getUsers(query: GridQuery, signal?: AbortSignal): Promise<Page<UserView>> {
  return api.get<Page<UserView>>(`/users?${toApiParams(query).toString()}`, { signal });
}
