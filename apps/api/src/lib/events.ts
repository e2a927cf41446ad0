import {
  type DomainEvent,
  type DomainEventName,
  domainEventVersions,
  type NewDomainEvent,
} from '@motorpool/domain/events';
import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../db/engine.ts';
import { enqueue, enqueueOnce, type OutboxHandler, type OutboxPayloads } from './outbox.ts';

/** One delivery of one event to one subscriber. */
export type EventDelivery = {
  /** 1 on the first try; a repeat of a delivery that had already succeeded is possible too */
  attempt: number;
};

export type EventSubscriber<N extends DomainEventName = DomainEventName> = (
  event: DomainEvent<N>,
  delivery: EventDelivery,
) => Promise<void>;

export type EventPublisher = {
  /**
   * Publishes inside the caller's business transaction: the event is written to the outbox and
   * reaches subscribers only once that transaction commits (a rollback publishes nothing).
   */
  publish<N extends DomainEventName>(tx: Tx, event: NewDomainEvent<N>): Promise<DomainEvent<N>>;
};

/**
 * The key of one (event, subscriber) delivery: the same on every fan-out of the event, so a
 * repeated fan-out adds nothing. Subscribers derive their own once-only keys the same way.
 */
export const deliveryKey = (eventId: string, name: string): string =>
  uuidv5(`${eventId}:${name}`, eventId);

// Publication writes one `event` row; performing it (after commit) writes one `event_delivery`
// row per subscriber of that event, each performed, retried with backoff and given up on its
// own: a subscriber that fails is tried again without running the others again.
export function createEventBus(database: Database) {
  const subscribers = new Map<DomainEventName, Map<string, EventSubscriber>>();

  const publish: EventPublisher['publish'] = async (tx, event) => {
    const published = {
      ...event,
      id: uuidv7(),
      version: domainEventVersions[event.name],
      occurredAt: new Date().toISOString(),
    } as DomainEvent<typeof event.name>;
    await enqueue(tx, event.tenantId, 'event', published as DomainEvent);
    return published;
  };

  const fanOut: OutboxHandler<OutboxPayloads['event']> = async (event, row) => {
    const names = [...(subscribers.get(event.name)?.keys() ?? [])];
    if (names.length === 0) return;
    await database.withTenant(row.tenantId, async (tx) => {
      for (const subscriber of names) {
        await enqueueOnce(tx, row.tenantId, deliveryKey(event.id, subscriber), 'event_delivery', {
          subscriber,
          event,
        });
      }
    });
  };

  const deliver: OutboxHandler<OutboxPayloads['event_delivery']> = async (
    { subscriber, event },
    row,
  ) => {
    const handler = subscribers.get(event.name)?.get(subscriber);
    if (!handler) throw new Error(`no subscriber ${subscriber} of ${event.name}`);
    await handler(event, { attempt: row.attempts });
  };

  return {
    publish,

    /** Registers a subscriber by a name unique per event (its deliveries are tracked by it). */
    subscribe<N extends DomainEventName>(
      name: N,
      subscriber: string,
      handler: EventSubscriber<N>,
    ): void {
      const byName = subscribers.get(name) ?? new Map<string, EventSubscriber>();
      if (byName.has(subscriber)) throw new Error(`${subscriber} already subscribes to ${name}`);
      byName.set(subscriber, handler as EventSubscriber);
      subscribers.set(name, byName);
    },

    /** The outbox performers of the two event kinds (handed to the outbox plugin). */
    outboxHandlers: {
      event: fanOut as OutboxHandler,
      event_delivery: deliver as OutboxHandler,
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
