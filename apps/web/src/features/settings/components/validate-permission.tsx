import { useState } from 'react';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleText } from '../../../shared/i18n/role-text.ts';
import { usePermissionUsers, useValidatePermission } from '../../../api/settings/access-tools.ts';
import type { PermissionsOverview } from '@motorpool/domain/schemas/role';
import { notifyRoleFailure } from './notify-role-failure.ts';

// Whether a user (or the caller) holds a permission, through any role or directly.
export function ValidatePermission({ overview }: { overview: PermissionsOverview }) {
  const { t } = useTranslation('settings');
  const [permission, setPermission] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const validate = useValidatePermission();
  const users = usePermissionUsers(search);
  const { permissionLabel } = useRoleText();
  const permissions = Object.values(overview.permissions)
    .flat()
    .map((code) => ({ value: code, label: permissionLabel(code) }));

  const check = () => {
    if (!permission) return;
    validate.mutate(
      { permission, ...(userId ? { userId } : {}) },
      { onError: (e) => notifyRoleFailure(t('toasts.validateFailed'), t('toasts.retry'), e) },
    );
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('access.user')}
          placeholder={t('access.yourself')}
          searchable
          clearable
          data={(users.data?.data ?? []).map((u) => ({
            value: u.id,
            label: `${u.firstName} ${u.lastName} (${u.email})`,
          }))}
          value={userId}
          onChange={(v) => {
            setUserId(v);
            validate.reset();
          }}
          onSearchChange={setSearch}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('access.permission')}
          searchable
          data={permissions}
          value={permission}
          onChange={(v) => {
            setPermission(v);
            validate.reset();
          }}
          w={{ base: '100%', sm: 220 }}
        />
        <Button onClick={check} disabled={!permission} loading={validate.isPending}>
          {t('access.check')}
        </Button>
      </Group>
      {validate.data && (
        <Alert color={validate.data.hasPermission ? 'green' : 'orange'} role="status">
          {validate.data.hasPermission ? t('access.granted') : t('access.denied')}
        </Alert>
      )}
    </Stack>
  );
}
