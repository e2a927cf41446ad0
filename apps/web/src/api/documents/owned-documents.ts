import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';

/**
 * Where one owner's documents live (a customer, a reservation, a rental): the owner's own key
 * factory and path, so its documents and its activity refresh together after a change.
 */
export type DocumentOwner = {
  keys: { documents: (id: string) => QueryKey; activity: (id: string) => QueryKey };
  path: (id: string, rest?: string) => string;
};

/** The form's fields, sent before the file: multipart reads them first. */
export type DocumentUpload<Fields> = { file: File; fields: Fields };

// GET <owner>/{id}/documents: newest first, each with a short-lived signed URL. The card says
// a failure in place.
export function useOwnedDocuments<View>(owner: DocumentOwner, id: string) {
  return useQuery({
    queryKey: owner.keys.documents(id),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: View[] }>(owner.path(id, '/documents'), { signal })).data,
  });
}

export function useRefreshDocuments(owner: DocumentOwner, id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: owner.keys.documents(id) }),
      queryClient.invalidateQueries({ queryKey: owner.keys.activity(id) }),
    ]);
}

// POST <owner>/{id}/documents: 409 past the owner's limit, 413 above the size, 400 for a type
// the bytes do not prove.
export function useUploadOwnedDocument<View, Fields extends Record<string, string | undefined>>(
  owner: DocumentOwner,
  id: string,
) {
  const refresh = useRefreshDocuments(owner, id);
  return useMutation({
    mutationFn: ({ file, fields }: DocumentUpload<Fields>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value) form.append(name, value);
      }
      form.append('file', file);
      return api.post<View>(owner.path(id, '/documents'), form);
    },
    onSuccess: refresh,
  });
}

export function useDeleteOwnedDocument(owner: DocumentOwner, id: string) {
  const refresh = useRefreshDocuments(owner, id);
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<void>(owner.path(id, `/documents/${encodeURIComponent(documentId)}`)),
    onSuccess: refresh,
  });
}
