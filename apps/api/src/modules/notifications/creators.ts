// The creators: a notification written by a person (to one user, or a system notice to
// everyone) and a reservation's or payment's event sent on request, each reader getting the
// wording meant for them (the customer's own, or the staff's).
import type {
  NotificationCreateInput,
  PaymentNotificationEvent,
  ReservationNotificationEvent,
  SystemNotificationInput,
  SystemNotificationKind,
} from '@motorpool/domain/schemas/notification';
import type { Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { type Draft, toView } from './delivery.ts';
import type { Reader } from './messages.ts';
import * as repo from './repository.ts';
import type { NotificationServiceDeps } from './service.ts';

export function createCreators(
  deps: NotificationServiceDeps,
  readerOf: (c: TenantCaller) => Promise<Reader>,
) {
  const { database, delivery, recipients } = deps;
  const inTenant = <T>(c: TenantCaller, work: (tx: Tx) => Promise<T>) =>
    database.withTenant(c.tenantId, work);

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
    /** One notification as written, to the caller or to one active user of the company. */
    async create(c: TenantCaller, input: NotificationCreateInput) {
      const person = await inTenant(c, (tx) => recipients.user(tx, input.userId ?? c.userId));
      if (!person) {
        throw fieldError('body.userId', 'notification.recipientUnknown');
      }
      const { link, userId: _userId, title, message, ...classed } = input;
      const [row] = await delivery.deliver(c.tenantId, [
        {
          person,
          message: { key: 'custom', params: { title, message } },
          classed,
          link: link ?? null,
        },
      ]);
      // a category the recipient switched off writes nothing: answer what it would have said
      const notification = row
        ? toView(row, await readerOf(c))
        : {
            id: '',
            title,
            message,
            ...classed,
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
      const people = await inTenant(c, (tx) => recipients.everyone(tx, input.audience === 'all'));
      // the creator's own title and message are shown as written; the rest in each reader's words
      const params = {
        ...(input.version ? { version: input.version } : {}),
        ...(input.date ? { date: input.date } : {}),
        ...(input.title ? { title: input.title } : {}),
        ...(input.message ? { message: input.message } : {}),
      };
      return send(
        c,
        people.map((person) => ({
          person,
          message: { key: `system.${kind}`, params },
          ...(input.priority ? { classed: { priority: input.priority } } : {}),
          link: input.link ?? null,
        })),
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
          message:
            person.userId === customer.account?.userId
              ? {
                  key: `customer.reservation.${event}` as const,
                  params: { number: found.reservationNumber },
                }
              : {
                  key: `reservation.${event}` as const,
                  params: { number: found.reservationNumber, customer: customer.name },
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
        people.map((person) => {
          // a refund tells what went back, as the refund's own event does
          const amount = {
            minor:
              event === 'refunded' && found.refundedAmount > 0
                ? found.refundedAmount
                : found.amount,
            currency: found.currency,
          };
          const number = found.paymentNumber;
          const own = person.userId === customer.account?.userId;
          return {
            person,
            message: own
              ? { key: `customer.payment.${event}` as const, params: { number, amount } }
              : {
                  key: `payment.${event}` as const,
                  params: { number, amount, customer: customer.name },
                },
            // the customer area has no payment page: the customer's copy links nowhere
            link: own ? null : `/admin/finance/payments/view/${paymentId}`,
          };
        }),
      );
    },
  };
}
