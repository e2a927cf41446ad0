import type { BadgeProps } from '@mantine/core';
import type { ReservationPaymentStatus, ReservationStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const statusColors: Record<ReservationStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  cancelled: 'red',
  no_show: 'gray',
};

const paymentColors: Record<ReservationPaymentStatus, string> = {
  pending: 'gray',
  partial: 'orange',
  paid: 'green',
  refunded: 'grape',
};

export function ReservationStatusBadge({
  status,
  size,
}: {
  status: ReservationStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('reservations');
  return (
    <StatusBadge status={status} colors={statusColors} label={t(`status.${status}`)} size={size} />
  );
}

export function PaymentStatusBadge({
  status,
  size,
}: {
  status: ReservationPaymentStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('reservations');
  return (
    <StatusBadge
      status={status}
      colors={paymentColors}
      label={t(`paymentStatus.${status}`)}
      size={size}
    />
  );
}
