// The bell also opens on the customer's first pages, which carry only some of Mantine's styles.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { useUnreadCount } from '../../../api/notifications/notifications-api.ts';
import type { NotificationArea } from '../lib/area.ts';
import { useConnection } from '../realtime/connection-state.ts';
import { useNotificationRealtime } from '../realtime/use-notification-realtime.ts';
import { NotificationDropdown } from './notification-dropdown.tsx';

// Header bell: the live unread count on the bell (99+ past that), the dropdown of the
// newest on a click; a small grey dot when live updates are down, nothing when they are fine.
export function NotificationBell({ area }: { area: NotificationArea }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const unread = useUnreadCount();
  const connection = useConnection();
  const [opened, setOpened] = useState(false);
  useNotificationRealtime();

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const offline = connection.status === 'error';
  // The indicators wrap the whole popover: its target must be the button itself, which then
  // carries the popover's aria-expanded and aria-controls.
  return (
    <Indicator
      label={unread > 99 ? '99+' : format.number(unread)}
      size={18}
      offset={4}
      color="red"
      disabled={unread === 0}
      inline
      zIndex={2}
    >
      <Indicator
        size={8}
        position="bottom-end"
        offset={6}
        color="gray"
        disabled={!offline}
        inline
        withBorder
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          width="min(24rem, calc(100vw - 1rem))"
          shadow="md"
          withinPortal
          trapFocus
          returnFocus
          radius="md"
        >
          <Popover.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={label}
              onClick={() => setOpened((o) => !o)}
              data-connection={connection.status}
            >
              <IconBell size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} aria-label={t('bell.latest')}>
            {opened ? (
              <NotificationDropdown area={area} unread={unread} onClose={() => setOpened(false)} />
            ) : null}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
    </Indicator>
  );
}
