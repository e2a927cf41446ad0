import type { NotificationView } from '@motorpool/domain/schemas/notification';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useChangeNotification } from '../../../api/notifications/notifications-api.ts';
import { internalLink } from '../lib/area.ts';

// Opening a notification reads it and follows its link, if it has one.
export function useOpenNotification() {
  const navigate = useNavigate();
  const change = useChangeNotification();
  const canChange = useCurrentUser().can('notifications:update');
  return (notification: NotificationView) => {
    if (!notification.isRead && canChange) change.mutate({ id: notification.id, action: 'read' });
    const link = internalLink(notification.link);
    if (link) void navigate(link);
  };
}
