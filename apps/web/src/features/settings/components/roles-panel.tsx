import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { modals } from '../../../shared/ui/modals.ts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { isolate } from '../../../shared/i18n/bidi.ts';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteRole, useRoles } from '../../../api/settings/roles.ts';
import type { RoleInfo } from '@motorpool/domain/schemas/role';
import { notifyRoleFailure } from './notify-role-failure.ts';
import { RoleFormModal } from './role-form-modal.tsx';
import { RoleTransfer } from './role-transfer.tsx';
import { RolePermissions } from './role-permissions.tsx';

type Editing = { role: ({ name: string } & RoleInfo) | null } | null;

// The company's roles, system and custom, with what each grants.
export function RolesPanel() {
  const { t } = useTranslation('settings');
  const { can } = useCurrentUser();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Editing>(null);
  const { roleLabel, roleDescription } = useRoleText();
  // System roles speak the reader's language; a company's own roles show what it named them.
  const labelOf = (name: string, role: RoleInfo) =>
    role.isSystem ? roleLabel(name, role.label) : role.label;
  const descriptionOf = (name: string, role: RoleInfo) =>
    role.isSystem ? roleDescription(name, role.description) : role.description;

  if (roles.isPending) return <Loader role="status" aria-label={t('loading')} />;
  if (roles.isError) {
    return (
      <Alert color="red" title={t('roles.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void roles.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }

  const confirmDelete = (name: string, role: RoleInfo) =>
    modals.openConfirmModal({
      title: t('roles.deleteTitle'),
      children: t('roles.deleteMessage', { label: isolate(role.label) }),
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(name, {
          onSuccess: () =>
            notifySuccess(
              t('toasts.deleted'),
              t('toasts.roleDeleted', { label: isolate(role.label) }),
            ),
          onError: (e) =>
            notifyRoleFailure(
              t('toasts.deleteFailed'),
              t('toasts.deleteAdvice'),
              e,
              t('toasts.deleteAdvice'),
            ),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text c="dimmed" fz="sm">
          {t('roles.intro')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <RoleTransfer canImport={can('roles:create')} />
          {can('roles:create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ role: null })}>
              {t('roles.create')}
            </Button>
          )}
        </Group>
      </Group>
      {Object.entries(roles.data.roles).map(([name, role]) => (
        <Paper key={name} withBorder radius="md" p="sm" data-testid={`role-${name}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} dir="auto">
                  {labelOf(name, role)}
                </Text>
                <Badge variant="light" color={role.isSystem ? 'gray' : 'blue'}>
                  {role.isSystem ? t('roles.system') : t('roles.custom')}
                </Badge>
              </Group>
              {descriptionOf(name, role) && (
                <Text fz="sm" c="dimmed" dir="auto">
                  {descriptionOf(name, role)}
                </Text>
              )}
              <RolePermissions permissions={role.permissions} />
            </Stack>
            {!role.isSystem && (
              <Group gap={4} wrap="nowrap">
                {can('roles:update') && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('roles.edit', { label: labelOf(name, role) })}
                    onClick={() => setEditing({ role: { name, ...role } })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                )}
                {can('roles:delete') && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('roles.delete', { label: labelOf(name, role) })}
                    onClick={() => confirmDelete(name, role)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            )}
          </Group>
        </Paper>
      ))}
      {editing && (
        <RoleFormModal
          key={editing.role?.name ?? 'new'}
          opened
          onClose={() => setEditing(null)}
          catalogue={roles.data.permissions}
          role={editing.role}
        />
      )}
    </Stack>
  );
}
