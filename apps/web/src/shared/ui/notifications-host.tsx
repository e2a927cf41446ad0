import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useEffect } from 'react';
import { Notifications } from '@mantine/notifications';
import type { HostProps } from './overlay-hosts.ts';

// At most five toasts at once, the rest queued.
export default function NotificationsHost({ onReady }: HostProps) {
  useEffect(onReady, [onReady]);
  return (
    <Notifications
      limit={5}
      autoClose={4000}
      position="bottom-right"
      transitionDuration={250}
      containerWidth={440}
      notificationMaxHeight={200}
    />
  );
}
