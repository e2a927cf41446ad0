import type { NewDomainEvent } from '@motorpool/domain/events';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type { Database } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { recordAudit } from '../audit/ports.ts';
import type { Holds } from '../holds/ports.ts';
import type { BookingSettings, ReservationPayments } from './ports.ts';
import { lapsedUnpaid, overduePickups } from './due-repository.ts';
import { updateReservation } from './repository.ts';
import { reservationEvent } from './events.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'reservations.no-show': Record<string, never>;
    'reservations.unpaid-holds': Record<string, never>;
  }
}

const minuteMs = 60_000;
// Each company's overdue pickups are handled in batches of this many per transaction.
const batchSize = 200;

export type ReservationJobDeps = {
  database: Database;
  /** every company's id (the tenants module) */
  tenantIds: () => Promise<string[]>;
  settingsOf: (tenantId: string) => Promise<Pick<BookingSettings, 'noShowGraceMinutes'>>;
  holds: Pick<Holds, 'release'>;
  events: EventPublisher;
  /** what was paid towards each reservation, as subqueries (the payments module) */
  payments: ReservationPayments;
};

// Once pickup time plus the company's no-show grace has passed without checkout, a
// confirmed reservation is a no-show and a pending one (never confirmed) is cancelled; both
// give the vehicle's time back. Runs per company under row level security; the moves are
// idempotent (only pending and confirmed rows are picked), so a retry finishes the work.
export function reservationJobs({
  database,
  tenantIds,
  settingsOf,
  holds,
  events,
  payments,
}: ReservationJobDeps) {
  return [
    // With the company's payNow rule a customer-area booking holds its car only until its
    // pay-by time: unpaid then (an abandoned checkout, a declined card), it is cancelled and the
    // car is bookable again at once. Paid in part or in full, it stays.
    defineJob({
      name: 'reservations.unpaid-holds',
      description: 'Cancels customer bookings left unpaid past their pay-by time, freeing the car',
      schedule: { everyMs: minuteMs },
      async handler({ now, signal, log }) {
        let lapsed = 0;
        const failures: string[] = [];
        for (const tenantId of await tenantIds()) {
          signal.throwIfAborted();
          try {
            for (let done = false; !done;) {
              done = await database.withTenant(tenantId, async (tx) => {
                const due = await lapsedUnpaid(tx, now(), batchSize, payments);
                const scope = { tenantId, actor: { type: 'system' as const } };
                for (const row of due) {
                  const after = await updateReservation(tx, row.id, {
                    status: 'cancelled',
                    cancelledAt: now(),
                    cancellationReason: formatMessage('reservation.notPaidInTime', 'en'),
                  });
                  await holds.release(tx, { kind: 'reservation', sourceId: row.id });
                  await recordAudit(tx, scope, {
                    action: 'cancel',
                    entityType: 'reservation',
                    entityId: row.id,
                    before: { status: row.status },
                    after: { status: after.status, reason: after.cancellationReason },
                  });
                  const event = reservationEvent(null, 'reservation.cancelled', after);
                  await events.publish(tx, event as NewDomainEvent);
                  lapsed += 1;
                }
                return due.length < batchSize;
              });
            }
          } catch (err) {
            log.warn({ tenantId, err }, 'unpaid-holds pass failed for a company');
            failures.push(tenantId);
          }
        }
        if (failures.length > 0) {
          throw new Error(
            `unpaid-holds pass failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return { lapsed };
      },
    }),
    defineJob({
      name: 'reservations.no-show',
      description:
        'Marks confirmed reservations past pickup and grace as no-shows, and cancels pending ones',
      schedule: { everyMs: 5 * minuteMs },
      async handler({ now, signal, log }) {
        const moved = { noShow: 0, cancelled: 0 };
        const failures: string[] = [];
        for (const tenantId of await tenantIds()) {
          signal.throwIfAborted();
          try {
            const { noShowGraceMinutes } = await settingsOf(tenantId);
            const before = new Date(now().getTime() - noShowGraceMinutes * minuteMs);
            for (let done = false; !done;) {
              done = await database.withTenant(tenantId, async (tx) => {
                const due = await overduePickups(tx, before, batchSize);
                const scope = { tenantId, actor: { type: 'system' as const } };
                for (const row of due) {
                  const confirmed = row.status === 'confirmed';
                  const at = now();
                  const after = await updateReservation(
                    tx,
                    row.id,
                    confirmed
                      ? { status: 'no_show' }
                      : {
                          status: 'cancelled',
                          cancelledAt: at,
                          cancellationReason: formatMessage(
                            'reservation.notConfirmedBeforePickup',
                            'en',
                          ),
                        },
                  );
                  await holds.release(tx, { kind: 'reservation', sourceId: row.id });
                  await recordAudit(tx, scope, {
                    action: confirmed ? 'no_show' : 'cancel',
                    entityType: 'reservation',
                    entityId: row.id,
                    before: { status: row.status },
                    after: confirmed
                      ? { status: after.status }
                      : { status: after.status, reason: after.cancellationReason },
                  });
                  const name = confirmed ? 'reservation.noShow' : 'reservation.cancelled';
                  await events.publish(tx, reservationEvent(null, name, after) as NewDomainEvent);
                  moved[confirmed ? 'noShow' : 'cancelled'] += 1;
                }
                return due.length < batchSize;
              });
            }
          } catch (err) {
            log.warn({ tenantId, err }, 'no-show pass failed for a company');
            failures.push(tenantId);
          }
        }
        if (failures.length > 0) {
          throw new Error(
            `no-show pass failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return moved;
      },
    }),
  ];
}
