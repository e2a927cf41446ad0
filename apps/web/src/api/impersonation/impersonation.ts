import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImpersonationHandoffView,
  ImpersonationStartView,
  ImpersonationView,
  SupportAccessView,
} from '@motorpool/domain/schemas/impersonation';
import { api } from '../../shared/api/client.ts';
import { impersonationKeys } from './keys.ts';

// POST /platform/tenants/{id}/impersonate: the visit, its token and the hand-over code for the
// company's host. 403 when the company forbids support access, 409 when it is closed.
export function useStartImpersonation() {
  return useMutation({
    mutationFn: ({ tenantId, reason }: { tenantId: string; reason: string }) =>
      api.post<ImpersonationStartView>(
        `/platform/tenants/${encodeURIComponent(tenantId)}/impersonate`,
        { reason },
      ),
  });
}

// POST /auth/impersonation/handoff on the company's host: the code is single-use.
export function redeemImpersonationHandoff(code: string): Promise<ImpersonationHandoffView> {
  return api.post<ImpersonationHandoffView>('/auth/impersonation/handoff', { code });
}

// GET /auth/impersonation: the visit the current token belongs to (the banner's facts).
export function useCurrentImpersonation(enabled: boolean) {
  return useQuery({
    queryKey: impersonationKeys.current(),
    queryFn: ({ signal }) => api.get<ImpersonationView>('/auth/impersonation', { signal }),
    enabled,
    retry: false,
  });
}

// GET and PUT /tenants/current/support-access: the company administrators' switch.
export function useSupportAccess() {
  return useQuery({
    queryKey: impersonationKeys.supportAccess(),
    queryFn: ({ signal }) =>
      api.get<SupportAccessView>('/tenants/current/support-access', { signal }),
  });
}

export function useSetSupportAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportAccessView) =>
      api.put<SupportAccessView>('/tenants/current/support-access', body),
    onSuccess: (saved) => queryClient.setQueryData(impersonationKeys.supportAccess(), saved),
  });
}
