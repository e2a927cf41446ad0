import type { ListResponse } from '@motorpool/domain/list-query';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { branchKeys } from './keys.ts';

export const branchesQueryKey = (query: GridQuery) =>
  branchKeys.list(toApiParams(query).toString());

// GET /branches for the grid.
export function fetchBranches(
  query: GridQuery,
  signal: AbortSignal,
): Promise<GridPage<BranchView>> {
  return api.get<ListResponse<BranchView>>(`/branches?${toApiParams(query).toString()}`, {
    signal,
  });
}
