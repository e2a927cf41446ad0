import {
  ActionIcon,
  Button,
  Divider,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChecks, IconSettings } from '@tabler/icons-react';
import type { NotificationView } from '@motorpool/domain/schemas/notification';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { notifyFailure } from '../../../shared/ui/notify-failure.ts';
import {
  useLatestNotifications,
  useMarkAllRead,
} from '../../../api/notifications/notifications-api.ts';
import { areaPaths, type NotificationArea } from '../lib/area.ts';
import { ConnectionStatusLine } from './connection-status.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useOpenNotification } from './use-open-notification.ts';

// The bell's dropdown: the newest notifications, mark all read, the live connection's state,
// and the way to the full list and the settings.
export function NotificationDropdown({
  area,
  unread,
  onClose,
}: {
  area: NotificationArea;
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications(true);
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const canChange = useCurrentUser().can('notifications:update');
  const hrefs = areaPaths(area);
  const items = latest.data?.notifications ?? [];

  const onOpen = (notification: NotificationView) => {
    onClose();
    open(notification);
  };
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => notifyFailure(t('feedback.failed'), t('feedback.failedBody'), error),
    });

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" px="sm" py="xs" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={700} fz="sm" id="notification-dropdown-title">
            {t('bell.latest')}
          </Text>
          <ConnectionStatusLine />
        </Stack>
        {canChange ? (
          <Tooltip label={t('actions.markAllRead')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('actions.markAllRead')}
              onClick={markAllRead}
              loading={markAll.isPending}
              disabled={unread === 0}
            >
              <IconChecks size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(60vh, 26rem)" type="auto">
        {latest.isPending ? (
          <Text fz="sm" c="dimmed" p="md" role="status">
            {t('list.loading')}
          </Text>
        ) : latest.isError ? (
          <Text fz="sm" c="red" p="md" role="alert">
            {t('bell.loadError')}
          </Text>
        ) : items.length === 0 ? (
          <Text fz="sm" c="dimmed" p="md">
            {t('bell.empty')}
          </Text>
        ) : (
          <Stack
            gap={2}
            p={4}
            component="ul"
            aria-labelledby="notification-dropdown-title"
            style={{ listStyle: 'none', margin: 0 }}
          >
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={onOpen} compact />
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Divider />
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Button component={Link} to={hrefs.list} variant="subtle" size="xs" onClick={onClose}>
          {t('bell.viewAll')}
        </Button>
        <Button
          component={Link}
          to={hrefs.settings}
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconSettings size={14} aria-hidden />}
          onClick={onClose}
        >
          {t('actions.settings')}
        </Button>
      </Group>
    </Stack>
  );
}
