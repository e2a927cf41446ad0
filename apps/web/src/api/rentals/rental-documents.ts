import { useMutation } from '@tanstack/react-query';
import type {
  RentalDocumentFields,
  RentalDocumentView,
  RentalPdfKind,
  RentalShareInput,
  RentalShareView,
} from '@motorpool/domain/schemas/rental';
import { api } from '../../shared/api/client.ts';
import { apiDownload } from '../../shared/api/download.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import {
  type DocumentOwner,
  useDeleteOwnedDocument,
  useOwnedDocuments,
  useUploadOwnedDocument,
} from '../documents/owned-documents.ts';
import { rentalKeys, rentalPath } from './keys.ts';

const rental: DocumentOwner = { keys: rentalKeys, path: rentalPath };

export const useRentalDocuments = (id: string) => useOwnedDocuments<RentalDocumentView>(rental, id);

export const useUploadRentalDocument = (id: string) =>
  useUploadOwnedDocument<RentalDocumentView, RentalDocumentFields>(rental, id);

export const useDeleteRentalDocument = (id: string) => useDeleteOwnedDocument(rental, id);

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
