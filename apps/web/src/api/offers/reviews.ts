import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { ReviewView } from '@motorpool/domain/schemas/review';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { offerKeys } from './keys.ts';

export const reviewsQueryKey = (query: GridQuery) =>
  offerKeys.reviewList(toApiParams(query).toString());

// GET /reviews for the moderation grid.
export function fetchReviews(query: GridQuery, signal: AbortSignal): Promise<GridPage<ReviewView>> {
  return api.get<ListResponse<ReviewView>>(`/reviews?${toApiParams(query).toString()}`, {
    signal,
  });
}

// POST /reviews/{id}/publish | hide.
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'hide' }) =>
      api.post<ReviewView>(`/reviews/${encodeURIComponent(id)}/${action}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.reviews() }),
  });
}
