import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReservationDocumentFields,
  ReservationDocumentListView,
  ReservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { reservationKeys, reservationPath } from './keys.ts';

// GET /reservations/{id}/documents: each with a short-lived signed URL.
export function useReservationDocuments(id: string) {
  return useQuery({
    queryKey: reservationKeys.documents(id),
    // The card says so in place.
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (
        await api.get<ReservationDocumentListView>(reservationPath(id, '/documents'), {
          signal,
        })
      ).data,
  });
}

function useRefreshDocuments(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reservationKeys.documents(id) }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.activity(id) }),
    ]);
}

// POST /reservations/{id}/documents (multipart: the kind before the file).
export function useUploadReservationDocument(id: string) {
  const refresh = useRefreshDocuments(id);
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: ReservationDocumentFields }) => {
      const form = new FormData();
      form.append('kind', fields.kind);
      form.append('file', file);
      return api.post<ReservationDocumentView>(reservationPath(id, '/documents'), form);
    },
    onSuccess: refresh,
  });
}

export function useDeleteReservationDocument(id: string) {
  const refresh = useRefreshDocuments(id);
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<void>(reservationPath(id, `/documents/${encodeURIComponent(documentId)}`)),
    onSuccess: refresh,
  });
}
