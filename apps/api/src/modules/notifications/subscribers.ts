// Domain events -> notifications. Staff holding the event's read permission hear
// of it, except the one who did it; the customer concerned hears of their own booking, rental
// and payment through their account. Each recipient's row is keyed by the event, so a repeated
// delivery adds nothing.
import type { DomainEvent, DomainEventName } from '@motorpool/domain/events';
import type {
  NotificationMessage,
  NotificationMessageParams,
} from '@motorpool/domain/notification-messages';
import type { Database, Tx } from '../../db/engine.ts';
import { deliveryKey, type EventBus } from '../../lib/events.ts';
import type { Delivery, Draft } from './delivery.ts';
import type { Person, Recipients } from './recipients.ts';
import { recentSignIn } from './repository.ts';

export const notificationSubscriber = 'notifications';

const named = (customer: string | undefined) => (customer ? { customer } : {});

type Audience = {
  staff: Person[];
  /** the customer concerned, or the account's owner for the `user.*` events */
  customer?: Person | undefined;
  staffMessage?: NotificationMessage;
  customerMessage?: NotificationMessage;
  staffLink: string;
  customerLink?: string;
  /** false when the customer already has a mail of their own for it */
  mailCustomer?: boolean;
};

export type SubscriberDeps = {
  database: Database;
  recipients: Recipients;
  delivery: Delivery;
  /** the branches a reservation is picked up and returned at (reservations module) */
  reservationBranches: (tx: Tx, id: string) => Promise<string[]>;
  /** the company's currency (a work order's cost is in it) */
  currencyOf: (tenantId: string) => Promise<string>;
};

// The events that notify, each with its audience.
const handled = [
  'reservation.created',
  'reservation.confirmed',
  'reservation.cancelled',
  'reservation.noShow',
  'rental.checkedOut',
  'rental.returned',
  'rental.overdue',
  'payment.completed',
  'payment.failed',
  'payment.refunded',
  'maintenance.serviceDue',
  'maintenance.serviceOverdue',
  'maintenance.completed',
  'vehicle.status.changed',
  'user.password.changed',
  'user.signedIn',
  'tenant.impersonation.started',
] as const satisfies readonly (DomainEventName & keyof NotificationMessageParams)[];
type Handled = (typeof handled)[number];

// A device that signed in within this time is not new: its next sign-in tells nobody.
const knownDeviceMs = 30 * 86_400_000;

