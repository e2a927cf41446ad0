// What a work order does beyond its own row: the vehicle's time in the holds table, its status
// and odometer through the vehicles module, its timeline and its audit trail.
import type { Language } from '@motorpool/domain/locale-lists';
import type { MaintenanceStatus, MaintenanceTimelineEvent } from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import { recordAudit } from '../audit/ports.ts';
import type { HoldPeriod } from '../holds/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import { insertTimeline } from './children-repository.ts';
import { otherWorkHoldsVehicle, type WorkOrderRow } from './repository.ts';
import { audited } from './views.ts';
import { apiError } from '../../lib/http-errors.ts';

type AuditScope = Parameters<typeof recordAudit>[1];

const hourMs = 3_600_000;
/** A scheduled order with neither due date nor estimate takes the vehicle for a day. */
const defaultHours = 24;

/** The statuses in which the order holds its vehicle's time. */
const holdingStatuses: readonly MaintenanceStatus[] = [
  'scheduled',
  'overdue',
  'in_progress',
  'on_hold',
];

/**
 * [start, end): the planned period, from the scheduled date to the due date, else for the
 * estimated duration, else a day. Once work has started the period runs from the start for the
 * planned length: work begun early gives the planned dates back.
 */
export function holdPeriodOf(
  row: Pick<WorkOrderRow, 'scheduledDate' | 'dueDate' | 'estimatedDuration' | 'startedAt'>,
): HoldPeriod | null {
  const from = row.startedAt ?? row.scheduledDate;
  if (!from) return null;
  const plannedMs =
    row.scheduledDate && row.dueDate
      ? row.dueDate.getTime() - row.scheduledDate.getTime()
      : (row.estimatedDuration ?? defaultHours) * hourMs;
  return { start: from, end: new Date(from.getTime() + Math.max(plannedMs, hourMs)) };
}

export function createWorkEffects(deps: MaintenanceDeps) {
  const { holds, desk, fleet } = deps;

  return {
    /**
     * Places or moves the order's hold when its status holds the vehicle, releases it when not;
     * 409 VEHICLE_NOT_AVAILABLE naming the booking in the way.
     */
    async syncHold(tx: Tx, row: WorkOrderRow, language: Language): Promise<void> {
      const source = { kind: 'maintenance' as const, sourceId: row.id };
      const period = holdingStatuses.includes(row.status) ? holdPeriodOf(row) : null;
      if (!period) {
        await holds.release(tx, source);
        return;
      }
      await holds.move(
        tx,
        {
          ...source,
          tenantId: row.tenantId,
          vehicleId: row.vehicleId,
          reference: row.workOrderNumber,
          period,
        },
        language,
      );
    },

    /** Work begins: the vehicle goes to maintenance (a retired one stays retired). */
    async vehicleIn(tx: Tx, scope: AuditScope, row: WorkOrderRow) {
      const vehicle = await desk.find(tx, row.vehicleId, true);
      if (!vehicle) throw apiError('CONFLICT', 'vehicle.notAvailable');
      if (vehicle.status === 'rented') throw apiError('CONFLICT', 'maintenance.vehicleRented');
      if (vehicle.status === 'available') {
        await desk.move(tx, scope, row.vehicleId, 'maintenance', { reason: row.workOrderNumber });
      }
    },

    /**
     * The order left the workshop: the vehicle returns to available when it is in maintenance
     * and no other order keeps it there; the odometer takes the completion's reading.
     */
    async vehicleOut(tx: Tx, scope: AuditScope, row: WorkOrderRow, mileage?: number) {
      const vehicle = await desk.find(tx, row.vehicleId, true);
      if (!vehicle) return;
      const reading = mileage !== undefined && mileage > vehicle.mileage ? { mileage } : {};
      const release =
        vehicle.status === 'maintenance' &&
        !(await otherWorkHoldsVehicle(tx, row.vehicleId, row.id));
      if (release) {
        await desk.move(tx, scope, row.vehicleId, 'available', {
          reason: row.workOrderNumber,
          ...reading,
        });
      } else if (reading.mileage !== undefined) {
        await desk.move(tx, scope, row.vehicleId, vehicle.status, {
          reason: row.workOrderNumber,
          ...reading,
        });
      }
      if (row.status === 'completed' && row.completedDate) {
        await fleet.setServiceDates(tx, row.vehicleId, {
          lastService: row.completedDate.toISOString().slice(0, 10),
        });
      }
    },

    async timeline(
      tx: Tx,
      actorId: string | null,
      row: WorkOrderRow,
      event: MaintenanceTimelineEvent,
      from: MaintenanceStatus | null,
      note: string | null = null,
    ) {
      await insertTimeline(tx, {
        tenantId: row.tenantId,
        workOrderId: row.id,
        event,
        fromStatus: from,
        toStatus: row.status,
        note,
        actorId,
      });
    },

    async audit(
      tx: Tx,
      scope: AuditScope,
      action: string,
      before: WorkOrderRow | null,
      after: WorkOrderRow | null,
    ) {
      const entityId = (after ?? before)?.id;
      if (!entityId) return;
      await recordAudit(tx, scope, {
        action,
        entityType: 'maintenance',
        entityId,
        ...(before ? { before: audited(before) } : {}),
        ...(after ? { after: audited(after) } : {}),
      });
    },
  };
}

export type WorkEffects = ReturnType<typeof createWorkEffects>;
