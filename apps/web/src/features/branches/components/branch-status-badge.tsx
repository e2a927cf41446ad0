import { Badge, type BadgeProps } from '@mantine/core';
import type { BranchStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

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
  return (
    // Yellow text on light yellow is too faint to read: that one badge is filled, dark on yellow.
    <Badge
      variant={status === 'maintenance' ? 'filled' : 'light'}
      autoContrast
      color={colors[status]}
      size={size}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
