import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LookupStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('lookups');
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
