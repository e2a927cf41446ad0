import {
  ActionIcon,
  Badge,
  Box,
  Checkbox,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconMail,
  IconMailOpened,
  IconTrash,
} from '@tabler/icons-react';
import type { NotificationView } from '@motorpool/domain/schemas/notification';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { formatZoned } from '../../../shared/i18n/zoned-time.ts';
import { useTenantTimeZone } from '../../../shared/reference/tenant.ts';
import type { ItemChange } from '../../../api/notifications/notifications-api.ts';
import { priorityColor, TypeIcon } from './notification-look.tsx';

export type ItemAction = ItemChange['action'];

type NotificationItemProps = {
  notification: NotificationView;
  onOpen: (notification: NotificationView) => void;
  /** the list's row menu; the dropdown leaves it out */
  onAction?: (notification: NotificationView, action: ItemAction) => void;
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  compact?: boolean;
};

// One notification: its type's icon, the title (bold while unread), the message, its category,
// priority and time; opening it marks it read and follows its link.
export function NotificationItem({
  notification: n,
  onOpen,
  onAction,
  selection,
  compact = false,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  // in the company's time zone, as every other date of the back office
  const timeZone = useTenantTimeZone();
  const unread = !n.isRead;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px={compact ? 'sm' : 'md'}
      py="sm"
      data-unread={unread || undefined}
      style={{
        background: unread ? 'var(--mantine-primary-color-light)' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {selection ? (
        <Checkbox
          mt={2}
          checked={selection.checked}
          onChange={(event) => selection.onChange(event.currentTarget.checked)}
          aria-label={t('list.select', { title: n.title })}
        />
      ) : null}
      <Box mt={2} style={{ flex: 'none' }}>
        <TypeIcon type={n.type} />
      </Box>
      <UnstyledButton onClick={() => onOpen(n)} style={{ flex: 1, minWidth: 0 }}>
        <Text component="span" display="block" fz="sm" fw={unread ? 700 : 500} lineClamp={2}>
          {n.title}
          {unread ? (
            <VisuallyHidden component="span">{` (${t('list.unreadMark')})`}</VisuallyHidden>
          ) : null}
        </Text>
        <Text component="span" display="block" fz="sm" c="dimmed" lineClamp={compact ? 2 : 3}>
          {n.message}
        </Text>
        <Group component="span" gap={6} mt={4} wrap="wrap">
          <Badge component="span" size="xs" variant="default">
            {t(`categories.${n.category}`)}
          </Badge>
          {n.priority === 'high' || n.priority === 'urgent' || !compact ? (
            <Badge component="span" size="xs" variant="light" color={priorityColor[n.priority]}>
              {t(`priorities.${n.priority}`)}
            </Badge>
          ) : null}
          {n.isArchived ? (
            <Badge component="span" size="xs" variant="outline" color="gray">
              {t('list.archivedMark')}
            </Badge>
          ) : null}
          <Text component="time" dateTime={n.createdAt} fz="xs" c="dimmed">
            {timeZone
              ? formatZoned(n.createdAt, format.locale, timeZone)
              : format.dateTime(n.createdAt)}
          </Text>
        </Group>
      </UnstyledButton>
      {onAction ? <ItemMenu notification={n} onAction={onAction} /> : null}
    </Group>
  );
}

function ItemMenu({
  notification: n,
  onAction,
}: {
  notification: NotificationView;
  onAction: (notification: NotificationView, action: ItemAction) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.more', { title: n.title })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {n.isRead ? (
          <Menu.Item
            leftSection={<IconMail size={16} aria-hidden />}
            onClick={() => onAction(n, 'unread')}
          >
            {t('actions.markUnread')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconMailOpened size={16} aria-hidden />}
            onClick={() => onAction(n, 'read')}
          >
            {t('actions.markRead')}
          </Menu.Item>
        )}
        {n.isArchived ? (
          <Menu.Item
            leftSection={<IconArchiveOff size={16} aria-hidden />}
            onClick={() => onAction(n, 'unarchive')}
          >
            {t('actions.unarchive')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => onAction(n, 'archive')}
          >
            {t('actions.archive')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onAction(n, 'delete')}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
