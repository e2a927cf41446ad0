import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useUsers } from '../api/get-users.ts';
import type { UserSortField, UserView } from '../api/types.ts';
import { LoadError, UsersEmpty } from '../components/list-states.tsx';
import { Pager } from '../components/pager.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { useUserActions } from '../components/use-user-actions.ts';
import { UserFormModal, type UserFormTarget } from '../components/user-form-modal.tsx';
import { userPaths } from '../components/user-paths.ts';
import { UsersTable } from '../components/users-table.tsx';
import { UsersToolbar } from '../components/users-toolbar.tsx';

// Names and e-mails read best A→Z; dates newest first.
const firstDirection: Record<UserSortField, 'asc' | 'desc'> = {
  lastName: 'asc',
  email: 'asc',
  createdAt: 'desc',
  lastLoginAt: 'desc',
};

// SPEC §2 Users: the list (route /admin/management/users).
export function UsersListPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { can, user: me } = useCurrentUser();
  const [params, setParams] = useListParams();
  const users = useUsers(params);
  const { confirmDelete } = useUserActions();
  const [formTarget, setFormTarget] = useState<UserFormTarget>(null);

  const filtered = params.search.trim() !== '' || params.status !== null || params.roles.length > 0;
  const rows = users.data?.data;
  const lastPage = users.data ? Math.max(1, Math.ceil(users.data.total / params.limit)) : 1;

  // The page ran past the end (the last user on it was deleted, or an old link): go to the last.
  useEffect(() => {
    if (rows && rows.length === 0 && params.page > lastPage) setParams({ page: lastPage });
  }, [rows, params.page, lastPage, setParams]);

  const openView = (user: UserView) => void navigate(userPaths.detail.getHref(user.id));

  const onSort = (field: UserSortField) => {
    const direction =
      params.sort.field === field
        ? params.sort.direction === 'asc'
          ? 'desc'
          : 'asc'
        : firstDirection[field];
    setParams({ sort: { field, direction }, page: 1 });
  };

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
        <Stack gap="md">
          <UsersToolbar params={params} onChange={setParams} />
          {users.isError && !rows ? (
            <LoadError
              title={t('list.error.title')}
              description={t('list.error.description')}
              onRetry={() => void users.refetch()}
              retrying={users.isFetching}
            />
          ) : rows && rows.length === 0 ? (
            <UsersEmpty
              filtered={filtered}
              onClear={() => setParams({ search: '', status: null, roles: [], page: 1 })}
              action={newUserButton}
            />
          ) : (
            <>
              <UsersTable
                users={rows}
                loading={users.isPending}
                stale={users.isPlaceholderData}
                sort={params.sort}
                onSort={onSort}
                onView={openView}
                onEdit={
                  can('users:update') ? (user) => setFormTarget({ mode: 'edit', user }) : undefined
                }
                onDelete={can('users:delete') ? (user) => confirmDelete(user) : undefined}
                selfId={me?.id ?? null}
              />
              {users.data && (
                <Pager
                  page={params.page}
                  limit={params.limit}
                  total={users.data.total}
                  onChange={(page) => setParams({ page })}
                  label={t('list.pagination')}
                />
              )}
            </>
          )}
        </Stack>
      </Paper>

      <UserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </Stack>
  );
}
