import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RentalDocumentFields,
  RentalDocumentListView,
  RentalDocumentView,
  RentalPdfKind,
  RentalShareInput,
  RentalShareView,
} from '@motorpool/domain/schemas/rental';
import { api } from '../../shared/api/client.ts';
import { apiDownload } from '../../shared/api/download.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { rentalKeys, rentalPath } from './keys.ts';

// GET /rentals/{id}/documents: each with a short-lived signed URL.
export function useRentalDocuments(id: string) {
  return useQuery({
    queryKey: rentalKeys.documents(id),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (await api.get<RentalDocumentListView>(rentalPath(id, '/documents'), { signal })).data,
  });
}

function useRefreshDocuments(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rentalKeys.documents(id) }),
      queryClient.invalidateQueries({ queryKey: rentalKeys.activity(id) }),
    ]);
}

// POST /rentals/{id}/documents (multipart: the kind before the file).
export function useUploadRentalDocument(id: string) {
  const refresh = useRefreshDocuments(id);
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: RentalDocumentFields }) => {
      const form = new FormData();
      form.append('kind', fields.kind);
      form.append('file', file);
      return api.post<RentalDocumentView>(rentalPath(id, '/documents'), form);
    },
    onSuccess: refresh,
  });
}

export function useDeleteRentalDocument(id: string) {
  const refresh = useRefreshDocuments(id);
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<void>(rentalPath(id, `/documents/${encodeURIComponent(documentId)}`)),
    onSuccess: refresh,
  });
}

export type RentalPdfRequest = { kind: RentalPdfKind; language: Language };

// GET /rentals/{id}/pdf/{kind}?language=: the contract or the receipt, rendered by the API.
export function downloadRentalPdf(id: string, { kind, language }: RentalPdfRequest) {
  return apiDownload(rentalPath(id, `/pdf/${kind}?language=${language}`), `${kind}.pdf`);
}

// POST /rentals/{id}/share: a signed link to the PDF that expires.
export function useShareRentalPdf(id: string) {
  return useMutation({
    mutationFn: (body: RentalShareInput) =>
      api.post<RentalShareView>(rentalPath(id, '/share'), body),
  });
}
