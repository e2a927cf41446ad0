// The Socket.IO namespace /notifications, on the API's own
// HTTP server. With a Redis URL, instances share rooms through @socket.io/redis-adapter, so a
// notification written on one instance reaches a socket held by another.
import type { Language } from '@motorpool/domain/locale-lists';
import { tenantIsOperational } from '@motorpool/domain/status-machines';
import { hasPermission } from '@motorpool/domain/permissions';
import {
  notificationNamespace,
  notificationRooms,
  type NotificationClientEvents,
  type NotificationServerEvents,
} from '@motorpool/domain/schemas/notification';
import { formatMessage, type ValidationMessageKey } from '@motorpool/domain/validation-messages';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { type Socket, Server } from 'socket.io';
import { apiError, HttpError } from '../../lib/http-errors.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { TenantRecord } from '../../plugins/tenancy.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { NotificationHub } from './hub.ts';
import type { NotificationService } from './service.ts';
import type { SessionLiveness } from './session-liveness.ts';

export type RealtimeOptions = {
  secret: string;
  /** shares rooms across instances when set */
  redisUrl?: string | undefined;
  /** the Redis channel prefix (tests give each run its own) */
  redisKey?: string;
  findTenant: (by: { id: string } | { subdomain: string }) => Promise<TenantRecord | null>;
  loadPrincipal: (claims: {
    tenantId: string | null;
    subject: string;
    sessionId: string;
  }) => Promise<Principal | null>;
  liveness: SessionLiveness;
  hub: NotificationHub;
  notifications: NotificationService;
  /** how often this instance's sockets are checked against their sessions (default 500 ms) */
  checkEveryMs?: number;
  /** subscribes to the companies' status moves made on this instance (the tenants service) */
  onTenantStatusChange?: (
    listener: (change: { tenantId: string; to: TenantRecord['status'] }) => void,
  ) => () => void;
};

/** Every socket of one company, joined by the server only, so one call drops them all. */
const companyRoom = (tenantId: string) => `company:${tenantId}`;

type SocketData = {
  tenantId: string;
  userId: string;
  sessionId: string;
  permissions: string[];
  branchId: string | null;
  language: Language;
  rooms: string[];
};

type NotificationSocket = Socket<
  NotificationClientEvents,
  NotificationServerEvents,
  Record<string, never>,
  Partial<SocketData>
>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The value of a payload given as `{ key: value }` or as the bare value. */
const field = (payload: unknown, key: string) =>
  text(payload) ?? text((payload as Record<string, unknown> | null)?.[key]);

function credentials(socket: NotificationSocket) {
  const auth = socket.handshake.auth as Record<string, unknown>;
  const header = socket.handshake.headers.authorization;
  const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7) : undefined;
  const tenantHeader = socket.handshake.headers['x-tenant-id'];
  return {
    token: text(auth.token)?.replace(/^Bearer /i, '') ?? bearer,
    tenant: text(auth.tenantId) ?? (typeof tenantHeader === 'string' ? tenantHeader : undefined),
  };
}

