import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySettings,
  CompanySettingsPatch,
} from '@motorpool/domain/schemas/company-settings';
import { api } from '../../shared/api/client.ts';
import { refreshTenantReference } from '../../shared/reference/reference-keys.ts';
import { settingsKeys } from './keys.ts';

const path = '/tenants/current/settings';
const logoPath = '/tenants/current/logo';

export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKeys.company(),
    queryFn: ({ signal }) => api.get<CompanySettings>(path, { signal }),
  });
}

// The company's name, colour and logo live in the tenant answer every page reads: it is asked
// again at once so the whole app (header, theme) shows the change.
function useSaved() {
  const queryClient = useQueryClient();
  return (saved?: CompanySettings) => {
    if (saved) queryClient.setQueryData(settingsKeys.company(), saved);
    else void queryClient.invalidateQueries({ queryKey: settingsKeys.company() });
    void refreshTenantReference(queryClient);
  };
}

export function useUpdateCompanySettings() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (patch: CompanySettingsPatch) => api.patch<CompanySettings>(path, patch),
    onSuccess: saved,
  });
}

export function useUploadLogo() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<unknown>(logoPath, form);
    },
    // The answer's shape is the logo, not the settings: the settings are read again.
    onSuccess: () => saved(),
  });
}

export function useDeleteLogo() {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => api.delete<unknown>(logoPath),
    onSuccess: () => saved(),
  });
}
