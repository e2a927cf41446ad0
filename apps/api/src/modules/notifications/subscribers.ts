// Domain events -> notifications. Staff holding the event's read permission hear
// of it, except the one who did it; the customer concerned hears of their own booking, rental
// and payment through their account. Each recipient's row is keyed by the event, so a repeated
// delivery adds nothing.
import type { DomainEvent, DomainEventName } from '@motorpool/domain/events';
import type { Language } from '@motorpool/domain/locale-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { deliveryKey, type EventBus } from '../../lib/events.ts';
import { dateTime, kilometres, money } from '../../lib/pdf/format.ts';
import type { Delivery, Draft } from './delivery.ts';
import type { Person, Recipients } from './recipients.ts';
import { type NotificationFacts, type TemplateKey, vehicleStatusName } from './templates.ts';

export const notificationSubscriber = 'notifications';

type Audience = {
  staff: Person[];
  customer?: Person | undefined;
  facts: (language: Language) => NotificationFacts;
  staffLink: string;
  customerLink?: string;
};

export type SubscriberDeps = {
  database: Database;
  recipients: Recipients;
  delivery: Delivery;
  timeZoneOf: (tenantId: string) => Promise<string>;
  /** the company's currency (a work order's cost is in it) */
  currencyOf: (tenantId: string) => Promise<string>;
};

/** When a service falls due: its date, its distance, or both. */
function dueMark(payload: object, language: Language, zone: string): string | undefined {
  if (!('nextDueDate' in payload)) return undefined;
  const p = payload as { nextDueDate: string | null; nextDueMileage: number | null };
  const km = p.nextDueMileage === null ? undefined : kilometres(p.nextDueMileage);
  const date = p.nextDueDate ? dateTime(p.nextDueDate, language, zone) : undefined;
  return [date, km].filter(Boolean).join(language === 'ar' ? ' أو ' : ' or ') || undefined;
}

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
] as const satisfies readonly (DomainEventName & TemplateKey)[];
type Handled = (typeof handled)[number];

export function subscribeNotifications(
  events: Pick<EventBus, 'subscribe'>,
  { database, recipients, delivery, timeZoneOf, currencyOf }: SubscriberDeps,
) {
  const staffExceptActor = async (tx: Tx, event: DomainEvent, permission: string) => {
    const actor = event.actor.type === 'user' ? event.actor.id : null;
    return (await recipients.staffWith(tx, permission)).filter((p) => p.userId !== actor);
  };

  async function audienceOf(
    tx: Tx,
    event: DomainEvent<Handled>,
    zone: string,
    currency: string,
  ): Promise<Audience | null> {
    switch (event.name) {
      case 'reservation.created':
      case 'reservation.confirmed':
      case 'reservation.cancelled':
      case 'reservation.noShow': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const reason = 'reason' in p ? p.reason : undefined;
        return {
          staff: await staffExceptActor(tx, event, 'reservations:read'),
          customer: customer.account,
          facts: () => ({ number: p.reservationNumber, customer: customer.name, reason }),
          staffLink: `/admin/management/reservations/view/${p.reservationId}`,
          customerLink: `/reservations/${p.reservationId}`,
        };
      }
      case 'rental.checkedOut':
      case 'rental.returned':
      case 'rental.overdue': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const vehicle = await recipients.vehicleName(tx, p.vehicleId);
        const due = 'returnDate' in p ? p.returnDate : undefined;
        return {
          staff: await staffExceptActor(tx, event, 'rentals:read'),
          customer: customer.account,
          facts: (language) => ({
            number: p.rentalNumber,
            customer: customer.name,
            vehicle,
            date: due ? dateTime(due, language, zone) : undefined,
          }),
          staffLink: `/admin/management/rentals/view/${p.rentalId}`,
          customerLink: `/rentals/${p.rentalId}`,
        };
      }
      case 'payment.completed':
      case 'payment.failed':
      case 'payment.refunded': {
        const p = event.payload;
        const customer = await recipients.customer(tx, p.customerId);
        const shown = 'refundAmount' in p ? p.refundAmount : p.amount;
        return {
          staff: await staffExceptActor(tx, event, 'payments:read'),
          customer: customer.account,
          facts: () => ({
            number: p.paymentNumber,
            customer: customer.name,
            amount: money(shown, p.currency),
            reason: 'reason' in p ? p.reason : undefined,
          }),
          staffLink: `/admin/finance/payments/view/${p.paymentId}`,
        };
      }
      case 'maintenance.serviceDue':
      case 'maintenance.serviceOverdue':
      case 'maintenance.completed': {
        const p = event.payload;
        const vehicle = await recipients.vehicleName(tx, p.vehicleId);
        return {
          staff: await staffExceptActor(tx, event, 'maintenance:read'),
          facts: (language) => ({
            vehicle,
            number: 'workOrderNumber' in p ? p.workOrderNumber : undefined,
            amount: 'actualCost' in p ? money(p.actualCost, currency) : undefined,
            date: dueMark(p, language, zone),
          }),
          staffLink: `/admin/management/maintenances/view/${p.workOrderId}`,
        };
      }
      case 'vehicle.status.changed': {
        const p = event.payload;
        const vehicle = await recipients.vehicleName(tx, event.subject.id);
        return {
          staff: await staffExceptActor(tx, event, 'vehicles:read'),
          facts: (language) => ({
            vehicle,
            from: vehicleStatusName[language][p.from],
            to: vehicleStatusName[language][p.to],
          }),
          staffLink: `/admin/management/vehicles/view/${event.subject.id}`,
        };
      }
      case 'tenant.impersonation.started': {
        const p = event.payload;
        return {
          staff: await recipients.staffWith(tx, 'settings:update'),
          facts: (language) => ({
            visitor: p.platformUserEmail ?? undefined,
            reason: p.reason,
            date: dateTime(p.expiresAt, language, zone),
          }),
          staffLink: '/admin/support/settings',
        };
      }
      case 'user.password.changed':
      case 'user.signedIn': {
        const owner = await recipients.byEmail(tx, event.payload.recipient.email);
        if (!owner) return null;
        const device = 'device' in event.payload ? event.payload.device : null;
        return {
          staff: [],
          customer: owner,
          facts: (language) => ({
            date: dateTime(event.occurredAt, language, zone),
            device: device ?? '',
          }),
          staffLink: '',
        };
      }
    }
  }

  async function notify(event: DomainEvent<Handled>): Promise<void> {
    // read before the transaction: PGlite runs one at a time
    const zone = await timeZoneOf(event.tenantId);
    const currency = event.name === 'maintenance.completed' ? await currencyOf(event.tenantId) : '';
    const audience = await database.withTenant(event.tenantId, (tx) =>
      audienceOf(tx, event, zone, currency),
    );
    if (!audience) return;
    const draft = (person: Person, link: string | undefined): Draft => ({
      person,
      content: { template: event.name, facts: audience.facts(person.language) },
      link: link || null,
      sourceKey: deliveryKey(event.id, `${notificationSubscriber}/${person.userId}`),
    });
    const drafts = audience.staff.map((person) => draft(person, audience.staffLink));
    const { customer } = audience;
    if (customer && !drafts.some((d) => d.person.userId === customer.userId)) {
      drafts.push(draft(customer, audience.customerLink));
    }
    await delivery.deliver(event.tenantId, drafts);
  }

  for (const name of handled) {
    events.subscribe(name, notificationSubscriber, notify as (e: DomainEvent) => Promise<void>);
  }
}
