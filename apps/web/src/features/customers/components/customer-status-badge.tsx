import type { BadgeProps } from '@mantine/core';
import type { CustomerStatus } from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

const colors: Record<CustomerStatus, string> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'gray',
  suspended: 'orange',
  blacklisted: 'red',
};

export function CustomerStatusBadge({
  status,
  size,
}: {
  status: CustomerStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('customers');
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} size={size} />;
}
