import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PlatformTenantUpdateInput,
  PlatformTenantView,
  TenantStatusActionInput,
} from '@motorpool/domain/schemas/platform-tenant';
import type { TenantCreateInput } from '@motorpool/domain/schemas/tenant';
import { api } from '../../shared/api/client.ts';
import { platformTenantKeys, platformTenantPath } from './keys.ts';

async function refresh(queryClient: QueryClient, saved: PlatformTenantView): Promise<void> {
  queryClient.setQueryData(platformTenantKeys.detail(saved.id), saved);
  await queryClient.invalidateQueries({ queryKey: platformTenantKeys.lists() });
}

// POST /platform/tenants: 201; 409 when the subdomain is taken (details subdomain).
export function useCreatePlatformTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantCreateInput) =>
      api.post<PlatformTenantView>('/platform/tenants', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export function useUpdatePlatformTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PlatformTenantUpdateInput }) =>
      api.patch<PlatformTenantView>(platformTenantPath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// POST /platform/tenants/{id}/status: 409 when the company's status does not allow the move.
export function useTenantStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TenantStatusActionInput }) =>
      api.post<PlatformTenantView>(platformTenantPath(id, '/status'), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}
