import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  defaultNotificationPreferences,
  type NotificationListView,
  type NotificationPreferences,
  type NotificationView,
} from '@motorpool/domain/schemas/notification';
import { readTokens } from '../../../shared/auth/auth-tokens.ts';
import { useSession } from '../../../shared/auth/use-current-user.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { readLocal } from '../../../shared/storage/local-storage.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import {
  latestCount,
  unreadOf,
  useNotificationPreferences,
} from '../../../api/notifications/notifications-api.ts';
import { notificationKeys } from '../../../api/notifications/keys.ts';
import { internalLink } from '../lib/area.ts';
import { alertsFor, playChime, showDesktopNotification, showNotificationToast } from './alerts.ts';
import { setConnection } from './connection-state.ts';
import type {
  Credentials,
  NotificationConnection,
  RealtimeHandlers,
} from './notification-socket.ts';

function credentials(): Credentials | null {
  const tokens = readTokens();
  return tokens ? { token: tokens.accessToken, tenantId: readLocal(storageKeys.tenantId) } : null;
}

// The live side of the bell: connects while a user is signed in with live updates on,
// keeps the count, the newest list and the lists up to date, and alerts per the preferences.
// socket.io-client comes in its own chunk, fetched only once this runs.
export function useNotificationRealtime(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { accessToken, user } = useSession();
  const signedIn = accessToken !== null && user !== null;
  const preferencesQuery = useNotificationPreferences(signedIn);
  // Unreadable preferences fall back to the defaults: live updates stay on.
  const preferences: NotificationPreferences | null = preferencesQuery.isPending
    ? null
    : (preferencesQuery.data ?? defaultNotificationPreferences);
  const preferencesRef = useRef(preferences);
  preferencesRef.current = preferences;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const known = preferences !== null;
  const live = signedIn && known && preferences.realTime.enabled;
  const connection = useRef<NotificationConnection | null>(null);

  useEffect(() => {
    if (!live) {
      setConnection(signedIn && known ? 'off' : 'disconnected');
      return;
    }
    const setUnread = (count: number) =>
      queryClient.setQueryData(notificationKeys.unread(), { unreadCount: Math.max(0, count) });
    const unread = () => unreadOf(queryClient.getQueryData(notificationKeys.unread()));
    const refreshLists = () =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    const editLatest = (edit: (items: NotificationView[]) => NotificationView[]) =>
      queryClient.setQueryData<NotificationListView>(notificationKeys.latest(), (page) =>
        page ? { ...page, notifications: edit(page.notifications) } : page,
      );

    const handlers: RealtimeHandlers = {
      onNew: (notification) => {
        let seen = false;
        editLatest((items) => {
          seen = items.some((item) => item.id === notification.id);
          return [notification, ...items.filter((item) => item.id !== notification.id)].slice(
            0,
            latestCount,
          );
        });
        if (!seen && !notification.isRead) setUnread(unread() + 1);
        void refreshLists();
        const alerts = alertsFor(
          notification,
          preferencesRef.current ?? defaultNotificationPreferences,
        );
        if (alerts.toast) {
          const link = internalLink(notification.link);
          showNotificationToast(
            notification,
            link ? () => void navigateRef.current(link) : undefined,
          );
        }
        if (alerts.sound) playChime(notification.priority);
        if (alerts.desktop) showDesktopNotification(notification);
      },
      onCount: setUnread,
      onRead: (id) => {
        editLatest((items) =>
          items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
        );
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
        void refreshLists();
      },
      onAllRead: () => {
        editLatest((items) => items.map((item) => ({ ...item, isRead: true })));
        setUnread(0);
        void refreshLists();
      },
      onError: (message) =>
        notifyError(
          i18n.t('notifications:connection.error'),
          message ?? i18n.t('notifications:socketErrors.unknown'),
        ),
    };

    let stopped = false;
    setConnection('connecting');
    import('./notification-socket.ts').then(
      ({ connectNotifications }) => {
        if (!stopped) connection.current = connectNotifications(credentials, handlers);
      },
      () => setConnection('error', 'create'),
    );
    return () => {
      stopped = true;
      connection.current?.stop();
      connection.current = null;
    };
    // The connection lives as long as the user and the on/off choice; a new token is handed
    // over below without reconnecting a working socket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, known, user?.id, queryClient]);

  useEffect(() => {
    connection.current?.refresh();
  }, [accessToken]);
}
