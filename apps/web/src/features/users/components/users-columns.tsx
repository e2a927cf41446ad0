import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import { tenantRoleNames } from '@motorpool/domain/permissions';
import { userStatuses } from '@motorpool/domain/value-lists';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../shared/data-grid/types.ts';
import { usePermissionsOverview } from '../../../api/users/get-permissions-overview.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { RoleBadges } from './role-badges.tsx';
import { fullName, useUserFormat } from './use-user-format.ts';
import { userPaths } from './user-paths.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

// The users list's columns, sorts and filters: exactly what GET /users accepts
// (apps/api/src/modules/users/list-query.ts).
export function useUsersColumns(): GridColumn<UserView>[] {
  const { t } = useTranslation('users');
  const { dateTime, roleLabel, statusLabel } = useUserFormat();
  const overview = usePermissionsOverview();
  const serverRoles = overview.data?.roles;

  return useMemo(() => {
    const fromServer = Object.keys(serverRoles ?? {}).filter((r) => r !== 'customer');
    const roles =
      fromServer.length > 0 ? fromServer : tenantRoleNames.filter((r) => r !== 'customer');
    return [
      {
        key: 'name',
        title: t('columns.name'),
        sortField: 'lastName',
        hideable: false,
        render: (user) => (
          <Anchor
            component={Link}
            to={userPaths.detail.getHref(user.id)}
            fw={500}
            fz="sm"
            onClick={(event) => event.stopPropagation()}
          >
            {fullName(user)}
          </Anchor>
        ),
      },
      {
        key: 'email',
        visibleFrom: 'sm',
        title: t('columns.email'),
        sortField: 'email',
        filter: { type: 'text', operators: ['contains', 'startsWith'] },
        ellipsis: true,
        render: (user) => (
          <Text component="span" fz="sm" dir="ltr">
            {user.email}
          </Text>
        ),
      },
      {
        key: 'roles',
        title: t('columns.roles'),
        filter: {
          type: 'enum',
          operators: ['in', 'equals'],
          options: roles.map((role) => ({ value: role, label: roleLabel(role) })),
        },
        render: (user) => <RoleBadges roles={user.roles} />,
      },
      {
        key: 'status',
        visibleFrom: 'xs',
        title: t('columns.status'),
        filter: {
          type: 'enum',
          operators: ['equals', 'in', 'notIn'],
          options: userStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
        },
        render: (user) => <UserStatusBadge status={user.status} />,
      },
      {
        key: 'lastLoginAt',
        title: t('columns.lastLogin'),
        sortField: 'lastLoginAt',
        firstDirection: 'desc',
        render: (user) => (
          <Text fz="sm" c={user.lastLoginAt ? undefined : 'dimmed'}>
            {dateTime(user.lastLoginAt)}
          </Text>
        ),
      },
      {
        key: 'createdAt',
        title: t('columns.created'),
        sortField: 'createdAt',
        firstDirection: 'desc',
        filter: { type: 'date', operators: ['gte', 'lte'] },
        render: (user) => <Text fz="sm">{dateTime(user.createdAt)}</Text>,
      },
    ] satisfies GridColumn<UserView>[];
  }, [t, dateTime, roleLabel, statusLabel, serverRoles]);
}
