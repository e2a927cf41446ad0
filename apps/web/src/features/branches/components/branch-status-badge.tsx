import type { BadgeProps } from '@mantine/core';
import type { BranchStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const colors: Record<BranchStatus, string> = {
  active: 'green',
  inactive: 'gray',
  maintenance: 'yellow',
};

export function BranchStatusBadge({
  status,
  size,
}: {
  status: BranchStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('branches');
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} size={size} />;
}
