import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsentRecordInput,
  ConsentStatusView,
  TermsAcceptanceRecordInput,
  TermsStatusView,
} from '@motorpool/domain/schemas/consent';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { consentKeys } from './keys.ts';

export function useAccountConsent(enabled: boolean) {
  return useQuery({
    queryKey: consentKeys.consent(),
    meta: ownsItsErrors,
    queryFn: () => api.get<ConsentStatusView>('/me/consent'),
    enabled,
  });
}

export function useSaveAccountConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentRecordInput) => api.put<ConsentStatusView>('/me/consent', body),
    onSuccess: (status) => queryClient.setQueryData(consentKeys.consent(), status),
  });
}

export function useTermsStatus(enabled: boolean) {
  return useQuery({
    queryKey: consentKeys.terms(),
    meta: ownsItsErrors,
    queryFn: () => api.get<TermsStatusView>('/me/terms-acceptance'),
    enabled,
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsAcceptanceRecordInput) =>
      api.post<TermsStatusView>('/me/terms-acceptance', body),
    onSuccess: (status) => queryClient.setQueryData(consentKeys.terms(), status),
  });
}
