import { Button, Group, Text } from '@mantine/core';
import { IconArchive, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { NotificationBulkAction } from '@motorpool/domain/schemas/notification';
import { useTranslation } from 'react-i18next';

// What can be done to the selected notifications at once (POST /notifications/bulk).
export function BulkActionsBar({
  count,
  archivedView,
  busy,
  onAction,
}: {
  count: number;
  /** archived ones are already archived: no archive action */
  archivedView: boolean;
  busy: boolean;
  onAction: (action: NotificationBulkAction) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Group
      gap="xs"
      wrap="wrap"
      p="xs"
      role="toolbar"
      aria-label={t('list.selected', { count })}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <Text fz="sm" fw={600} me="sm">
        {t('list.selected', { count })}
      </Text>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        leftSection={<IconMailOpened size={14} aria-hidden />}
        onClick={() => onAction('read')}
      >
        {t('actions.markRead')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        leftSection={<IconMail size={14} aria-hidden />}
        onClick={() => onAction('unread')}
      >
        {t('actions.markUnread')}
      </Button>
      {archivedView ? null : (
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          leftSection={<IconArchive size={14} aria-hidden />}
          onClick={() => onAction('archive')}
        >
          {t('actions.archive')}
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={busy}
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => onAction('delete')}
      >
        {t('actions.delete')}
      </Button>
    </Group>
  );
}
