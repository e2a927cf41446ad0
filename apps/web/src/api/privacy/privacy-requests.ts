import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PrivacyExtendInput,
  PrivacyOwnRequestInput,
  PrivacyRequestPage,
  PrivacyRequestView,
  PrivacyResolveInput,
} from '@motorpool/domain/schemas/privacy-request';
import type { PrivacyRequestInput } from '@motorpool/domain/schemas/public-forms';
import { api } from '../../shared/api/client.ts';
import { apiDownload, saveBlob } from '../../shared/api/download.ts';
import {
  companyPrivacyPath,
  ownPrivacyPath,
  platformPrivacyPath,
  privacyRequestKeys,
} from './keys.ts';

export type PrivacyListFilters = { page: number; status: string | null };

const listQuery = (f: PrivacyListFilters, limit: number) => {
  const params = new URLSearchParams({ page: String(f.page), limit: String(limit) });
  if (f.status) params.set('filter[status][equals]', f.status);
  return params.toString();
};

// POST /privacy/requests: 202 whether or not the address is known; the link is mailed.
export function sendPrivacyRequest(body: PrivacyRequestInput): Promise<{ accepted: true }> {
  return api.post<{ accepted: true }>('/privacy/requests', body);
}

// POST /privacy/requests/confirm: the e-mailed link opens the request.
export function confirmPrivacyRequest(
  token: string,
): Promise<{ request: PrivacyRequestView; statusToken: string }> {
  return api.post('/privacy/requests/confirm', { token });
}

// POST /privacy/requests/status: the requester's page, by the mailed status token.
export function usePrivacyRequestStatus(token: string | null) {
  return useQuery({
    queryKey: privacyRequestKeys.status(token ?? ''),
    queryFn: ({ signal }) =>
      api.post<PrivacyRequestView>('/privacy/requests/status', { token }, { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** Saves the archive of an access or portability request, by status token or as its requester. */
export async function downloadPrivacyArchive(by: { token: string } | { id: string }) {
  const file =
    'token' in by
      ? await apiDownload('/privacy/requests/download', 'my-data.zip', { token: by.token })
      : await apiDownload(ownPrivacyPath(by.id, '/download'), 'my-data.zip');
  saveBlob(file);
}

export function useOwnPrivacyRequests(f: PrivacyListFilters, limit = 10) {
  const query = listQuery(f, limit);
  return useQuery({
    queryKey: privacyRequestKeys.own(query),
    queryFn: ({ signal }) =>
      api.get<PrivacyRequestPage>(`/me/privacy-requests?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshingMutation<V>(fn: (vars: V) => Promise<PrivacyRequestView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyRequestKeys.all }),
  });
}

// POST /me/privacy-requests: the password proves it is the customer (403 when wrong).
export const useCreateOwnPrivacyRequest = () =>
  useRefreshingMutation((body: PrivacyOwnRequestInput) =>
    api.post<PrivacyRequestView>('/me/privacy-requests', body),
  );

export function usePlatformPrivacyRequests(f: PrivacyListFilters, limit = 20, enabled = true) {
  const query = listQuery(f, limit);
  return useQuery({
    queryKey: privacyRequestKeys.platform(query),
    queryFn: ({ signal }) =>
      api.get<PrivacyRequestPage>(`/platform/privacy-requests?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useExtendPrivacyRequest = () =>
  useRefreshingMutation(({ id, body }: { id: string; body: PrivacyExtendInput }) =>
    api.post<PrivacyRequestView>(platformPrivacyPath(id, '/extend'), body),
  );

export const useResolvePrivacyRequest = (by: 'platform' | 'company') =>
  useRefreshingMutation(({ id, body }: { id: string; body: PrivacyResolveInput }) =>
    api.post<PrivacyRequestView>(
      (by === 'platform' ? platformPrivacyPath : companyPrivacyPath)(id, '/resolve'),
      body,
    ),
  );

export function useCompanyPrivacyRequests(f: PrivacyListFilters, limit = 20, enabled = true) {
  const query = listQuery(f, limit);
  return useQuery({
    queryKey: privacyRequestKeys.company(query),
    queryFn: ({ signal }) => api.get<PrivacyRequestPage>(`/privacy-requests?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
