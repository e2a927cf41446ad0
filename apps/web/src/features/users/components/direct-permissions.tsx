import { useState } from 'react';
import { Badge, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { permissionResources } from '@motorpool/domain/permissions';
import type { UserView } from '@motorpool/domain/schemas/user';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PermissionChecklist } from '../../../shared/ui/permission-checklist.tsx';
import { useGrantUserPermissions } from '../../../api/users/grant-user-permissions.ts';
import { notifyFailure } from './notify-failure.ts';
import { fullName } from './use-user-format.ts';

// The catalogue by resource, as the role editor lists it.
const catalogue = Object.fromEntries(
  Object.entries(permissionResources).map(([resource, actions]) => [
    resource,
    actions.map((action) => `${resource}:${action}`),
  ]),
);

// The permissions granted to the user directly, beside their roles'; whoever may manage users
// and assign access edits them here (PATCH /permissions/users/{id}/permissions).
export function DirectPermissions({ user }: { user: UserView }) {
  const { t } = useTranslation('users');
  const { can } = useCurrentUser();
  const { permissionLabel } = useRoleText();
  const [editing, setEditing] = useState(false);
  const mayGrant = can('users:update') && can('roles:assign');

  let body;
  if (editing) body = <DirectPermissionsEditor user={user} onDone={() => setEditing(false)} />;
  else if (user.permissions.length === 0) {
    body = (
      <Text c="dimmed" fz="sm">
        {t('access.none')}
      </Text>
    );
  } else {
    body = (
      <Group gap={4}>
        {user.permissions.map((permission) => (
          <Badge key={permission} variant="light" color="gray" tt="none" title={permission}>
            {permissionLabel(permission)}
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} fz="sm">
          {t('access.directPermissions')}
        </Text>
        {mayGrant && !editing && (
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            {t('access.editPermissions')}
          </Button>
        )}
      </Group>
      {body}
    </Stack>
  );
}

// Only what the signed-in user holds may be granted or taken away (the server refuses the
// rest): the other permissions show as they are.
function DirectPermissionsEditor({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { t } = useTranslation('users');
  const { can } = useCurrentUser();
  const grant = useGrantUserPermissions();
  const [permissions, setPermissions] = useState(user.permissions);

  const save = () =>
    grant.mutate(
      { userId: user.id, permissions },
      {
        onSuccess: () => {
          notifySuccess(
            t('toasts.permissionsUpdated.title'),
            t('toasts.permissionsUpdated.message', { name: fullName(user) }),
          );
          onDone();
        },
        onError: (error) =>
          notifyFailure(
            t('toasts.permissionsFailed.title'),
            t('toasts.permissionsFailed.message'),
            error,
          ),
      },
    );

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('access.directPermissionsHint')}
      </Text>
      <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
        <PermissionChecklist
          catalogue={catalogue}
          value={permissions}
          onChange={setPermissions}
          label={t('access.directPermissions')}
          editable={can}
        />
      </ScrollArea.Autosize>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" size="xs" onClick={onDone}>
          {t('access.cancel')}
        </Button>
        <Button size="xs" onClick={save} loading={grant.isPending}>
          {t('access.savePermissions')}
        </Button>
      </Group>
    </Stack>
  );
}
