// The maintenance module's scheduled work (the job runner runs it; tests call its handler).
import type { Tx } from '../../db/engine.ts';
import type { Database } from '../../db/engine.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { defineJob, type JobLogger } from '../../lib/jobs/registry.ts';
import type { DamageReports, MaintenanceDeps } from './ports.ts';
import { handledDamageReports, slippedOrders, startsDue, updateWorkOrder } from './repository.ts';
import { listSchedules } from './schedule-repository.ts';
import type { ScheduleService, Standing } from './schedule-service.ts';
import type { MaintenanceService } from './service.ts';
import { recordAudit } from '../audit/ports.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'maintenance.services': Record<string, never>;
  }
}

const hourMs = 3_600_000;
const batchSize = 200;

export type MaintenanceJobDeps = {
  database: Database;
  tenantIds: () => Promise<string[]>;
  deps: MaintenanceDeps;
  orders: Pick<MaintenanceService, 'open'>;
  schedules: Pick<ScheduleService, 'standings'>;
  damage: DamageReports;
};

const systemScope = (tenantId: string) => ({ tenantId, actor: { type: 'system' as const } });

// When the job books a due service: on its due day at 08:00 UTC, or the next full hour when
// that has passed.
function bookingTime(standing: Standing, now: Date): Date {
  const nextHour = new Date(Math.ceil((now.getTime() + 1) / hourMs) * hourMs);
  if (!standing.nextDueDate) return nextHour;
  const dueDay = new Date(`${standing.nextDueDate}T08:00:00Z`);
  return dueDay > nextHour ? dueDay : nextHour;
}

// Damage found at check-in waits, pending, for staff to review: worse damage is more urgent.
const damageSeverity = { minor: 'minor', moderate: 'moderate', severe: 'major' } as const;
const damagePriority = { minor: 'low', moderate: 'medium', severe: 'high' } as const;

