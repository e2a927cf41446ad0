// The staff actions on a work order (schedule, start, pause, resume, complete,
// cancel), each along maintenanceMachine, on the timeline and in the audit trail.
import type {
  MaintenanceActionInput,
  MaintenanceCompleteInput,
  MaintenanceScheduleInput,
  WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { applyAction } from '@motorpool/domain/status-machine';
import { maintenanceMachine } from '@motorpool/domain/status-machines';
import type { MaintenanceTimelineEvent } from '@motorpool/domain/value-lists';
import type { Database } from '../../db/engine.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { auditScope } from '../audit/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import { createWorkOrderCore } from './core.ts';
import { updateWorkOrder } from './repository.ts';
import { illegalMove, workOrderEvent } from './views.ts';
import { createWorkEffects } from './work-effects.ts';
import { fieldError } from '../../lib/http-errors.ts';

const timelineOf: Record<
  'schedule' | 'start' | 'pause' | 'resume' | 'complete' | 'cancel',
  MaintenanceTimelineEvent
> = {
  schedule: 'scheduled',
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  complete: 'completed',
  cancel: 'cancelled',
};

export function createWorkOrderActions(database: Database, deps: MaintenanceDeps) {
  const effects = createWorkEffects(deps);
  const { inTenant, mustFind, view } = createWorkOrderCore(database, deps);

  return {
    /** POST /maintenance/{id}/schedule: a reviewed report (or an overdue order) gets its period. */
    async schedule(
      c: TenantCaller,
      id: string,
      input: MaintenanceScheduleInput,
    ): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        const moved = applyAction(maintenanceMachine, 'schedule', before.status);
        if (!moved.ok) throw illegalMove(c, before.status, 'schedule');
        const after = await updateWorkOrder(tx, id, {
          status: moved.to,
          scheduledDate: new Date(input.scheduledDate),
          dueDate: input.dueDate ? new Date(input.dueDate) : null,
          ...(input.estimatedDuration !== undefined
            ? { estimatedDuration: input.estimatedDuration }
            : {}),
          ...(input.technician ? { technician: input.technician } : {}),
        });
        await effects.syncHold(tx, after, c.language);
        await effects.timeline(
          tx,
          c.userId,
          after,
          timelineOf.schedule,
          before.status,
          input.reason || null,
        );
        await effects.audit(tx, auditScope(c), 'schedule', before, after);
        return view(tx, c, id, currency);
      });
    },

    async start(c: TenantCaller, id: string, input: MaintenanceActionInput) {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        const moved = applyAction(maintenanceMachine, 'start', before.status);
        if (!moved.ok) throw illegalMove(c, before.status, 'start');
        const scope = auditScope(c);
        const after = await updateWorkOrder(tx, id, { status: moved.to, startedAt: new Date() });
        await effects.syncHold(tx, after, c.language);
        await effects.vehicleIn(tx, scope, after);
        await effects.timeline(tx, c.userId, after, 'started', before.status, input.reason || null);
        await effects.audit(tx, scope, 'start', before, after);
        await deps.events.publish(tx, workOrderEvent(c.userId, 'maintenance.started', after, {}));
        return view(tx, c, id, currency);
      });
    },

    /** Pause and resume: the vehicle stays in the workshop either way. */
    async toggle(
      c: TenantCaller,
      id: string,
      action: 'pause' | 'resume',
      input: MaintenanceActionInput,
    ) {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        const moved = applyAction(maintenanceMachine, action, before.status);
        if (!moved.ok) throw illegalMove(c, before.status, action);
        const after = await updateWorkOrder(tx, id, { status: moved.to });
        await effects.timeline(
          tx,
          c.userId,
          after,
          timelineOf[action],
          before.status,
          input.reason || null,
        );
        await effects.audit(tx, auditScope(c), action, before, after);
        return view(tx, c, id, currency);
      });
    },

    async complete(c: TenantCaller, id: string, input: MaintenanceCompleteInput) {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        const moved = applyAction(maintenanceMachine, 'complete', before.status);
        if (!moved.ok) throw illegalMove(c, before.status, 'complete');
        const vehicle = await deps.desk.find(tx, before.vehicleId, true);
        if (vehicle && input.mileage < vehicle.mileage) {
          throw fieldError('body.mileage', 'maintenance.mileageBelowOdometer', {
            params: { mileage: vehicle.mileage },
          });
        }
        const scope = auditScope(c);
        const after = await updateWorkOrder(tx, id, {
          status: moved.to,
          completedDate: input.completedDate ? new Date(input.completedDate) : new Date(),
          actualCost: input.actualCost,
          actualDuration: input.actualDuration,
          mileage: input.mileage,
        });
        await deps.holds.release(tx, { kind: 'maintenance', sourceId: id });
        await effects.vehicleOut(tx, scope, after, input.mileage);
        await effects.timeline(
          tx,
          c.userId,
          after,
          'completed',
          before.status,
          input.notes || null,
        );
        await effects.audit(tx, scope, 'complete', before, after);
        await deps.events.publish(
          tx,
          workOrderEvent(c.userId, 'maintenance.completed', after, {
            actualCost: input.actualCost,
            mileage: input.mileage,
          }),
        );
        return view(tx, c, id, currency);
      });
    },

    async cancel(c: TenantCaller, id: string, input: MaintenanceActionInput) {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        const moved = applyAction(maintenanceMachine, 'cancel', before.status);
        if (!moved.ok) throw illegalMove(c, before.status, 'cancel');
        const scope = auditScope(c);
        const after = await updateWorkOrder(tx, id, { status: moved.to });
        await deps.holds.release(tx, { kind: 'maintenance', sourceId: id });
        await effects.vehicleOut(tx, scope, after);
        await effects.timeline(
          tx,
          c.userId,
          after,
          'cancelled',
          before.status,
          input.reason || null,
        );
        await effects.audit(tx, scope, 'cancel', before, after);
        await deps.events.publish(
          tx,
          workOrderEvent(c.userId, 'maintenance.cancelled', after, {
            reason: input.reason || null,
          }),
        );
        return view(tx, c, id, currency);
      });
    },
  };
}
