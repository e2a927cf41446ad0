import type { UserStatus } from '@motorpool/domain/value-lists';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useUserFormat } from './use-user-format.ts';

const statusColors: Record<UserStatus, string> = {
  active: 'green',
  inactive: 'gray',
  suspended: 'red',
};

export function UserStatusBadge({
  status,
  size = 'sm',
}: {
  status: UserStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { statusLabel } = useUserFormat();
  return (
    <StatusBadge status={status} colors={statusColors} label={statusLabel(status)} size={size} />
  );
}
