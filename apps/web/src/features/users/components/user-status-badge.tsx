import { Badge } from '@mantine/core';
import type { UserStatus } from '@motorpool/domain/value-lists';
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
    <Badge color={statusColors[status]} variant="light" size={size}>
      {statusLabel(status)}
    </Badge>
  );
}
