import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  LookupView,
  LookupCreateInput,
  LookupUpdateInput,
} from '@motorpool/domain/schemas/lookup';
import { api } from '../../shared/api/client.ts';
import { lookupKeys } from './keys.ts';

// Any change to a lookup moves the lists, the stats, the type counts and the add-on choices.
function refresh(queryClient: QueryClient, saved?: LookupView): Promise<void> {
  if (saved) queryClient.setQueryData(lookupKeys.detail(saved.id), saved);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: lookupKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: lookupKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: lookupKeys.types() }),
    queryClient.invalidateQueries({ queryKey: lookupKeys.addOnLists() }),
    saved ? queryClient.invalidateQueries({ queryKey: lookupKeys.activity(saved.id) }) : null,
  ]).then(() => undefined);
}

// POST /lookups: 201; 409 when the type already has this code.
export function useCreateLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LookupCreateInput) => api.post<LookupView>('/lookups', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// PATCH /lookups/{id}: only the fields that changed.
export function useUpdateLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LookupUpdateInput }) =>
      api.patch<LookupView>(`/lookups/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// DELETE /lookups/{id}: 204.
export function useDeleteLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/lookups/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: lookupKeys.detail(id) });
      return refresh(queryClient);
    },
  });
}

// The bulk actions of the table: one request per row (the API has no bulk update), all
// settled before the lists refresh; the answer says how many failed.
export function useBulkLookups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: string[]; action: BulkLookupAction }) => {
      const results = await Promise.allSettled(
        ids.map((id) =>
          action === 'delete'
            ? api.delete<void>(`/lookups/${encodeURIComponent(id)}`)
            : api.patch<LookupView>(`/lookups/${encodeURIComponent(id)}`, {
                isActive: action === 'activate',
              }),
        ),
      );
      return { failed: results.filter((r) => r.status === 'rejected').length };
    },
    onSettled: () => refresh(queryClient),
  });
}

export type BulkLookupAction = 'activate' | 'deactivate' | 'delete';