export function createMaintenancePass({
  database,
  deps,
  orders,
  schedules,
  damage,
}: MaintenanceJobDeps) {
  /** Each open check-in damage report becomes one pending work order. */
  async function takeInDamage(tx: Tx, tenantId: string): Promise<number> {
    const reports = await damage.unhandled(tx, handledDamageReports(), batchSize);
    for (const report of reports) {
      const issue = report.marks.join('; ') || report.notes || 'Damage found at check-in';
      await orders.open(
        tx,
        null,
        systemScope(tenantId),
        {
          vehicleId: report.vehicleId,
          source: 'damageReport',
          type: 'corrective',
          priority: damagePriority[report.severity],
          severity: damageSeverity[report.severity],
          description: issue,
          issue,
          rentalId: report.rentalId,
          damageReportId: report.id,
          createdBy: report.reportedBy,
          ...(report.notes ? { note: report.notes } : {}),
        },
        'en',
      );
    }
    return reports.length;
  }

  /** Scheduled orders past their due date become overdue. */
  async function markOverdue(tx: Tx, tenantId: string, now: Date): Promise<number> {
    const slipped = await slippedOrders(tx, now, batchSize);
    for (const row of slipped) {
      const after = await updateWorkOrder(tx, row.id, { status: 'overdue' });
      await recordAudit(tx, systemScope(tenantId), {
        action: 'mark_overdue',
        entityType: 'maintenance',
        entityId: row.id,
        before: { status: row.status },
        after: { status: after.status },
      });
    }
    return slipped.length;
  }

  /** At the scheduled start the vehicle goes to the workshop, unless it is out or rented. */
  async function startVehicles(tx: Tx, tenantId: string, now: Date): Promise<number> {
    let moved = 0;
    for (const row of await startsDue(tx, now, batchSize)) {
      const vehicle = await deps.desk.find(tx, row.vehicleId, true);
      if (vehicle?.status !== 'available') continue;
      await deps.desk.move(tx, systemScope(tenantId), row.vehicleId, 'maintenance', {
        reason: row.workOrderNumber,
      });
      moved += 1;
    }
    return moved;
  }

  /** Opens a work order for each service come due, announces it, and sets nextService. */
  async function bookServices(tx: Tx, tenantId: string, now: Date): Promise<number> {
    let booked = 0;
    const nextByVehicle = new Map<string, string>();
    for (let offset = 0; ; offset += 100) {
      const { rows } = await listSchedules(tx, { limit: 100, offset, activeOnly: true });
      for (const schedule of rows) {
        for (const standing of await schedules.standings(tx, schedule, now)) {
          const vehicleId = standing.vehicle.id;
          const next = standing.nextDueDate;
          const known = nextByVehicle.get(vehicleId);
          if (next && (!known || next < known)) nextByVehicle.set(vehicleId, next);
          if (standing.state === 'ok' || standing.openWorkOrderId) continue;
          const id = await openForService(tx, tenantId, schedule, standing, now);
          await deps.events.publish(tx, {
            name:
              standing.state === 'overdue'
                ? 'maintenance.serviceOverdue'
                : 'maintenance.serviceDue',
            tenantId,
            actor: { type: 'system', id: null },
            subject: { type: 'maintenance', id },
            payload: {
              scheduleId: schedule.id,
              vehicleId,
              workOrderId: id,
              nextDueDate: standing.nextDueDate,
              nextDueMileage: standing.nextDueMileage,
            },
          });
          booked += 1;
        }
      }
      if (rows.length < 100) break;
    }
    for (const [vehicleId, nextService] of nextByVehicle) {
      await deps.fleet.setServiceDates(tx, vehicleId, { nextService });
    }
    return booked;
  }

  // Scheduled when the vehicle is free then; when a booking is in the way the order waits,
  // pending, for staff to find it a time.
  async function openForService(
    tx: Tx,
    tenantId: string,
    schedule: { id: string; type: Standing['type']; description: string },
    standing: Standing,
    now: Date,
  ): Promise<string> {
    const values = {
      vehicleId: standing.vehicle.id,
      source: 'serviceSchedule' as const,
      type: schedule.type,
      priority: standing.state === 'overdue' ? ('high' as const) : ('medium' as const),
      severity: 'minor' as const,
      description: schedule.description,
      issue: schedule.description,
      scheduleId: schedule.id,
      createdBy: null,
    };
    const scope = systemScope(tenantId);
    try {
      const row = await tx.transaction((sp) =>
        orders.open(
          sp,
          null,
          scope,
          { ...values, scheduledDate: bookingTime(standing, now) },
          'en',
        ),
      );
      return row.id;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      return (await orders.open(tx, null, scope, values, 'en')).id;
    }
  }

  return {
    async run(tenantId: string, now: Date, log: JobLogger) {
      return database.withTenant(tenantId, async (tx) => {
        const damaged = await takeInDamage(tx, tenantId);
        const overdue = await markOverdue(tx, tenantId, now);
        const started = await startVehicles(tx, tenantId, now);
        const booked = await bookServices(tx, tenantId, now);
        if (damaged + overdue + started + booked > 0)
          log.info({ tenantId, damaged, overdue, started, booked }, 'maintenance pass');
        return { damaged, overdue, started, booked };
      });
    },
  };
}

// Marks slipped work overdue, takes vehicles into the workshop at their scheduled start, and
// opens an order for every service come due (maintenance.serviceDue / serviceOverdue, once per
// service: the open order is what says it was announced).
export function maintenanceJobs(jobDeps: MaintenanceJobDeps) {
  const pass = createMaintenancePass(jobDeps);
  return [
    defineJob({
      name: 'maintenance.services',
      description:
        'Check-in damage to review, overdue work, scheduled starts and services coming due',
      schedule: { everyMs: 15 * 60_000 },
      async handler({ now, signal, log }) {
        const totals = { damaged: 0, overdue: 0, started: 0, booked: 0 };
        const failures: string[] = [];
        for (const tenantId of await jobDeps.tenantIds()) {
          signal.throwIfAborted();
          try {
            const done = await pass.run(tenantId, now(), log);
            totals.damaged += done.damaged;
            totals.overdue += done.overdue;
            totals.started += done.started;
            totals.booked += done.booked;
          } catch (err) {
            log.warn({ tenantId, err }, 'maintenance pass failed for a company');
            failures.push(tenantId);
          }
        }
        if (failures.length > 0) {
          throw new Error(
            `maintenance pass failed for ${failures.length} companies: ${failures.join(', ')}`,
          );
        }
        return totals;
      },
    }),
  ];
}
