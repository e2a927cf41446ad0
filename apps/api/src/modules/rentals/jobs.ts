import type { Database } from '../../db/engine.ts';
import type { EventPublisher } from '../../lib/events.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { unannouncedOverdue } from './change-repository.ts';
import { rentalRows } from './repository.ts';
import { rentalEvent } from './views.ts';
import type { RentalSettings } from './ports.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'rentals.overdue': Record<string, never>;
  }
}

const minuteMs = 60_000;
// Each company's overdue rentals are announced in batches of this many per transaction.
const batchSize = 200;

export type RentalJobDeps = {
  database: Database;
  /** every company's id (the tenants module) */
  tenantIds: () => Promise<string[]>;
  settingsOf: (tenantId: string) => Promise<Pick<RentalSettings, 'lateReturnGraceMinutes'>>;
  events: EventPublisher;
};

// An active rental past its return date and the company's grace is overdue. Overdue
// is derived on read; this job only announces it (rental.overdue), once per return date: the
// stamp it leaves is cleared when an extension moves the date.
export function rentalJobs({ database, tenantIds, settingsOf, events }: RentalJobDeps) {
  return [
    defineJob({
      name: 'rentals.overdue',
      description: 'Announces active rentals past their return date and grace, once each',
      schedule: { everyMs: 5 * minuteMs },
      async handler({ now, signal, log }) {
        let announced = 0;
        const failures: string[] = [];
        for (const tenantId of await tenantIds()) {
          signal.throwIfAborted();
          try {
            const { lateReturnGraceMinutes } = await settingsOf(tenantId);
            const before = new Date(now().getTime() - lateReturnGraceMinutes * minuteMs);
            for (let done = false; !done;) {
              done = await database.withTenant(tenantId, async (tx) => {
                const due = await unannouncedOverdue(tx, before, batchSize);
                for (const row of due) {
                  await rentalRows.update(tx, row.id, { overdueNotifiedAt: now() });
                  await events.publish(
                    tx,
                    rentalEvent(null, 'rental.overdue', row, {
                      returnDate: row.returnDate.toISOString(),
                    }),
                  );
                  announced += 1;
                }
                return due.length < batchSize;
              });
            }
          } catch (err) {
            log.warn({ tenantId, err }, 'overdue pass failed for a company');
            failures.push(tenantId);
          }
        }
        if (failures.length > 0) {
          throw new Error(
            `overdue pass failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return { announced };
      },
    }),
  ];
}
