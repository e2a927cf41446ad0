import type { BadgeProps } from '@mantine/core';
import type { VehicleStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

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
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} size={size} />;
}
