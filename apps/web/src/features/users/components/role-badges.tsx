import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserFormat } from './use-user-format.ts';

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('users');
  const { roleLabel } = useUserFormat();
  if (roles.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('access.none')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} variant="outline" color="gray" size="sm" tt="none">
          {roleLabel(role)}
        </Badge>
      ))}
    </Group>
  );
}
