import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListParams, UserSortField, UserView } from '../api/types.ts';
import { RoleBadges } from './role-badges.tsx';
import { SortableTh } from './sortable-th.tsx';
import { fullName, useUserFormat } from './use-user-format.ts';
import { userPaths } from './user-paths.ts';
import { UserRowMenu, type RowActionHandlers } from './user-row-menu.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type UsersTableProps = RowActionHandlers & {
  users: UserView[] | undefined;
  loading: boolean;
  stale: boolean;
  sort: UserListParams['sort'];
  onSort: (field: UserSortField) => void;
  /** the signed-in user: nobody is offered to delete themselves */
  selfId: string | null;
};

const skeletonRows = 5;

// The server-paginated users table. It scrolls sideways on a narrow screen; a row opens the
// user (the name is also a link, for the keyboard and for "open in a new tab").
export function UsersTable({
  users,
  loading,
  stale,
  sort,
  onSort,
  selfId,
  ...actions
}: UsersTableProps) {
  const { t } = useTranslation('users');
  const { dateTime } = useUserFormat();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('list.tableLabel')}
        aria-busy={loading || stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh field="lastName" sort={sort} onSort={onSort}>
              {t('columns.name')}
            </SortableTh>
            <SortableTh field="email" sort={sort} onSort={onSort}>
              {t('columns.email')}
            </SortableTh>
            <Table.Th>{t('columns.roles')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <SortableTh field="lastLoginAt" sort={sort} onSort={onSort}>
              {t('columns.lastLogin')}
            </SortableTh>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, row) => (
                <Table.Tr key={row} aria-hidden>
                  {Array.from({ length: 6 }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : users?.map((user) => (
                <Table.Tr
                  key={user.id}
                  onClick={() => actions.onView(user)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={userPaths.detail.getHref(user.id)}
                      fw={500}
                      fz="sm"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {fullName(user)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text component="span" fz="sm" dir="ltr">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadges roles={user.roles} />
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" c={user.lastLoginAt ? undefined : 'dimmed'}>
                      {dateTime(user.lastLoginAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()} w={56}>
                    <UserRowMenu
                      user={user}
                      {...actions}
                      onDelete={user.id === selfId ? undefined : actions.onDelete}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
