import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { DataGrid } from '../../../shared/data-grid/data-grid.tsx';
import type { GridSort, RowAction } from '../../../shared/data-grid/types.ts';
import { getUsers } from '../api/get-users.ts';
import type { UserView } from '../api/types.ts';
import { userKeys } from '../api/user-keys.ts';
import { useUserActions } from '../components/use-user-actions.ts';
import { fullName } from '../components/use-user-format.ts';
import { useUsersBulkActions } from '../components/use-users-bulk-actions.tsx';
import { useUsersColumns } from '../components/users-columns.tsx';
import { UserFormModal, type UserFormTarget } from '../components/user-form-modal.tsx';
import { userPaths } from '../components/user-paths.ts';

const defaultSort: GridSort = { field: 'createdAt', direction: 'desc' };

// SPEC §2 Users: the list (route /admin/management/users) on the generic data grid.
export function UsersListPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { can, user: me } = useCurrentUser();
  const { confirmDelete } = useUserActions();
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);
  const columns = useUsersColumns();
  const selfId = me?.id ?? null;
  const bulkActions = useUsersBulkActions(can, selfId);

  const openView = (user: UserView) => void navigate(userPaths.detail.getHref(user.id));

  const rowActions = useMemo(() => {
    const actions: RowAction<UserView>[] = [
      {
        key: 'view',
        label: t('actions.view'),
        icon: <IconEye size={16} aria-hidden />,
        onClick: openView,
      },
    ];
    if (can('users:update')) {
      actions.push({
        key: 'edit',
        label: t('actions.edit'),
        icon: <IconPencil size={16} aria-hidden />,
        onClick: (user) => setFormTarget({ mode: 'edit', user }),
      });
    }
    if (can('users:delete')) {
      actions.push({
        key: 'delete',
        label: t('actions.delete'),
        color: 'red',
        icon: <IconTrash size={16} aria-hidden />,
        onClick: (user) => confirmDelete(user),
        hidden: (user) => user.id === selfId,
      });
    }
    return actions;
    // openView and confirmDelete are rebuilt each render but only read state through stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, can, selfId]);

  const newUserButton = can('users:create') ? (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setFormTarget({ mode: 'create' })}
    >
      {t('list.newUser')}
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
        {newUserButton}
      </Group>

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
    </Stack>
  );
}
