import { useState } from 'react';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { branchesQueryKey, fetchBranches } from '../../../api/branches/get-branches.ts';
import { useBranchColumns } from '../components/branch-columns.tsx';
import { BranchFormModal } from '../components/branch-form-modal.tsx';
import { useBranchActions } from '../components/use-branch-actions.ts';

// Branches: the list (route /admin/management/branches).
export function BranchesListPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const { can } = useCurrentUser();
  const columns = useBranchColumns();
  const { confirmDelete } = useBranchActions();
  const [formTarget, setFormTarget] = useState<FormTarget<BranchView>>(null);

  const view = (branch: BranchView) => void navigate(paths.admin.branchDetail.getHref(branch.id));
  const rowActions = entityRowActions<BranchView>({
    labels: { view: t('actions.view'), edit: t('actions.edit'), delete: t('actions.delete') },
    onView: view,
    onEdit: can('branches:update')
      ? (record) => setFormTarget({ mode: 'edit', record })
      : undefined,
    onDelete: can('branches:delete') ? (branch) => confirmDelete(branch) : undefined,
  });
  const newButton = can('branches:create') ? (
    <NewButton label={t('list.new')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newButton}>
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
    </ListPage>
  );
}
