import type { BadgeProps } from '@mantine/core';
import { shownPaymentStatus, type ShownPaymentStatus } from '@motorpool/domain/schemas/payment';
import type { PaymentStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge.tsx';

const statusColors: Record<ShownPaymentStatus, string> = {
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'grape',
  partially_refunded: 'violet',
};

// A payment's status as it reads wherever payments are listed (the texts of the `payments`
// namespace): a completed payment given back in part says so.
export function PaymentStatusBadge({
  payment,
  size,
}: {
  payment: { status: PaymentStatus; refundedAmount: number };
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('payments');
  const status = shownPaymentStatus(payment);
  return (
    <StatusBadge status={status} colors={statusColors} label={t(`status.${status}`)} size={size} />
  );
}
