import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantAuthSettingsUpdate } from '@motorpool/domain/schemas/tenant-auth-settings';
import { api } from '../../shared/api/client.ts';
import { settingsKeys } from './keys.ts';
import type { AuthSettings } from './types.ts';

const path = '/tenants/current/auth-settings';

export function useAuthSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.authSettings(),
    queryFn: ({ signal }) => api.get<AuthSettings>(path, { signal }),
    enabled,
  });
}

export function useUpdateAuthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantAuthSettingsUpdate) => api.patch<AuthSettings>(path, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.authSettings(), saved),
  });
}
