import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconChecks, IconSettings, IconTrash } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { useFormat } from '../../../shared/i18n/use-format.ts';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import {
  filtersFromParams,
  filtersToParams,
  hasFilters,
  type NotificationFilters,
} from '../../../api/notifications/list-filters.ts';
import {
  useNotificationList,
  useUnreadCount,
} from '../../../api/notifications/notifications-api.ts';
import { BulkActionsBar } from '../components/bulk-actions-bar.tsx';
import { ConnectionStatusLine } from '../components/connection-status.tsx';
import { NotificationFiltersBar } from '../components/notification-filters.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import { useNotificationActions } from '../components/use-notification-actions.ts';
import { useOpenNotification } from '../components/use-open-notification.ts';
import { areaPaths, type NotificationArea } from '../lib/area.ts';

// Notifications, the full list (/admin/general/notifications and /notifications):
// filters in the address, pages of 20 loaded on demand, selection with bulk actions, mark all
// read and clear all.
export function NotificationsPage({ area }: { area: NotificationArea }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const list = useNotificationList(filters);
  const unread = useUnreadCount();
  const open = useOpenNotification();
  // Reading needs notifications:read; marking, archiving and deleting notifications:update.
  const canChange = useCurrentUser().can('notifications:update');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const actions = useNotificationActions({ onBulkDone: () => setSelected(new Set()) });

  const items = useMemo(
    () => list.data?.pages.flatMap((page) => page.notifications) ?? [],
    [list.data],
  );
  const total = list.data?.pages[0]?.total ?? 0;
  // A selection only ever holds what is on screen: rows that left the list drop out of it.
  useEffect(() => {
    setSelected((current) => {
      const shown = new Set(items.map((item) => item.id));
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [items]);

  const setFilters = (next: NotificationFilters) => {
    setSelected(new Set());
    setParams(filtersToParams(next), { replace: true });
  };
  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChecked = items.length > 0 && items.every((item) => selected.has(item.id));
  const someChecked = !allChecked && items.some((item) => selected.has(item.id));

  const headerActions = (
    <Group gap="xs" wrap="wrap">
      {canChange ? (
        <>
          <Button
            variant="default"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={actions.onMarkAllRead}
            loading={actions.markingAll}
            disabled={unread === 0}
          >
            {t('actions.markAllRead')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={actions.onClearAll}
            disabled={actions.busy || (total === 0 && !hasFilters(filters))}
          >
            {t('actions.clearAll')}
          </Button>
        </>
      ) : null}
      <Button
        component={Link}
        to={areaPaths(area).settings}
        variant="subtle"
        leftSection={<IconSettings size={16} aria-hidden />}
      >
        {t('actions.settings')}
      </Button>
    </Group>
  );

  const body = list.isPending ? (
    <Group justify="center" py="xl">
      <Loader role="status" size="sm" aria-label={t('list.loading')} />
    </Group>
  ) : list.isError && items.length === 0 ? (
    <LoadError
      title={t('list.loadError')}
      description={t('list.loadErrorBody')}
      onRetry={() => void list.refetch()}
      retrying={list.isRefetching}
    />
  ) : items.length === 0 ? (
    <Stack align="center" gap={4} py="xl">
      <Text fw={600}>{hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty')}</Text>
      <Text c="dimmed" fz="sm" ta="center">
        {hasFilters(filters) ? t('list.emptyFilteredBody') : t('list.emptyBody')}
      </Text>
    </Stack>
  ) : (
    <Stack gap="xs">
      <Group justify={canChange ? 'space-between' : 'flex-end'} wrap="wrap" gap="xs">
        {canChange ? (
          <Checkbox
            label={t('list.selectAll')}
            checked={allChecked}
            indeterminate={someChecked}
            onChange={(event) =>
              setSelected(
                event.currentTarget.checked ? new Set(items.map((item) => item.id)) : new Set(),
              )
            }
          />
        ) : null}
        <Text fz="sm" c="dimmed">
          {t('list.showing', { shown: format.number(items.length), total: format.number(total) })}
        </Text>
      </Group>
      {selected.size > 0 ? (
        <BulkActionsBar
          count={selected.size}
          archivedView={filters.archived}
          busy={actions.busy}
          onAction={(action) => actions.onBulk(action, [...selected])}
        />
      ) : null}
      <Stack
        component="ul"
        gap={4}
        aria-label={t('list.label')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              onOpen={open}
              onAction={canChange ? actions.onItem : undefined}
              selection={
                canChange
                  ? {
                      checked: selected.has(notification.id),
                      onChange: (checked) => toggle(notification.id, checked),
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </Stack>
      {list.isFetchNextPageError ? (
        <Alert color="red" role="alert" title={t('list.loadMoreError')}>
          <Button size="xs" variant="default" onClick={() => void list.fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </Alert>
      ) : list.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('list.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );

  const page = (
    <ListPage title={t('title')} description={t('description')} action={headerActions}>
      <Group gap="md" wrap="wrap">
        <ConnectionStatusLine />
        <Text fz="sm" fw={600} data-testid="notification-unread-count">
          {t('list.unreadCount', { count: unread })}
        </Text>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <NotificationFiltersBar filters={filters} onChange={setFilters} />
          {body}
        </Stack>
      </Paper>
    </ListPage>
  );
  return area === 'admin' ? (
    page
  ) : (
    <Container size="md" px={0} py={{ base: 'xs', sm: 'md' }}>
      {page}
    </Container>
  );
}

export function AdminNotificationsPage() {
  return <NotificationsPage area="admin" />;
}

export function CustomerNotificationsPage() {
  return <NotificationsPage area="customer" />;
}
