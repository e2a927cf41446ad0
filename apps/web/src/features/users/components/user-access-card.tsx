import { useState } from 'react';
import { Badge, Button, Group, MultiSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAssignUserRoles } from '../../../api/users/assign-user-roles.ts';
import { usePermissionsOverview } from '../../../api/users/get-permissions-overview.ts';
import type { UserView } from '@motorpool/domain/schemas/user';
import { DirectPermissions } from './direct-permissions.tsx';
import { notifyFailure } from './notify-failure.ts';
import { groupPermissions } from './permission-groups.ts';
import { RoleBadges } from './role-badges.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { fullName, useUserFormat } from './use-user-format.ts';

// Roles and permissions: role labels, direct permissions, effective permissions grouped
// by resource; roles are edited here (PATCH /permissions/users/{id}/roles) with roles:assign,
// direct permissions in their own section.
export function UserAccessCard({ user }: { user: UserView }) {
  const { t } = useTranslation('users');
  const { can } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const { everything, groups } = groupPermissions(user.effectivePermissions);
  const { resourceLabel, actionLabel } = useRoleText();

  return (
    <SectionCard
      id="user-access"
      title={t('detail.sections.roles')}
      actions={
        can('roles:assign') && !editing ? (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {t('access.editRoles')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          {t('access.assignedRoles')}
        </Text>
        {editing ? (
          <RolesEditor user={user} onDone={() => setEditing(false)} />
        ) : (
          <RoleBadges roles={user.roles} />
        )}
      </Stack>
      <DirectPermissions user={user} />
      <Stack gap={6}>
        <Text fw={600} fz="sm">
          {t('access.effectivePermissions')}
        </Text>
        {everything ? (
          <Badge color="orange" variant="light" tt="none">
            {t('access.fullAccess')}
          </Badge>
        ) : groups.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('access.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
            <Table verticalSpacing={6} aria-label={t('access.effectivePermissions')}>
              <Table.Tbody>
                {groups.map((group) => (
                  <Table.Tr key={group.resource}>
                    <Table.Th scope="row" fz="sm" w="35%">
                      {resourceLabel(group.resource)}
                    </Table.Th>
                    <Table.Td>
                      <Group gap={4}>
                        {group.all ? (
                          <Badge variant="light" tt="none">
                            {t('access.allActions')}
                          </Badge>
                        ) : (
                          group.actions.map((action) => (
                            <Badge key={action} variant="light" color="gray" tt="none">
                              {actionLabel(action)}
                            </Badge>
                          ))
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </SectionCard>
  );
}

function RolesEditor({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { t } = useTranslation('users');
  const { roleLabel } = useUserFormat();
  const overview = usePermissionsOverview();
  const assign = useAssignUserRoles();
  const [roles, setRoles] = useState(user.roles);
  const assignable = overview.data?.assignableRoles ?? [];
  const options = [...new Set([...assignable, ...user.roles])].map((role) => ({
    value: role,
    label: roleLabel(role),
    disabled: !assignable.includes(role),
  }));

  const save = () =>
    assign.mutate(
      { userId: user.id, roles },
      {
        onSuccess: () => {
          notifySuccess(
            t('toasts.rolesUpdated.title'),
            t('toasts.rolesUpdated.message', { name: fullName(user) }),
          );
          onDone();
        },
        onError: (error) =>
          notifyFailure(t('toasts.rolesFailed.title'), t('toasts.rolesFailed.message'), error),
      },
    );

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('form.roles')}
        placeholder={t('form.rolesPlaceholder')}
        data={options}
        value={roles}
        onChange={setRoles}
        searchable
        data-autofocus
      />
      <Group gap="sm" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone}>
          {t('access.cancel')}
        </Button>
        <Button size="xs" onClick={save} loading={assign.isPending} disabled={roles.length === 0}>
          {t('access.saveRoles')}
        </Button>
      </Group>
    </Stack>
  );
}
