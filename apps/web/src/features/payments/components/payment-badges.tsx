import type { BadgeProps } from '@mantine/core';
import type { PaymentStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const statusColors: Record<PaymentStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
};

export function PaymentStatusBadge({
  status,
  size,
}: {
  status: PaymentStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('payments');
  return (
    <StatusBadge status={status} colors={statusColors} label={t(`status.${status}`)} size={size} />
  );
}
