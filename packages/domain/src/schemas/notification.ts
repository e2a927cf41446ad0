// Notification and notification-preference schemas.
import { z } from 'zod';
import {
  emailFrequencies,
  notificationCategories,
  notificationPriorities,
  notificationTypes,
} from '../platform-lists.ts';
import type { NotificationCategory, NotificationPriority } from '../platform-lists.ts';
import {
  checkbox,
  id,
  isoDateTime,
  msg,
  oneOf,
  optionalText,
  requiredText,
  strictObject,
  typeError,
} from './common.ts';

export const notificationCreateSchema = strictObject({
  userId: id.optional(),
  title: requiredText(200),
  message: requiredText(2000),
  type: oneOf(notificationTypes),
  category: oneOf(notificationCategories),
  priority: oneOf(notificationPriorities),
  link: optionalText(500),
});
export type NotificationCreateInput = z.infer<typeof notificationCreateSchema>;

// PATCH /notifications/{id}
export const notificationUpdateSchema = strictObject({
  isRead: checkbox.optional(),
  isArchived: checkbox.optional(),
});
export type NotificationUpdateInput = z.infer<typeof notificationUpdateSchema>;

const categoryPreference = strictObject({ enabled: checkbox, email: checkbox, push: checkbox });
const priorityPreference = strictObject({ sound: checkbox, desktop: checkbox });

function byKey<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}

