import { useState } from 'react';
import { IconCircleCheck, IconCircleOff, IconTrash } from '@tabler/icons-react';
import type { LookupView } from '@motorpool/domain/schemas/lookup';
import type { LookupTypeName } from '@motorpool/domain/schemas/lookup';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { BulkAction } from '../../../shared/data-grid/types.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { fetchLookups, lookupsQueryKey } from '../../../api/lookups/get-lookups.ts';
import { useLookupColumns } from '../components/lookup-columns.tsx';
import { LookupFormModal } from '../components/lookup-form-modal.tsx';
import { LookupStatsCards } from '../components/lookup-stats-cards.tsx';
import { useLookupActions } from '../components/use-lookup-actions.ts';
import { useLookupLabels } from '../components/use-lookup-labels.ts';

const icon = { size: 16, 'aria-hidden': true } as const;

// Lookups (route /admin/support/lookups), and each navigation type's own screen
// (vehicle types, fuel types, …): the same screen with the type preset and hidden.
export function LookupsListPage({ type }: { type?: LookupTypeName }) {
  const { t } = useTranslation('lookups');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const labels = useLookupLabels();
  const columns = useLookupColumns(type);
  const { confirmDelete, runBulk } = useLookupActions();
  const [formTarget, setFormTarget] = useState<FormTarget<LookupView>>(null);

  const view = (lookup: LookupView) => void navigate(paths.admin.lookupDetail.getHref(lookup.id));
  const rowActions = entityRowActions<LookupView>({
    labels: { view: t('actions.view'), edit: t('actions.edit'), delete: t('actions.delete') },
    onView: view,
    onEdit: can('lookups:update') ? (record) => setFormTarget({ mode: 'edit', record }) : undefined,
    onDelete: can('lookups:delete') ? (lookup) => confirmDelete(lookup) : undefined,
  });
  const bulk = (action: 'activate' | 'deactivate' | 'delete') => (records: LookupView[]) =>
    new Promise<void>((resolve) =>
      runBulk(
        records.map((r) => r.id),
        action,
        resolve,
      ),
    );
  const bulkActions: BulkAction<LookupView>[] = [
    ...(can('lookups:update')
      ? [
          {
            key: 'activate',
            label: t('actions.activate'),
            icon: <IconCircleCheck {...icon} />,
            onRun: bulk('activate'),
          },
          {
            key: 'deactivate',
            label: t('actions.deactivate'),
            icon: <IconCircleOff {...icon} />,
            onRun: bulk('deactivate'),
          },
        ]
      : []),
    ...(can('lookups:delete')
      ? [
          {
            key: 'delete',
            label: t('actions.delete'),
            color: 'red',
            icon: <IconTrash {...icon} />,
            onRun: bulk('delete'),
          },
        ]
      : []),
  ];
  const newButton = can('lookups:create') ? (
    <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  return (
    <ListPage
      title={type ? labels.type(type) : t('list.title')}
      description={type ? t(`types.${type}.description`) : t('list.description')}
      action={newButton}
    >
      <LookupStatsCards type={type} />
      <DataGrid<LookupView>
        id={type ? `lookups-${type.toLowerCase()}` : 'lookups'}
        resource="/lookups"
        columns={columns}
        defaultSort={{ field: 'sortOrder', direction: 'asc' }}
        queryKey={(query) => lookupsQueryKey(query, type)}
        fetchPage={(query, signal) => fetchLookups(query, signal, type)}
        rowKey={(lookup) => lookup.id}
        rowName={(lookup) => labels.name(lookup)}
        texts={{
          tableLabel: type ? labels.type(type) : t('list.label'),
          searchLabel: t('list.search'),
          empty: { title: t('list.empty.title'), description: t('list.empty.description') },
          error: { title: t('list.error.title'), description: t('list.error.description') },
        }}
        rowActions={rowActions}
        bulkActions={bulkActions}
        onRowClick={view}
        emptyAction={newButton}
      />
      <LookupFormModal target={formTarget} fixedType={type} onClose={() => setFormTarget(null)} />
    </ListPage>
  );
}
