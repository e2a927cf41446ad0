import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import type { RentalStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const statusColors: Record<RentalStatus, string> = {
  pending: 'yellow',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

export function RentalStatusBadge({
  status,
  size,
}: {
  status: RentalStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('rentals');
  return (
    <StatusBadge status={status} colors={statusColors} label={t(`status.${status}`)} size={size} />
  );
}

// Active and past its return date (plus the company's grace): said in red wherever it shows.
export function OverdueBadge({ size }: { size?: BadgeProps['size'] }) {
  const { t } = useTranslation('rentals');
  return (
    <Badge
      color="red"
      variant="filled"
      size={size}
      leftSection={<IconAlarm size={12} aria-hidden />}
    >
      {t('overdue.badge')}
    </Badge>
  );
}
