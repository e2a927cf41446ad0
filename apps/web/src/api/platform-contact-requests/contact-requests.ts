import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequestPage,
  ContactRequestUpdateInput,
  ContactRequestView,
} from '@motorpool/domain/schemas/contact-request';
import { api } from '../../shared/api/client.ts';
import { contactRequestKeys, contactRequestPath } from './keys.ts';

export type ContactRequestFilters = { page: number; kind: string | null; status: string | null };

export function useContactRequests(f: ContactRequestFilters, limit = 20) {
  const params = new URLSearchParams({ page: String(f.page), limit: String(limit) });
  if (f.kind) params.set('filter[kind][equals]', f.kind);
  if (f.status) params.set('filter[status][equals]', f.status);
  const query = params.toString();
  return useQuery({
    queryKey: contactRequestKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ContactRequestPage>(`/platform/contact-requests?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many requests nobody has answered yet (the dashboard's badge). */
export function useNewContactRequestCount(): number | undefined {
  return useContactRequests({ page: 1, kind: null, status: 'new' }, 1).data?.newCount;
}

// PATCH /platform/contact-requests/{id}: 409 for a move back.
export function useUpdateContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactRequestUpdateInput }) =>
      api.patch<ContactRequestView>(contactRequestPath(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactRequestKeys.all }),
  });
}
