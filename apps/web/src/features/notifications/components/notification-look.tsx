import type { MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react';
import type { NotificationPriority, NotificationType } from '@motorpool/domain/platform-lists';

// How a notification looks wherever it is listed: its type's icon and colour, its priority's
// badge colour (the same reds and oranges as its toast).
export const typeLook: Record<NotificationType, { Icon: Icon; color: MantineColor }> = {
  info: { Icon: IconInfoCircle, color: 'blue' },
  success: { Icon: IconCircleCheck, color: 'green' },
  warning: { Icon: IconAlertTriangle, color: 'yellow' },
  error: { Icon: IconCircleX, color: 'red' },
};

export const priorityColor: Record<NotificationPriority, MantineColor> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function TypeIcon({ type, size = 20 }: { type: NotificationType; size?: number }) {
  const { Icon, color } = typeLook[type];
  return <Icon size={size} color={`var(--mantine-color-${color}-filled)`} aria-hidden />;
}