export function subscribeNotifications(
  events: Pick<EventBus, 'subscribe'>,
  { database, recipients, delivery, currencyOf, reservationBranches }: SubscriberDeps,
) {
  /** Staff who may read it (at one of these branches, when given), but not whoever did it. */
  const staffExceptActor = async (
    tx: Tx,
    event: DomainEvent,
    permission: string,
    branches?: string[],
  ) => {
    const actor = event.actor.type === 'user' ? event.actor.id : null;
    return (await recipients.staffWith(tx, permission, branches)).filter((p) => p.userId !== actor);
  };

  async function audienceOf(
    tx: Tx,
    event: DomainEvent<Handled>,
    currency: string,
  ): Promise<Audience | null> {
    switch (event.name) {
      case 'reservation.created':
      case 'reservation.confirmed':
      case 'reservation.cancelled':
      case 'reservation.noShow': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const reason = 'reason' in p ? { reason: p.reason } : {};
        const number = p.reservationNumber;
        const bookedBy = event.actor.type === 'user' ? event.actor.id : null;
        return {
          staff: await staffExceptActor(
            tx,
            event,
            'reservations:read',
            await reservationBranches(tx, p.reservationId),
          ),
          customer: customer.account,
          staffMessage: {
            key: event.name,
            params: { number, ...named(customer.name), ...reason },
          },
          customerMessage: { key: `customer.${event.name}`, params: { number, ...reason } },
          staffLink: `/admin/management/reservations/view/${p.reservationId}`,
          customerLink: `/reservations/${p.reservationId}`,
          // a customer who booked it themselves has their booking confirmation by mail
          mailCustomer: !(
            event.name === 'reservation.created' && bookedBy === customer.account?.userId
          ),
        };
      }
      case 'rental.checkedOut':
      case 'rental.returned':
      case 'rental.overdue': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const vehicle = await recipients.vehicleName(tx, p.vehicleId);
        const facts = {
          number: p.rentalNumber,
          ...(vehicle ? { vehicle } : {}),
          ...('returnDate' in p ? { date: p.returnDate } : {}),
        };
        return {
          staff: await staffExceptActor(tx, event, 'rentals:read'),
          customer: customer.account,
          staffMessage: { key: event.name, params: { ...facts, ...named(customer.name) } },
          customerMessage: { key: `customer.${event.name}`, params: facts },
          staffLink: `/admin/management/rentals/view/${p.rentalId}`,
          customerLink: `/rentals/${p.rentalId}`,
        };
      }
      case 'payment.completed':
      case 'payment.failed':
      case 'payment.refunded': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const facts = {
          number: p.paymentNumber,
          amount: { minor: 'refundAmount' in p ? p.refundAmount : p.amount, currency: p.currency },
          ...('reason' in p ? { failure: p.reason } : {}),
        };
        return {
          staff: await staffExceptActor(
            tx,
            event,
            'payments:read',
            p.reservationId ? await reservationBranches(tx, p.reservationId) : undefined,
          ),
          customer: customer.account,
          staffMessage: { key: event.name, params: { ...facts, ...named(customer.name) } },
          customerMessage: { key: `customer.${event.name}`, params: facts },
          staffLink: `/admin/finance/payments/view/${p.paymentId}`,
        };
      }
      case 'maintenance.serviceDue':
      case 'maintenance.serviceOverdue':
      case 'maintenance.completed': {
        const p = event.payload;
        const vehicle = await recipients.vehicleName(tx, p.vehicleId);
        const staff = await staffExceptActor(tx, event, 'maintenance:read');
        const staffLink = `/admin/management/maintenances/view/${p.workOrderId}`;
        const shown = vehicle ? { vehicle } : {};
        if (event.name === 'maintenance.completed') {
          const { workOrderNumber: number, actualCost } = event.payload;
          const amount = { minor: actualCost, currency };
          return {
            staff,
            staffLink,
            staffMessage: { key: event.name, params: { ...shown, number, amount } },
          };
        }
        const { nextDueDate, nextDueMileage } = event.payload;
        const params = {
          ...shown,
          ...(nextDueDate ? { date: nextDueDate } : {}),
          ...(nextDueMileage === null ? {} : { distance: nextDueMileage }),
        };
        return { staff, staffLink, staffMessage: { key: event.name, params } };
      }
      case 'vehicle.status.changed': {
        const { from, to } = event.payload;
        const vehicle = await recipients.vehicleName(tx, event.subject.id);
        return {
          staff: await staffExceptActor(tx, event, 'vehicles:read'),
          staffMessage: {
            key: event.name,
            params: { from, to, ...(vehicle ? { vehicle } : {}) },
          },
          staffLink: `/admin/management/vehicles/view/${event.subject.id}`,
        };
      }
      case 'tenant.impersonation.started': {
        const p = event.payload;
        return {
          staff: await recipients.staffWith(tx, 'settings:update'),
          staffMessage: {
            key: event.name,
            params: {
              reason: p.reason,
              date: p.expiresAt,
              ...(p.platformUserEmail ? { visitor: p.platformUserEmail } : {}),
            },
          },
          staffLink: '/admin/support/settings',
        };
      }
      case 'user.password.changed':
      case 'user.signedIn': {
        const owner = await recipients.byEmail(tx, event.payload.recipient.email);
        if (!owner) return null;
        const told = (message: NotificationMessage): Audience => ({
          staff: [],
          customer: owner,
          customerMessage: message,
          staffLink: '',
        });
        if (event.name === 'user.password.changed') {
          return told({ key: event.name, params: { date: event.occurredAt } });
        }
        const device = 'device' in event.payload ? (event.payload.device ?? '') : '';
        // a device or browser seen lately is not news; a new one may be a stranger
        const since = new Date(new Date(event.occurredAt).getTime() - knownDeviceMs);
        if (await recentSignIn(tx, owner.userId, device, since)) return null;
        return told({
          key: event.name,
          params: { date: event.occurredAt, ...(device ? { device } : {}) },
        });
      }
    }
  }

  async function notify(event: DomainEvent<Handled>): Promise<void> {
    // read before the transaction: PGlite runs one at a time
    const currency = event.name === 'maintenance.completed' ? await currencyOf(event.tenantId) : '';
    const audience = await database.withTenant(event.tenantId, (tx) =>
      audienceOf(tx, event, currency),
    );
    if (!audience) return;
    const draft = (
      person: Person,
      message: NotificationMessage,
      link: string | undefined,
      mail = true,
    ): Draft => ({
      person,
      message,
      link: link || null,
      sourceKey: deliveryKey(event.id, `${notificationSubscriber}/${person.userId}`),
      mail,
    });
    const { customer, staffMessage, customerMessage } = audience;
    // the customer reads their own wording, even when they also work in the back office
    const drafts = staffMessage
      ? audience.staff
          .filter((person) => person.userId !== customer?.userId)
          .map((person) => draft(person, staffMessage, audience.staffLink))
      : [];
    if (customer && customerMessage) {
      drafts.push(
        draft(customer, customerMessage, audience.customerLink, audience.mailCustomer !== false),
      );
    }
    await delivery.deliver(event.tenantId, drafts);
  }

  for (const name of handled) {
    events.subscribe(name, notificationSubscriber, notify as (e: DomainEvent) => Promise<void>);
  }
}
