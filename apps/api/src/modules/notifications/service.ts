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
  NotificationCreateInput,
  NotificationListQuery,
  NotificationListView,
  NotificationPreferences,
  NotificationStatsView,
  NotificationUpdateInput,
  PaymentNotificationEvent,
  ReservationNotificationEvent,
  SystemNotificationInput,
  SystemNotificationKind,
} from '@motorpool/domain/schemas/notification';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { dateTime } from '../../lib/pdf/format.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { type Delivery, type Draft, preferencesOf, toView } from './delivery.ts';
import type { NotificationHub } from './hub.ts';
import type { Recipients } from './recipients.ts';
import * as repo from './repository.ts';
import { renderTemplate } from './templates.ts';

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
  ) => Promise<{ reservationNumber: string; customerId: string } | undefined>;
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
  /** money as the templates print it */
  money: (minor: number, currency: string) => string;
};

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function createNotificationService(deps: NotificationServiceDeps) {
  const { database, hub, delivery, recipients } = deps;
  const inTenant = <T>(c: TenantCaller, work: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, work);

  const tellCount = (c: TenantCaller, count: number) =>
    hub.toUser(c.userId, 'notification:count', { count });

  async function change(c: TenantCaller, id: string, input: NotificationUpdateInput) {
    const result = await inTenant(c, async (tx) => {
      // an empty body changes nothing: the notification as it is
      const [row] =
        input.isRead === undefined && input.isArchived === undefined
          ? [await repo.findNotification(tx, c.userId, id)]
          : await repo.updateNotifications(tx, c.userId, [id], input, new Date());
      if (!row) throw apiError('NOT_FOUND', 'error.notificationNotFound');
      return { notification: toView(row), unreadCount: await repo.unreadCount(tx, c.userId) };
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

  /** Sends drafts for the creators; answers how many were written. */
  const send = async (c: TenantCaller, drafts: Draft[]) => ({
    created: (await delivery.deliver(c.tenantId, drafts)).length,
  });

  async function aboutCustomer(c: TenantCaller, customerId: string, permission: string) {
    return inTenant(c, async (tx) => {
      const customer = await recipients.customer(tx, customerId);
      const staff = await recipients.staffWith(tx, permission);
      const people =
        customer.account && !staff.some((p) => p.userId === customer.account?.userId)
          ? [...staff, customer.account]
          : staff;
      return { customer, people };
    });
  }

  return {
    async list(c: TenantCaller, query: NotificationListQuery): Promise<NotificationListView> {
      return inTenant(c, async (tx) => {
        const { rows, total } = await repo.listNotifications(tx, c.userId, query);
        return {
          notifications: rows.map(toView),
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

    get: (c: TenantCaller, id: string) =>
      inTenant(c, async (tx) => {
        const row = await repo.findNotification(tx, c.userId, id);
        if (!row) throw apiError('NOT_FOUND', 'error.notificationNotFound');
        return { notification: toView(row), unreadCount: await repo.unreadCount(tx, c.userId) };
      }),

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

    /** One notification as written, to the caller or to one active user of the company. */
    async create(c: TenantCaller, input: NotificationCreateInput) {
      const person = await inTenant(c, (tx) => recipients.user(tx, input.userId ?? c.userId));
      if (!person) {
        throw fieldError('body.userId', 'notification.recipientUnknown');
      }
      const { link, userId: _userId, ...text } = input;
      const [row] = await delivery.deliver(c.tenantId, [
        { person, content: { text }, link: link ?? null },
      ]);
      // a category the recipient switched off writes nothing: answer what it would have said
      const notification = row
        ? toView(row)
        : {
            id: '',
            ...text,
            link: link ?? null,
            isRead: false,
            isArchived: false,
            createdAt: new Date().toISOString(),
            readAt: null,
          };
      const unreadCount = await inTenant(c, (tx) => repo.unreadCount(tx, c.userId));
      return { notification, unreadCount };
    },

    async system(c: TenantCaller, kind: SystemNotificationKind, input: SystemNotificationInput) {
      const zone = await deps.timeZoneOf(c.tenantId);
      const people = await inTenant(c, (tx) => recipients.everyone(tx, input.audience === 'all'));
      return send(
        c,
        people.map((person) => {
          const base = renderTemplate(`system.${kind}`, person.language, {
            version: input.version,
            date: input.date ? dateTime(input.date, person.language, zone) : undefined,
          });
          return {
            person,
            content: {
              text: {
                ...base,
                title: input.title ?? base.title,
                message: input.message ?? base.message,
                priority: input.priority ?? base.priority,
              },
            },
            link: input.link ?? null,
          };
        }),
      );
    },

    async reservation(c: TenantCaller, reservationId: string, event: ReservationNotificationEvent) {
      const found = await inTenant(c, (tx) => deps.reservation(tx, reservationId));
      if (!found) throw apiError('NOT_FOUND', 'error.reservationNotFound');
      const { customer, people } = await aboutCustomer(c, found.customerId, 'reservations:read');
      return send(
        c,
        people.map((person) => ({
          person,
          content: {
            template: `reservation.${event}`,
            facts: { number: found.reservationNumber, customer: customer.name },
          },
          link:
            person.userId === customer.account?.userId
              ? `/reservations/${reservationId}`
              : `/admin/management/reservations/view/${reservationId}`,
        })),
      );
    },

    async payment(c: TenantCaller, paymentId: string, event: PaymentNotificationEvent) {
      const found = await inTenant(c, (tx) => deps.payment(tx, paymentId));
      if (!found) throw apiError('NOT_FOUND', 'error.paymentNotFound');
      const { customer, people } = await aboutCustomer(c, found.customerId, 'payments:read');
      return send(
        c,
        people.map((person) => ({
          person,
          content: {
            template: `payment.${event}`,
            facts: {
              number: found.paymentNumber,
              customer: customer.name,
              // a refund tells what went back, as the refund's own event does
              amount: deps.money(
                event === 'refunded' && found.refundedAmount > 0
                  ? found.refundedAmount
                  : found.amount,
                found.currency,
              ),
            },
          },
          // the customer area has no payment page: the customer's copy links nowhere
          link:
            person.userId === customer.account?.userId
              ? null
              : `/admin/finance/payments/view/${paymentId}`,
        })),
      );
    },

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
