import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationBulkAction,
  NotificationChangeView,
  NotificationItemView,
  NotificationListView,
  NotificationPreferences,
  NotificationPreferencesView,
  NotificationUnreadCountView,
} from '@motorpool/domain/schemas/notification';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { listQuery, type NotificationFilters, noFilters } from './list-filters.ts';
import { notificationKeys, notificationPath } from './keys.ts';

/** How many of the newest the bell's dropdown shows. */
export const latestCount = 8;

// The unread count falls back to 0 when it cannot be read.
export function unreadOf(value: { unreadCount?: unknown } | undefined): number {
  const count = value?.unreadCount;
  return typeof count === 'number' && count > 0 ? count : 0;
}

export function useUnreadCount(enabled = true): number {
  const query = useQuery({
    queryKey: notificationKeys.unread(),
    meta: ownsItsErrors,
    queryFn: ({ signal }) =>
      api.get<NotificationUnreadCountView>('/notifications/unread-count', { signal }),
    enabled,
  });
  return unreadOf(query.data);
}

export function useLatestNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.latest(),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) => {
      const page = await api.get<NotificationListView>(
        `/notifications?${listQuery(noFilters, 0, latestCount)}`,
        { signal },
      );
      queryClient.setQueryData(notificationKeys.unread(), { unreadCount: unreadOf(page) });
      return page;
    },
    enabled,
  });
}

// Pages of 20, each asked from the offset of the count already loaded.
export function useNotificationList(filters: NotificationFilters) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(listQuery(filters, 0)),
    meta: ownsItsErrors,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.get<NotificationListView>(
        `/notifications?${listQuery(filters, pageParam)}`,
        { signal },
      );
      queryClient.setQueryData(notificationKeys.unread(), { unreadCount: unreadOf(page) });
      return page;
    },
    getNextPageParam: (last, pages) =>
      last.pagination.hasMore
        ? pages.reduce((loaded, page) => loaded + page.notifications.length, 0)
        : undefined,
  });
}

// Every change answers with the caller's unread count: the bell takes it at once, then the
// lists are read again.
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (answer: unknown) => {
    if (typeof answer === 'object' && answer !== null && 'unreadCount' in answer) {
      queryClient.setQueryData(notificationKeys.unread(), {
        unreadCount: unreadOf(answer as { unreadCount: unknown }),
      });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.latest() }),
    ]);
  };
}

export type ItemChange =
  | { id: string; action: 'read' | 'unread' | 'archive' | 'unarchive' }
  | { id: string; action: 'delete' };

function changeOne({ id, action }: ItemChange): Promise<unknown> {
  switch (action) {
    case 'read':
      return api.put<NotificationItemView>(notificationPath(id, '/read'));
    case 'unread':
      return api.patch<NotificationItemView>(notificationPath(id), { isRead: false });
    case 'archive':
      return api.put<NotificationItemView>(notificationPath(id, '/archive'));
    case 'unarchive':
      return api.patch<NotificationItemView>(notificationPath(id), { isArchived: false });
    case 'delete':
      return api.delete<unknown>(notificationPath(id));
  }
}

export function useChangeNotification() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: changeOne, onSuccess: afterChange });
}

export function useBulkChange() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: { action: NotificationBulkAction; ids: string[] }) =>
      api.post<NotificationChangeView>('/notifications/bulk', body),
    onSuccess: afterChange,
  });
}

export function useMarkAllRead() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: () => api.put<NotificationChangeView>('/notifications/read-all'),
    onSuccess: afterChange,
  });
}

export function useClearAll() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: () => api.delete<NotificationChangeView>('/notifications'),
    onSuccess: afterChange,
  });
}

export function useNotificationPreferences(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    meta: ownsItsErrors,
    queryFn: async ({ signal }) =>
      (await api.get<NotificationPreferencesView>('/notifications/preferences', { signal }))
        .preferences,
    enabled,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (await api.put<NotificationPreferencesView>('/notifications/preferences', preferences))
        .preferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
