import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type {
  OfferCreateInput,
  OfferUpdateInput,
  OfferView,
} from '@motorpool/domain/schemas/offer';
import { api } from '../../shared/api/client.ts';
import type { GridPage, GridQuery } from '../../shared/data-grid/types.ts';
import { toApiParams } from '../../shared/data-grid/url-state.ts';
import { offerKeys, offerPath } from './keys.ts';

export const offersQueryKey = (query: GridQuery) => offerKeys.list(toApiParams(query).toString());

// GET /offers for the grid.
export function fetchOffers(query: GridQuery, signal: AbortSignal): Promise<GridPage<OfferView>> {
  return api.get<ListResponse<OfferView>>(`/offers?${toApiParams(query).toString()}`, { signal });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
}

// POST /offers: 201; 409 when the promo code is taken (details body.promoCode).
export function useCreateOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OfferCreateInput) => api.post<OfferView>('/offers', body),
    onSuccess: refresh,
  });
}

export function useUpdateOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OfferUpdateInput }) =>
      api.patch<OfferView>(offerPath(id), body),
    onSuccess: refresh,
  });
}

export function useDeleteOffer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(offerPath(id)),
    onSuccess: refresh,
  });
}

// POST /offers/{id}/image (multipart `file`), DELETE to remove it; both answer the offer.
export function useOfferImage() {
  const refresh = useRefresh();
  const upload = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<OfferView>(offerPath(id, '/image'), form);
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<OfferView>(offerPath(id, '/image')),
    onSuccess: refresh,
  });
  return { upload, remove };
}
