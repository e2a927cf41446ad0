// Each person's own notifications: everything here is keyed by the caller's user id, so
// another user's notification is simply not found (404). Every change tells the person's
// other tabs and devices through their socket room.
import {
  notificationCategories,
  notificationPriorities,
  notificationTypes,
} from '@motorpool/domain/platform-lists';
import type {
  NotificationBulkInput,
  NotificationListQuery,
  NotificationListView,
  NotificationPreferences,
  NotificationStatsView,
  NotificationUpdateInput,
} from '@motorpool/domain/schemas/notification';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { type Delivery, preferencesOf, toView } from './delivery.ts';
import type { NotificationHub } from './hub.ts';
import type { Recipients } from './recipients.ts';
import { createCreators } from './creators.ts';
import * as repo from './repository.ts';
import type { Reader } from './messages.ts';

export type NotificationServiceDeps = {
  database: Database;
  hub: NotificationHub;
  delivery: Delivery;
  recipients: Recipients;
  timeZoneOf: (tenantId: string) => Promise<string>;
  /** the reservation and payment the manual creators are about (their modules) */
  reservation: (
    tx: Tx,
    id: string,
  ) => Promise<
    | {
        reservationNumber: string;
        customerId: string;
        pickupBranchId: string;
        returnBranchId: string;
      }
    | undefined
  >;
  payment: (
    tx: Tx,
    id: string,
  ) => Promise<
    | {
        paymentNumber: string;
        customerId: string;
        amount: number;
        /** what went back so far, in minor units */
        refundedAmount: number;
        currency: string;
      }
    | undefined
  >;
};

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function createNotificationService(deps: NotificationServiceDeps) {
  const { database, hub } = deps;
  const inTenant = <T>(c: TenantCaller, work: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, work);
  // Each caller reads in the language they use now, whatever it was when the row was written;
  // the zone is read before the transaction (PGlite runs one at a time).
  const readerOf = async (c: TenantCaller): Promise<Reader> => ({
    language: c.language,
    timeZone: await deps.timeZoneOf(c.tenantId),
  });

  const tellCount = (c: TenantCaller, count: number) =>
    hub.toUser(c.userId, 'notification:count', { count });

  async function change(c: TenantCaller, id: string, input: NotificationUpdateInput) {
    const reader = await readerOf(c);
    const result = await inTenant(c, async (tx) => {
      // an empty body changes nothing: the notification as it is
      const [row] =
        input.isRead === undefined && input.isArchived === undefined
          ? [await repo.findNotification(tx, c.userId, id)]
          : await repo.updateNotifications(tx, c.userId, [id], input, new Date());
      if (!row) throw apiError('NOT_FOUND', 'error.notificationNotFound');
      return {
        notification: toView(row, reader),
        unreadCount: await repo.unreadCount(tx, c.userId),
      };
    });
    if (input.isRead) hub.toUser(c.userId, 'notification:read', { notificationId: id });
    tellCount(c, result.unreadCount);
    return result;
  }

  async function markAllRead(c: TenantCaller) {
    const affected = await inTenant(
      c,
      async (tx) =>
        (await repo.updateNotifications(tx, c.userId, 'all', { isRead: true }, new Date())).length,
    );
    hub.toUser(c.userId, 'notification:all_read');
    tellCount(c, 0);
    return { affected, unreadCount: 0 };
  }

  return {
    async list(c: TenantCaller, query: NotificationListQuery): Promise<NotificationListView> {
      const reader = await readerOf(c);
      return inTenant(c, async (tx) => {
        const { rows, total } = await repo.listNotifications(tx, c.userId, query);
        return {
          notifications: rows.map((row) => toView(row, reader)),
          total,
          unreadCount: await repo.unreadCount(tx, c.userId),
          pagination: {
            limit: query.limit,
            offset: query.offset,
            hasMore: query.offset + rows.length < total,
          },
        };
      });
    },

    async stats(c: TenantCaller): Promise<NotificationStatsView> {
      return inTenant(c, async (tx) => {
        const byType = zeroes(notificationTypes);
        const byCategory = zeroes(notificationCategories);
        const byPriority = zeroes(notificationPriorities);
        let total = 0;
        let unread = 0;
        for (const r of await repo.countsBy(tx, c.userId, repo.columns.type)) {
          byType[r.key as keyof typeof byType] = r.n;
          total += r.n;
          unread += Number(r.unread);
        }
        for (const r of await repo.countsBy(tx, c.userId, repo.columns.category)) {
          byCategory[r.key as keyof typeof byCategory] = r.n;
        }
        for (const r of await repo.countsBy(tx, c.userId, repo.columns.priority)) {
          byPriority[r.key as keyof typeof byPriority] = r.n;
        }
        return { total, unread, byType, byCategory, byPriority };
      });
    },

    unreadCount: (c: TenantCaller) =>
      inTenant(c, async (tx) => ({ unreadCount: await repo.unreadCount(tx, c.userId) })),

    async get(c: TenantCaller, id: string) {
      const reader = await readerOf(c);
      return inTenant(c, async (tx) => {
        const row = await repo.findNotification(tx, c.userId, id);
        if (!row) throw apiError('NOT_FOUND', 'error.notificationNotFound');
        return {
          notification: toView(row, reader),
          unreadCount: await repo.unreadCount(tx, c.userId),
        };
      });
    },

    update: change,
    markRead: (c: TenantCaller, id: string) => change(c, id, { isRead: true }),
    archive: (c: TenantCaller, id: string) => change(c, id, { isArchived: true }),
    markAllRead,

    async remove(c: TenantCaller, id: string): Promise<void> {
      const count = await inTenant(c, async (tx) => {
        if ((await repo.deleteNotifications(tx, c.userId, [id])) === 0) {
          throw apiError('NOT_FOUND', 'error.notificationNotFound');
        }
        return repo.unreadCount(tx, c.userId);
      });
      tellCount(c, count);
    },

    /** Ids that are not the caller's are skipped (and not counted). */
    async bulk(c: TenantCaller, { action, ids }: NotificationBulkInput) {
      const result = await inTenant(c, async (tx) => {
        const now = new Date();
        const affected =
          action === 'delete'
            ? await repo.deleteNotifications(tx, c.userId, ids)
            : (
                await repo.updateNotifications(
                  tx,
                  c.userId,
                  ids,
                  action === 'archive' ? { isArchived: true } : { isRead: action === 'read' },
                  now,
                )
              ).length;
        return { affected, unreadCount: await repo.unreadCount(tx, c.userId) };
      });
      tellCount(c, result.unreadCount);
      return result;
    },

    async clear(c: TenantCaller) {
      const affected = await inTenant(c, (tx) => repo.deleteNotifications(tx, c.userId, 'all'));
      tellCount(c, 0);
      return { affected, unreadCount: 0 };
    },

    ...createCreators(deps, readerOf),

    async preferences(c: TenantCaller) {
      const [row] = await inTenant(c, (tx) => repo.readPreferences(tx, [c.userId]));
      return { preferences: preferencesOf(row?.preferences) };
    },

    async savePreferences(c: TenantCaller, preferences: NotificationPreferences) {
      await inTenant(c, (tx) => repo.writePreferences(tx, c.tenantId, c.userId, preferences));
      return { preferences };
    },

    async health() {
      let ok = true;
      try {
        await database.ping();
      } catch {
        ok = false;
      }
      return {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: ok ? ('ok' as const) : ('error' as const),
        realTime: hub.status(),
      };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
