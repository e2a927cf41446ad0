import { useMemo, useState } from 'react';
import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import { entityRowActions } from '../../../shared/data-grid/entity-row-actions.tsx';
import type { GridSort } from '../../../shared/data-grid/types.ts';
import type { FormTarget } from '../../../shared/ui/entity-form-modal.tsx';
import { ListPage, NewButton } from '../../../shared/ui/list-page.tsx';
import { getUsers } from '../../../api/users/get-users.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { userKeys } from '../../../api/users/keys.ts';
import { useUserActions } from '../components/use-user-actions.ts';
import { fullName } from '../components/use-user-format.ts';
import { useUsersBulkActions } from '../components/use-users-bulk-actions.tsx';
import { useUsersColumns } from '../components/users-columns.tsx';
import { UserFormModal } from '../components/user-form-modal.tsx';
import { userPaths } from '../components/user-paths.ts';

const defaultSort: GridSort = { field: 'createdAt', direction: 'desc' };

// Users: the list (route /admin/management/users) on the generic data grid.
export function UsersListPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { can, user: me } = useCurrentUser();
  const { confirmDelete } = useUserActions();
  const [formTarget, setFormTarget] = useState<FormTarget<UserView>>(null);
  const columns = useUsersColumns();
  const selfId = me?.id ?? null;
  const bulkActions = useUsersBulkActions(can, selfId);

  const openView = (user: UserView) => void navigate(userPaths.detail.getHref(user.id));

  const rowActions = useMemo(
    () =>
      entityRowActions<UserView>({
        labels: { view: t('actions.view'), edit: t('actions.edit'), delete: t('actions.delete') },
        onView: openView,
        onEdit: can('users:update')
          ? (record) => setFormTarget({ mode: 'edit', record })
          : undefined,
        onDelete: can('users:delete') ? (user) => confirmDelete(user) : undefined,
        noDelete: (user) => user.id === selfId,
      }),
    // openView and confirmDelete are rebuilt each render but only read state through stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, can, selfId],
  );

  const newUserButton = can('users:create') ? (
    <NewButton label={t('list.newUser')} onClick={() => setFormTarget({ mode: 'create' })} />
  ) : null;

  return (
    <ListPage title={t('list.title')} description={t('list.description')} action={newUserButton}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DataGrid<UserView>
          id="users"
          resource="/users"
          columns={columns}
          defaultSort={defaultSort}
          queryKey={userKeys.list}
          fetchPage={getUsers}
          rowKey={(user) => user.id}
          rowName={fullName}
          onRowClick={openView}
          rowActions={rowActions}
          bulkActions={bulkActions}
          canExport={can('users:export')}
          canImport={can('users:import')}
          emptyAction={newUserButton}
          texts={{
            tableLabel: t('list.tableLabel'),
            searchLabel: t('list.searchLabel'),
            searchPlaceholder: t('list.searchPlaceholder'),
            empty: { title: t('list.empty.title'), description: t('list.empty.description') },
            error: { title: t('list.error.title'), description: t('list.error.description') },
          }}
        />
      </Paper>

      <UserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </ListPage>
  );
}
