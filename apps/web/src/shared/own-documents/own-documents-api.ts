import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDocumentFields,
  CustomerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import { api } from '../api/client.ts';
import { authKeys } from '../auth/get-profile.ts';

// A customer's own documents (GET|POST|DELETE /auth/profile/documents), read by the profile
// page and the booking's driver step alike: one key, so an upload in either shows in both.
export const ownDocumentsKey = () => [...authKeys.all, 'own-documents'] as const;

export function useOwnDocuments(enabled = true) {
  return useQuery({
    queryKey: ownDocumentsKey(),
    queryFn: ({ signal }) =>
      api.get<{ data: CustomerDocumentView[] }>('/auth/profile/documents', { signal }),
    select: (page) => page.data,
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownDocumentsKey() });
}

// Multipart with the fields before the file. 409 past 20 documents, 413 above 10 MB, 400 for
// a type the bytes do not prove; it starts pending until staff review it.
export function useUploadOwnDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: CustomerDocumentFields }) => {
      const form = new FormData();
      form.append('category', fields.category);
      if (fields.expiryDate) form.append('expiryDate', fields.expiryDate);
      form.append('file', file);
      return api.post<CustomerDocumentView>('/auth/profile/documents', form);
    },
    onSuccess: refresh,
  });
}

// Only a document still awaiting review can be withdrawn (409 otherwise).
export function useWithdrawOwnDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<null>(`/auth/profile/documents/${encodeURIComponent(documentId)}`),
    onSuccess: refresh,
  });
}
