import { Badge, Group, Stack, Text } from '@mantine/core';
import { normalizePermission } from '@motorpool/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useRoleText } from '../../../shared/i18n/role-text.ts';

// A role's permissions by resource, in the reader's language ("Customers: View, Create"), the
// codes kept as secondary text for whoever configures them by code.
export function RolePermissions({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation('settings');
  const { resourceLabel, actionLabel } = useRoleText();
  if (permissions.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        {t('roles.noPermissions')}
      </Text>
    );
  }
  const byResource = new Map<string, string[]>();
  for (const raw of permissions) {
    const code = normalizePermission(raw);
    const resource = code === '*' ? '*' : (code.split(':')[0] ?? code);
    byResource.set(resource, [...(byResource.get(resource) ?? []), code]);
  }
  return (
    <Stack gap={4}>
      {[...byResource].map(([resource, codes]) =>
        resource === '*' ? (
          <Badge key="*" size="sm" variant="light" color="orange" tt="none" title="*">
            {t('roles.everything')}
          </Badge>
        ) : (
          <Group key={resource} gap={4} wrap="wrap" data-testid={`permissions-${resource}`}>
            <Text fz="xs" fw={600}>
              {resourceLabel(resource)}
            </Text>
            <Text fz="xs" c="dimmed" dir="ltr" ff="monospace">
              {resource}
            </Text>
            {codes.map((code) => {
              const action = code.slice(resource.length + 1);
              return (
                <Badge key={code} size="xs" variant="outline" tt="none" title={code}>
                  {action === '*' ? t('roles.everything') : actionLabel(action)}
                </Badge>
              );
            })}
          </Group>
        ),
      )}
    </Stack>
  );
}
