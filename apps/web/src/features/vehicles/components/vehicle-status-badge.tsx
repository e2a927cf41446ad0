import { Badge, type BadgeProps } from '@mantine/core';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';

const colors: Record<VehicleStatus, string> = {
  available: 'green',
  rented: 'blue',
  maintenance: 'yellow',
  retired: 'gray',
};

export function VehicleStatusBadge({
  status,
  size,
}: {
  status: VehicleStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('vehicles');
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
