import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const colors = { active: 'green', inactive: 'gray' } as const;

export function LookupStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('lookups');
  const status = active ? 'active' : 'inactive';
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} />;
}