export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, options) => {
    const io = new Server(app.server, { serveClient: false });
    let pub: ReturnType<typeof createClient> | null = null;
    let sub: ReturnType<typeof createClient> | null = null;
    if (options.redisUrl) {
      pub = createClient({ url: options.redisUrl });
      sub = pub.duplicate();
      pub.on('error', (err: unknown) => app.log.warn({ err }, 'socket redis publisher error'));
      sub.on('error', (err: unknown) => app.log.warn({ err }, 'socket redis subscriber error'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'motorpool:socket.io' }));
    }
    const nsp = io.of(notificationNamespace);
    const detach = options.hub.attach(nsp, {
      connections: () => nsp.sockets.size,
      adapter: options.redisUrl ? 'redis' : 'memory',
    });

    const say = (language: Language, key: ValidationMessageKey) => formatMessage(key, language);

    async function authenticate(socket: NotificationSocket): Promise<SocketData | null> {
      const { token, tenant: tenantRef } = credentials(socket);
      const claims = token ? verifyAccessToken(token, options.secret) : null;
      if (!claims?.tid || !tenantRef) return null;
      const tenant = await options.findTenant(
        uuidPattern.test(tenantRef) ? { id: tenantRef } : { subdomain: tenantRef },
      );
      if (!tenant || !tenantIsOperational(tenant.status) || tenant.id !== claims.tid) return null;
      const principal = await options.loadPrincipal({
        tenantId: tenant.id,
        subject: claims.sub,
        sessionId: claims.sid,
      });
      if (principal?.kind !== 'user') return null;
      return {
        tenantId: tenant.id,
        userId: principal.userId,
        sessionId: principal.sessionId,
        permissions: principal.permissions,
        branchId: principal.branchId,
        language: requestLanguage(socket.handshake.headers['accept-language']),
        rooms: [
          notificationRooms.user(principal.userId),
          ...principal.roles.map((role) => notificationRooms.role(tenant.id, role)),
        ],
      };
    }

    nsp.on('connection', (raw) => {
      const socket = raw as NotificationSocket;
      const language = requestLanguage(socket.handshake.headers['accept-language']);
      // Handlers exist from the first moment; each waits for the handshake's verdict.
      const ready = authenticate(socket).catch((err: unknown) => {
        app.log.warn({ err }, 'socket authentication failed');
        return null;
      });
      const caller = (data: SocketData): TenantCaller => ({
        tenantId: data.tenantId,
        userId: data.userId,
        permissions: data.permissions,
        branchId: data.branchId,
        requestId: socket.id,
        language: data.language,
      });
      const fail = (data: SocketData, err: unknown) => {
        const key: ValidationMessageKey =
          err instanceof HttpError && err.statusCode === 404
            ? 'http.notFound'
            : 'notification.unknownError';
        if (!(err instanceof HttpError)) app.log.error({ err }, 'socket notification failed');
        socket.emit('notification:error', { message: say(data.language, key) });
      };
      const whenWriter = (work: (data: SocketData) => Promise<unknown>) => async () => {
        const data = await ready;
        if (!data) return;
        if (!hasPermission(data.permissions, 'notifications:update')) {
          socket.emit('notification:error', { message: say(data.language, 'http.forbidden') });
          return;
        }
        await work(data).catch((err: unknown) => fail(data, err));
      };

      socket.on('notification:mark_read', (payload) => {
        const id = field(payload, 'notificationId');
        void whenWriter(async (data) => {
          if (!id || !uuidPattern.test(id)) throw apiError('NOT_FOUND', 'http.notFound');
          await options.notifications.markRead(caller(data), id);
        })();
      });
      socket.on('notification:mark_all_read', () => {
        void whenWriter((data) => options.notifications.markAllRead(caller(data)))();
      });
      socket.on('room:join', (payload) => {
        void ready.then((data) => {
          if (!data) return;
          const room = field(payload, 'room');
          if (room && data.rooms.includes(room)) void socket.join(room);
          else
            socket.emit('notification:error', {
              message: say(data.language, 'notification.roomNotAllowed'),
            });
        });
      });
      socket.on('room:leave', (payload) => {
        void ready.then((data) => {
          const room = field(payload, 'room');
          if (data && room && room !== socket.id) void socket.leave(room);
        });
      });

      void ready.then(async (data) => {
        if (!data || !socket.connected) {
          socket.emit('auth:error', { message: say(language, 'notification.authFailed') });
          socket.disconnect(true);
          return;
        }
        socket.data = data;
        await socket.join([...data.rooms, companyRoom(data.tenantId)]);
        socket.emit('auth:success', {
          userId: data.userId,
          tenantId: data.tenantId,
          rooms: data.rooms,
        });
        const { unreadCount } = await options.notifications.unreadCount(caller(data));
        socket.emit('notification:count', { count: unreadCount });
      });
    });

    // A company suspended, deactivated or being deleted loses its sockets at once, on every
    // instance: the Redis adapter carries disconnectSockets to the others.
    const unsubscribe = options.onTenantStatusChange?.(({ tenantId, to }) => {
      if (!tenantIsOperational(to)) nsp.in(companyRoom(tenantId)).disconnectSockets(true);
    });

    // A revoked session or a suspended user loses its sockets at the next check, and so does a
    // company closed through another instance without Redis (once its cached row expires).
    let checking = false;
    const check = async () => {
      if (checking) return;
      checking = true;
      try {
        const byTenant = new Map<string, NotificationSocket[]>();
        for (const raw of nsp.sockets.values()) {
          const socket = raw as NotificationSocket;
          const tenantId = socket.data.tenantId;
          if (!tenantId) continue;
          byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), socket]);
        }
        for (const [tenantId, sockets] of byTenant) {
          const tenant = await options.findTenant({ id: tenantId });
          if (!tenant || !tenantIsOperational(tenant.status)) {
            for (const socket of sockets) socket.disconnect(true);
            continue;
          }
          const families = [...new Set(sockets.map((s) => s.data.sessionId as string))];
          const alive = await options.liveness(tenantId, families);
          for (const socket of sockets) {
            if (alive.has(socket.data.sessionId as string)) continue;
            socket.emit('auth:error', {
              message: say(socket.data.language ?? 'en', 'http.sessionExpired'),
            });
            socket.disconnect(true);
          }
        }
      } catch (err) {
        app.log.warn({ err }, 'socket session check failed');
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void check(), options.checkEveryMs ?? 500);
    timer.unref();

    app.addHook('preClose', async () => {
      clearInterval(timer);
      unsubscribe?.();
      detach();
      nsp.local.disconnectSockets(true);
      io.engine.close();
      await nsp.adapter.close();
      await Promise.all([pub?.quit(), sub?.quit()].map((p) => p?.catch(() => undefined)));
    });
  },
  { name: 'notifications-realtime' },
);