export const notificationPreferencesSchema = strictObject({
  categories: byKey(notificationCategories, categoryPreference),
  priorities: byKey(notificationPriorities, priorityPreference),
  realTime: strictObject({ enabled: checkbox, sound: checkbox, desktop: checkbox }),
  email: strictObject({ enabled: checkbox, frequency: oneOf(emailFrequencies) }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

function fill<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

// Everything on in the app; e-mail for the business-critical categories, sent immediately.
export const defaultNotificationPreferences: NotificationPreferences = {
  categories: fill(notificationCategories, (category: NotificationCategory) => ({
    enabled: true,
    email: category !== 'system' && category !== 'user',
    push: true,
  })),
  priorities: fill(notificationPriorities, (priority: NotificationPriority) => ({
    sound: priority === 'high' || priority === 'urgent',
    desktop: priority !== 'low',
  })),
  realTime: { enabled: true, sound: true, desktop: false },
  email: { enabled: true, frequency: 'immediate' },
};

// ---- Responses of the notification routes (the screens read exactly these fields) ----

/** The list is loaded in pages of 20, the offset growing by the count loaded. */
export const notificationPageSize = 20;
export const notificationPageMax = 100;

export const notificationView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  category: z.enum(notificationCategories),
  priority: z.enum(notificationPriorities),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  link: z.string().nullable(),
  /** ISO 8601, UTC */
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

const queryFlag = z.enum(['true', 'false'], { error: typeError('generic.invalidFormat') });
const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: typeError('generic.invalidNumber') })
    .int(msg('generic.invalidNumber'))
    .min(min, msg('generic.invalidNumber'))
    .max(max, msg('generic.invalidNumber'));

/**
 * GET /notifications: `limit` (1–100, default 20) and `offset` (default 0); newest first.
 * Archived ones are left out unless `isArchived=true` asks for exactly them.
 */
export const notificationListQuery = strictObject({
  limit: queryInt(1, notificationPageMax).default(notificationPageSize),
  offset: queryInt(0, 1_000_000).default(0),
  isRead: queryFlag.optional(),
  isArchived: queryFlag.optional(),
  type: oneOf(notificationTypes).optional(),
  category: oneOf(notificationCategories).optional(),
  priority: oneOf(notificationPriorities).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationListView = z.object({
  notifications: z.array(notificationView),
  /** how many match the filters (all pages) */
  total: z.number().int(),
  /** the caller's unread, unarchived notifications, whatever the filters */
  unreadCount: z.number().int(),
  pagination: z.object({
    limit: z.number().int(),
    offset: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type NotificationListView = z.infer<typeof notificationListView>;

const countsBy = <K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<
      K[number],
      z.ZodNumber
    >,
  );

/** GET /notifications/stats: the caller's unarchived notifications, every key present. */
export const notificationStatsView = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  byType: countsBy(notificationTypes),
  byCategory: countsBy(notificationCategories),
  byPriority: countsBy(notificationPriorities),
});
export type NotificationStatsView = z.infer<typeof notificationStatsView>;

/** GET /notifications/unread-count */
export const notificationUnreadCountView = z.object({ unreadCount: z.number().int() });
export type NotificationUnreadCountView = z.infer<typeof notificationUnreadCountView>;

/**
 * GET, PATCH /notifications/{id}, PUT /notifications/{id}/read, PUT /notifications/{id}/archive
 * and POST /notifications: the notification and the caller's unread count after the change.
 */
export const notificationItemView = z.object({
  notification: notificationView,
  unreadCount: z.number().int(),
});
export type NotificationItemView = z.infer<typeof notificationItemView>;

/** PUT /notifications/read-all, POST /notifications/bulk, DELETE /notifications (clear all) */
export const notificationChangeView = z.object({
  /** how many notifications changed */
  affected: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationChangeView = z.infer<typeof notificationChangeView>;

export const notificationBulkActions = ['read', 'unread', 'archive', 'delete'] as const;
export type NotificationBulkAction = (typeof notificationBulkActions)[number];

/** POST /notifications/bulk: one action on up to 100 of the caller's own notifications. */
export const notificationBulkSchema = strictObject({
  action: oneOf(notificationBulkActions),
  ids: z.array(id).min(1, msg('generic.required')).max(notificationPageMax),
});
export type NotificationBulkInput = z.infer<typeof notificationBulkSchema>;

/** POST /notifications/system/{kind}: sent to every active user of the company (or staff). */
export const systemNotificationKinds = ['announcement', 'maintenance', 'update'] as const;
export type SystemNotificationKind = (typeof systemNotificationKinds)[number];

export const systemNotificationSchema = strictObject({
  /** the text itself; without it the kind's template (in each reader's language) */
  title: optionalText(200),
  message: optionalText(2000),
  /** the template's {version} (update) and {date} (maintenance window, ISO 8601) */
  version: optionalText(40),
  date: isoDateTime.optional(),
  priority: oneOf(notificationPriorities).optional(),
  link: optionalText(500),
  /** `staff` (default): back-office users only; `all`: customers' accounts too */
  audience: oneOf(['staff', 'all'] as const).optional(),
});
export type SystemNotificationInput = z.infer<typeof systemNotificationSchema>;

/** POST /notifications/reservation/{reservationId}/{event} */
export const reservationNotificationEvents = [
  'created',
  'confirmed',
  'cancelled',
  'noShow',
] as const;
export type ReservationNotificationEvent = (typeof reservationNotificationEvents)[number];

/** POST /notifications/payment/{paymentId}/{event} */
export const paymentNotificationEvents = ['completed', 'failed', 'refunded'] as const;
export type PaymentNotificationEvent = (typeof paymentNotificationEvents)[number];

/** The three creators' answer: how many people were notified. */
export const notificationSentView = z.object({ created: z.number().int() });
export type NotificationSentView = z.infer<typeof notificationSentView>;

/** GET /notifications/health */
export const notificationHealthView = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  realTime: z.object({
    enabled: z.boolean(),
    /** `redis` when instances share fan-out, else `memory` */
    adapter: z.enum(['memory', 'redis']),
    /** sockets connected to this instance */
    connections: z.number().int(),
  }),
});
export type NotificationHealthView = z.infer<typeof notificationHealthView>;

/** GET and PUT /notifications/preferences (the body of PUT is notificationPreferencesSchema) */
export const notificationPreferencesView = z.object({
  preferences: notificationPreferencesSchema,
});
export type NotificationPreferencesView = z.infer<typeof notificationPreferencesView>;

// ---- Real-time channel ----

/** Socket.IO namespace, on the API's own origin and the default path /socket.io. */
export const notificationNamespace = '/notifications';

/**
 * 5 reconnection attempts, 1 s up to 30 s between them, 10 s to connect. The
 * handshake carries `auth: { token, tenantId }`; where the transport allows headers the
 * server also reads `Authorization: Bearer …` and `x-tenant-id`.
 */
export const realTimeReconnection = {
  attempts: 5,
  delayMs: 1_000,
  delayMaxMs: 30_000,
  timeoutMs: 10_000,
} as const;

/** Rooms: every socket joins its user's room and its tenant's rooms of the user's roles. */
export const notificationRooms = {
  user: (userId: string) => `user:${userId}`,
  role: (tenantId: string, role: string) => `tenant:${tenantId}:role:${role}`,
};

export const clientSocketEvents = {
  markRead: 'notification:mark_read',
  markAllRead: 'notification:mark_all_read',
  roomJoin: 'room:join',
  roomLeave: 'room:leave',
} as const;

export const serverSocketEvents = {
  new: 'notification:new',
  count: 'notification:count',
  read: 'notification:read',
  allRead: 'notification:all_read',
  error: 'notification:error',
  authSuccess: 'auth:success',
  authError: 'auth:error',
} as const;

/** What the client sends, by event. */
export type NotificationClientEvents = {
  'notification:mark_read': (payload: { notificationId: string }) => void;
  'notification:mark_all_read': () => void;
  'room:join': (payload: { room: string }) => void;
  'room:leave': (payload: { room: string }) => void;
};

/** What the server sends, by event. */
export type NotificationServerEvents = {
  'notification:new': (notification: NotificationView) => void;
  'notification:count': (payload: { count: number }) => void;
  'notification:read': (payload: { notificationId: string }) => void;
  'notification:all_read': () => void;
  /** `message` in the socket's language (the user's), e.g. a refused room:join */
  'notification:error': (payload: { message: string }) => void;
  'auth:success': (payload: { userId: string; tenantId: string; rooms: string[] }) => void;
  /** followed by the server closing the socket */
  'auth:error': (payload: { message: string }) => void;
};
