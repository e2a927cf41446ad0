import { useMutation } from '@tanstack/react-query';
import type {
  CustomerDocumentFields,
  CustomerDocumentReviewInput,
  CustomerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import { api } from '../../shared/api/client.ts';
import {
  type DocumentOwner,
  useOwnedDocuments,
  useRefreshDocuments,
  useUploadOwnedDocument,
} from '../documents/owned-documents.ts';
import { customerKeys, customerPath } from './keys.ts';

const customer: DocumentOwner = { keys: customerKeys, path: customerPath };

export const useCustomerDocuments = (id: string) =>
  useOwnedDocuments<CustomerDocumentView>(customer, id);

export const useUploadCustomerDocument = (id: string) =>
  useUploadOwnedDocument<CustomerDocumentView, CustomerDocumentFields>(customer, id);

// POST /customers/{id}/documents/{documentId}/review: verify, or reject with a reason.
export function useReviewCustomerDocument(customerId: string) {
  const refresh = useRefreshDocuments(customer, customerId);
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: CustomerDocumentReviewInput }) =>
      api.post<CustomerDocumentView>(
        customerPath(customerId, `/documents/${encodeURIComponent(documentId)}/review`),
        body,
      ),
    onSuccess: refresh,
  });
}
