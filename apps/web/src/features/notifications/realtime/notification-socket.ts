import { io, type Socket } from 'socket.io-client';
import {
  notificationNamespace,
  realTimeReconnection,
  serverSocketEvents,
  type NotificationClientEvents,
  type NotificationServerEvents,
  type NotificationView,
} from '@motorpool/domain/schemas/notification';
import { offerReconnect, setConnection } from './connection-state.ts';

export type RealtimeHandlers = {
  onNew: (notification: NotificationView) => void;
  onCount: (count: number) => void;
  onRead: (notificationId: string) => void;
  onAllRead: () => void;
  /** The server's message, or null for 'Unknown notification error' */
  onError: (message: string | null) => void;
};

export type Credentials = { token: string; tenantId: string | null };

export type NotificationConnection = {
  /** the credentials changed (refreshed token): used from the next handshake on */
  refresh: () => void;
  stop: () => void;
};

type NotificationSocket = Socket<NotificationServerEvents, NotificationClientEvents>;

// The /notifications namespace on the API's own origin. The handshake reads the
// current token each time, so a reconnect after a refresh is not refused with a stale one; the
// tenant id also goes as a header where the transport can send one. Reconnection:
// 5 attempts, 1 s growing to 30 s, 10 s to connect; and again when the page becomes
// visible while disconnected.
export function connectNotifications(
  credentials: () => Credentials | null,
  handlers: RealtimeHandlers,
): NotificationConnection {
  const first = credentials();
  let socket: NotificationSocket;
  let authFailed = false;
  try {
    socket = io(notificationNamespace, {
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: realTimeReconnection.attempts,
      reconnectionDelay: realTimeReconnection.delayMs,
      reconnectionDelayMax: realTimeReconnection.delayMaxMs,
      timeout: realTimeReconnection.timeoutMs,
      auth: (send) =>
        send({ token: credentials()?.token ?? '', tenantId: credentials()?.tenantId }),
      extraHeaders: first?.tenantId ? { 'x-tenant-id': first.tenantId } : {},
    });
  } catch {
    setConnection('error', 'create');
    return { refresh: () => undefined, stop: () => setConnection('disconnected') };
  }

  socket.on('connect', () => setConnection('connecting'));
  socket.on(serverSocketEvents.authSuccess, () => {
    authFailed = false;
    setConnection('connected');
  });
  socket.on(serverSocketEvents.authError, () => {
    authFailed = true;
    setConnection('error', 'auth');
  });
  socket.on('connect_error', () => {
    // socket.active: the client will try again by itself (its attempts are not used up)
    setConnection(socket.active ? 'connecting' : 'error', 'connection');
  });
  socket.io.on('reconnect_attempt', () => setConnection('connecting', 'connection'));
  socket.io.on('reconnect_failed', () => setConnection('error', 'connection'));
  socket.on('disconnect', () => {
    if (authFailed) return;
    setConnection(socket.active ? 'connecting' : 'disconnected');
  });

  socket.on(serverSocketEvents.new, (notification) => handlers.onNew(notification));
  socket.on(serverSocketEvents.count, (payload) => handlers.onCount(payload.count));
  socket.on(serverSocketEvents.read, (payload) => handlers.onRead(payload.notificationId));
  socket.on(serverSocketEvents.allRead, () => handlers.onAllRead());
  socket.on(serverSocketEvents.error, (payload) => handlers.onError(payload?.message || null));

  const reconnect = () => {
    if (socket.connected || !credentials()) return;
    authFailed = false;
    setConnection('connecting');
    socket.connect();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnect();
  };
  document.addEventListener('visibilitychange', onVisible);
  offerReconnect(reconnect);

  setConnection('connecting');
  socket.connect();

  return {
    refresh: () => {
      // A socket refused for its token tries again with the new one.
      if (authFailed || !socket.connected) reconnect();
    },
    stop: () => {
      document.removeEventListener('visibilitychange', onVisible);
      offerReconnect(null);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
      setConnection('disconnected');
    },
  };
}
