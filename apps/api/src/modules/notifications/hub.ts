// Where notification events leave for sockets: the real-time server attaches its namespace
// here when it starts; without one (tests of the REST API alone) nothing is pushed.
import {
  notificationRooms,
  type NotificationServerEvents,
} from '@motorpool/domain/schemas/notification';

type Room = { emit(event: string, ...args: unknown[]): boolean };
export type NotificationEmitter = { to(room: string): Room };

export function createNotificationHub() {
  let emitter: NotificationEmitter | null = null;
  let connections: () => number = () => 0;
  let adapter: 'memory' | 'redis' = 'memory';

  return {
    /** Called by the real-time server; answers the detach. */
    attach(
      target: NotificationEmitter,
      info: { connections: () => number; adapter: 'memory' | 'redis' },
    ): () => void {
      emitter = target;
      connections = info.connections;
      adapter = info.adapter;
      return () => {
        emitter = null;
        connections = () => 0;
        adapter = 'memory';
      };
    },

    /** Sends to every socket of the user, on any instance (the adapter fans out). */
    toUser<E extends keyof NotificationServerEvents>(
      userId: string,
      event: E,
      ...args: Parameters<NotificationServerEvents[E]>
    ): void {
      emitter?.to(notificationRooms.user(userId)).emit(event, ...args);
    },

    status: () => ({ enabled: emitter !== null, adapter, connections: connections() }),
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
