import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TenantAuthSettingsUpdate,
  TenantAuthSettingsView,
} from '@motorpool/domain/schemas/tenant-auth-settings';
import { api } from '../../shared/api/client.ts';
import { settingsKeys } from './keys.ts';

const path = '/tenants/current/auth-settings';

export function useAuthSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.authSettings(),
    queryFn: ({ signal }) => api.get<TenantAuthSettingsView>(path, { signal }),
    enabled,
  });
}

export function useUpdateAuthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantAuthSettingsUpdate) => api.patch<TenantAuthSettingsView>(path, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.authSettings(), saved),
  });
}
