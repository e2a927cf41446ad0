import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDocumentFields,
  CustomerDocumentReviewInput,
  CustomerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import { api } from '../../shared/api/client.ts';
import { customerKeys, customerPath } from './keys.ts';

// GET /customers/{id}/documents: newest first, each with a short-lived signed URL.
export function useCustomerDocuments(customerId: string) {
  return useQuery({
    queryKey: customerKeys.documents(customerId),
    queryFn: ({ signal }) =>
      api.get<{ data: CustomerDocumentView[] }>(customerPath(customerId, '/documents'), {
        signal,
      }),
    select: (page) => page.data,
  });
}

function useRefreshDocuments(customerId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.documents(customerId) }),
      queryClient.invalidateQueries({ queryKey: customerKeys.activity(customerId) }),
    ]);
}

// POST /customers/{id}/documents (multipart: the fields before the file). 409 past 20
// documents, 413 above 10 MB, 400 for a type the bytes do not prove.
export function useUploadCustomerDocument(customerId: string) {
  const refresh = useRefreshDocuments(customerId);
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: CustomerDocumentFields }) => {
      const form = new FormData();
      form.append('category', fields.category);
      if (fields.expiryDate) form.append('expiryDate', fields.expiryDate);
      form.append('file', file);
      return api.post<CustomerDocumentView>(customerPath(customerId, '/documents'), form);
    },
    onSuccess: refresh,
  });
}

// POST /customers/{id}/documents/{documentId}/review: verify, or reject with a reason.
export function useReviewCustomerDocument(customerId: string) {
  const refresh = useRefreshDocuments(customerId);
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: CustomerDocumentReviewInput }) =>
      api.post<CustomerDocumentView>(
        customerPath(customerId, `/documents/${encodeURIComponent(documentId)}/review`),
        body,
      ),
    onSuccess: refresh,
  });
}
