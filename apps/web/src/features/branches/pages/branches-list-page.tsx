import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { BranchView } from '@motorpool/domain/schemas/fleet-views';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { RowAction } from '../../../shared/data-grid/types.ts';
import { branchesQueryKey, fetchBranches } from '../api/get-branches.ts';
import { useBranchColumns } from '../components/branch-columns.tsx';
import { BranchFormModal, type BranchFormTarget } from '../components/branch-form-modal.tsx';
import { useBranchActions } from '../components/use-branch-actions.ts';

const icon = { size: 16, 'aria-hidden': true } as const;

// SPEC §2 Branches: the list (route /admin/management/branches).
export function BranchesListPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = useBranchColumns();
  const { confirmDelete } = useBranchActions();
  const [formTarget, setFormTarget] = useState<BranchFormTarget>(null);

  const view = (branch: BranchView) => void navigate(paths.admin.branchDetail.getHref(branch.id));
  const rowActions: RowAction<BranchView>[] = [
    { key: 'view', label: t('actions.view'), icon: <IconEye {...icon} />, onClick: view },
    ...(can('branches:update')
      ? [
          {
            key: 'edit',
            label: t('actions.edit'),
            icon: <IconPencil {...icon} />,
            onClick: (branch: BranchView) => setFormTarget({ mode: 'edit', branch }),
          },
        ]
      : []),
    ...(can('branches:delete')
      ? [
          {
            key: 'delete',
            label: t('actions.delete'),
            color: 'red',
            icon: <IconTrash {...icon} />,
            onClick: (branch: BranchView) => confirmDelete(branch),
          },
        ]
      : []),
  ];
  const newButton = can('branches:create') ? (
    <Button leftSection={<IconPlus {...icon} />} onClick={() => setFormTarget({ mode: 'create' })}>
      {t('list.new')}
    </Button>
  ) : null;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('list.description')}
          </Text>
        </Stack>
        {newButton}
      </Group>
      <DataGrid<BranchView>
        id="branches"
        resource="/branches"
        columns={columns}
        defaultSort={{ field: 'name', direction: 'asc' }}
        queryKey={branchesQueryKey}
        fetchPage={fetchBranches}
        rowKey={(branch) => branch.id}
        rowName={(branch) => branch.name}
        texts={{
          tableLabel: t('list.label'),
          searchLabel: t('list.search'),
          empty: { title: t('list.empty.title'), description: t('list.empty.description') },
          error: { title: t('list.error.title'), description: t('list.error.description') },
        }}
        rowActions={rowActions}
        onRowClick={view}
        emptyAction={newButton}
      />
      <BranchFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(saved) => {
          if (formTarget?.mode === 'create')
            void navigate(paths.admin.branchDetail.getHref(saved.id));
        }}
      />
    </Stack>
  );
}
