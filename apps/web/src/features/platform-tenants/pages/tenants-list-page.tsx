import { useState } from 'react';
import type { PlatformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import {
  fetchPlatformTenants,
  platformTenantsQueryKey,
} from '../../../api/platform-tenants/get-platform-tenants.ts';
import { useTenantColumns } from '../components/tenant-columns.tsx';
import { TenantFormModal } from '../components/tenant-form-modal.tsx';
import { useBulkDeleteAction } from '../components/bulk-delete.tsx';

// The companies on the platform (route /admin/support/tenants), super administrators only.
export function TenantsListPage() {
  const { t } = useTranslation('platform');
  const navigate = useNavigate();
  const columns = useTenantColumns();
  const bulkDelete = useBulkDeleteAction();
  const [formTarget, setFormTarget] = useState<FormTarget<PlatformTenantView>>(null);
  const view = (tenant: PlatformTenantView) =>
    void navigate(paths.admin.tenantDetail.getHref(tenant.id));
  const rowActions = entityRowActions<PlatformTenantView>({
    labels: { view: t('tenants.actions.view'), edit: t('tenants.actions.edit'), delete: '' },
    onView: view,
    onEdit: (record) => setFormTarget({ mode: 'edit', record }),
  });
  const newButton = (
    <NewButton label={t('tenants.list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  );
  return (
    <ListPage
      title={t('tenants.list.title')}
      description={t('tenants.list.description')}
      action={newButton}
    >
      <DataGrid<PlatformTenantView>
        id="platform-tenants"
        resource="/platform/tenants"
        columns={columns}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        queryKey={platformTenantsQueryKey}
        fetchPage={fetchPlatformTenants}
        rowKey={(tenant) => tenant.id}
        rowName={(tenant) => tenant.name}
        texts={{
          tableLabel: t('tenants.list.label'),
          searchLabel: t('tenants.list.search'),
          empty: {
            title: t('tenants.list.empty.title'),
            description: t('tenants.list.empty.description'),
          },
          error: {
            title: t('tenants.list.error.title'),
            description: t('tenants.list.error.description'),
          },
        }}
        rowActions={rowActions}
        bulkActions={[bulkDelete]}
        onRowClick={view}
        emptyAction={newButton}
      />
      <TenantFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => {
          if (formTarget?.mode === 'create')
            void navigate(paths.admin.tenantDetail.getHref(saved.id));
        }}
      />
    </ListPage>
  );
}
