import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConflicts } from '../../../api/settings/access-tools.ts';

// Roles and permissions held that no longer exist, and users without any role.
export function ConflictsList() {
  const { t } = useTranslation('settings');
  const conflicts = useConflicts(true);
  if (conflicts.isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (conflicts.isError) return <Alert color="red">{t('access.conflictsFailed')}</Alert>;
  if (conflicts.data.conflicts.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('access.noConflicts')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
      {conflicts.data.conflicts.map((c) => (
        <Group key={`${c.type}-${c.subject}-${c.detail}`} component="li" gap="xs" wrap="wrap">
          <Badge color="orange" variant="light">
            {t(`access.conflictTypes.${c.type}`)}
          </Badge>
          <Text fz="sm" fw={600} dir="auto">
            {c.subject}
          </Text>
          <Text fz="sm" c="dimmed" dir="auto">
            {c.detail}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
