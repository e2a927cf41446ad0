import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleOff,
  IconEye,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { LookupView } from '@motorpool/domain/schemas/fleet-views';
import type { LookupTypeName } from '@motorpool/domain/schemas/lookup';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { BulkAction, RowAction } from '../../../shared/data-grid/types.ts';
import { fetchLookups, lookupsQueryKey } from '../api/get-lookups.ts';
import { useLookupColumns } from '../components/lookup-columns.tsx';
import { LookupFormModal, type LookupFormTarget } from '../components/lookup-form-modal.tsx';
import { LookupStatsCards } from '../components/lookup-stats-cards.tsx';
import { useLookupActions } from '../components/use-lookup-actions.ts';
import { useLookupLabels } from '../components/use-lookup-labels.ts';

const icon = { size: 16, 'aria-hidden': true } as const;

// SPEC §2 Lookups (route /admin/support/lookups), and each navigation type's own screen
// (vehicle types, fuel types, …): the same screen with the type preset and hidden.
export function LookupsListPage({ type }: { type?: LookupTypeName }) {
  const { t } = useTranslation('lookups');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const labels = useLookupLabels();
  const columns = useLookupColumns(type);
  const { confirmDelete, runBulk } = useLookupActions();
  const [formTarget, setFormTarget] = useState<LookupFormTarget>(null);

  const view = (lookup: LookupView) => void navigate(paths.admin.lookupDetail.getHref(lookup.id));
  const rowActions: RowAction<LookupView>[] = [
    { key: 'view', label: t('actions.view'), icon: <IconEye {...icon} />, onClick: view },
    ...(can('lookups:update')
      ? [
          {
            key: 'edit',
            label: t('actions.edit'),
            icon: <IconPencil {...icon} />,
            onClick: (lookup: LookupView) => setFormTarget({ mode: 'edit', lookup }),
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
            onClick: (lookup: LookupView) => confirmDelete(lookup),
          },
        ]
      : []),
  ];
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
    <Button leftSection={<IconPlus {...icon} />} onClick={() => setFormTarget({ mode: 'create' })}>
      {t('list.new')}
    </Button>
  ) : null;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {type ? labels.type(type) : t('list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {type ? t(`types.${type}.description`) : t('list.description')}
          </Text>
        </Stack>
        {newButton}
      </Group>
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
    </Stack>
  );
}
