import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyBulkDeleteInput,
  CompanyBulkDeleteView,
} from '@motorpool/domain/schemas/company-deletion';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { api } from '../../shared/api/client.ts';
import { apiDownload } from '../../shared/api/download.ts';
import { platformTenantKeys, platformTenantPath } from './keys.ts';

// DELETE /platform/tenants/{id}: schedules the deletion; the company answers with its due date.
export function useDeletePlatformTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<PlatformTenantView>(platformTenantPath(id)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(platformTenantKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: platformTenantKeys.lists() });
    },
  });
}

// POST /platform/tenants/bulk-delete: up to 100 at once, answered company by company.
export function useBulkDeletePlatformTenants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBulkDeleteInput) =>
      api.post<CompanyBulkDeleteView>('/platform/tenants/bulk-delete', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformTenantKeys.all }),
  });
}

// GET /platform/tenants/{id}/export: the company's whole data as one zip.
export function downloadPlatformTenantExport(id: string) {
  return apiDownload(platformTenantPath(id, '/export'), 'company-export.zip');
}
