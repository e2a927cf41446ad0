// Maintenance: work orders numbered per company, moved along maintenanceMachine, each
// move on the timeline; a scheduled period holds the vehicle through the holds table, and work
// under way keeps the vehicle in maintenance (README: the rules).
import {
  type DriverReportInput,
  type MaintenanceCreateInput,
  type MaintenanceNoteInput,
  maintenanceSortFields,
  type MaintenanceUpdateInput,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { maintenanceMachine } from '@motorpool/domain/status-machines';
import type { MaintenancePriority, MaintenanceSeverity } from '@motorpool/domain/value-lists';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { branchScopeOf } from '../../lib/branch-scope.ts';
import { parseFilteredList } from '../../lib/list-filters.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { listReads } from '../../lib/list-reads.ts';
import { auditScope, entityActivity, recordAudit } from '../audit/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import { deleteNote, insertNote, replaceParts, attachmentFileIds } from './children-repository.ts';
import {
  deleteWorkOrder,
  insertWorkOrder,
  listWorkOrders,
  maintenanceFilterSpecs,
  updateWorkOrder,
  type WorkOrderChanges,
  type WorkOrderListQuery,
  type WorkOrderRow,
} from './repository.ts';
import { createWorkOrderActions } from './action-service.ts';
import { createWorkOrderCore } from './core.ts';
import { createWorkEffects } from './work-effects.ts';
import { illegalMove, toListItem, workOrderEvent } from './views.ts';

type Raw = Readonly<Record<string, unknown>>;
type Scope = Parameters<typeof recordAudit>[1];

const graceMs = 24 * 3_600_000;
const finalStatuses = ['completed', 'cancelled'] as const;

// A reported problem's urgency follows how bad it is, unless the reporter says otherwise.
const priorityOfSeverity: Record<MaintenanceSeverity, MaintenancePriority> = {
  minor: 'low',
  moderate: 'medium',
  major: 'high',
  critical: 'critical',
};

export function createMaintenanceService(database: Database, deps: MaintenanceDeps) {
  const effects = createWorkEffects(deps);
  const { inTenant, mustFind, vehicleInScope, view } = createWorkOrderCore(database, deps);

  function listQuery(c: TenantCaller, raw: Raw): WorkOrderListQuery & { page: number } {
    const q = parseFilteredList(raw, {
      sortable: maintenanceSortFields,
      defaultSort: { field: 'createdAt', direction: 'desc' },
      fields: maintenanceFilterSpecs,
      language: c.language,
    });
    const branch = branchScopeOf(c);
    return branch ? { ...q, branchId: branch } : q;
  }

  async function mustFindVehicle(tx: Tx, c: TenantCaller, vehicleId: string) {
    const vehicle = await deps.desk.find(tx, vehicleId, true);
    if (!vehicle) {
      throw fieldError('body.vehicleId', 'maintenance.unknownVehicle');
    }
    if (!(await vehicleInScope(tx, c, vehicleId))) {
      throw apiError('FORBIDDEN', 'branch.otherBranch');
    }
    return vehicle;
  }

  function notInPast(c: TenantCaller, scheduled: string | undefined) {
    if (scheduled && Date.parse(scheduled) < Date.now() - graceMs) {
      throw fieldError('body.scheduledDate', 'vehicle.maintenanceDatePast');
    }
  }

  // The money fields an input sets, the parts' sum aside.
  function costFields(input: MaintenanceUpdateInput): WorkOrderChanges {
    return {
      ...(input.labor ? { laborHours: input.labor.hours, laborRate: input.labor.rate } : {}),
      ...(input.suppliesCost !== undefined ? { suppliesCost: input.suppliesCost } : {}),
      ...(input.otherCost !== undefined ? { otherCost: input.otherCost } : {}),
      ...(input.estimatedCost !== undefined ? { estimatedCost: input.estimatedCost } : {}),
    };
  }

  async function created(
    tx: Tx,
    c: TenantCaller | null,
    scope: Scope,
    row: WorkOrderRow,
    note?: string,
  ) {
    const actor = c?.userId ?? null;
    await effects.timeline(tx, actor, row, 'created', null);
    if (row.status === 'scheduled') await effects.timeline(tx, actor, row, 'scheduled', null);
    if (note) {
      await insertNote(tx, {
        tenantId: row.tenantId,
        workOrderId: row.id,
        type: 'general',
        content: note,
        createdBy: actor,
      });
    }
    await effects.audit(tx, scope, 'create', null, row);
    await deps.events.publish(
      tx,
      workOrderEvent(actor, 'maintenance.created', row, { source: row.source }),
    );
  }

  /** Opens an order inside the caller's transaction (staff, reports, schedules, damage). */
  async function open(
    tx: Tx,
    c: TenantCaller | null,
    scope: Scope,
    values: Omit<Parameters<typeof insertWorkOrder>[1], 'status' | 'tenantId'> & {
      parts?: MaintenanceCreateInput['parts'];
      note?: string;
    },
    language: TenantCaller['language'],
  ): Promise<WorkOrderRow> {
    const { parts, note, ...fields } = values;
    const status = fields.scheduledDate ? 'scheduled' : maintenanceMachine.initial;
    let row = await insertWorkOrder(tx, { ...fields, tenantId: scope.tenantId, status });
    if (parts && parts.length > 0) {
      const partsCost = await replaceParts(tx, scope.tenantId, row.id, parts);
      row = await updateWorkOrder(tx, row.id, { partsCost });
    }
    await effects.syncHold(tx, row, language);
    await created(tx, c, scope, row, note);
    return row;
  }

  return {
    open,
    ...createWorkOrderActions(database, deps),

    ...listReads(database, {
      query: (_tx, c, raw) => listQuery(c, raw),
      fetch: (tx, q) => listWorkOrders(tx, q, deps.fleet),
      context: (c) => deps.currencyOf(c.tenantId),
      view: (row, _c, currency) => toListItem(row, currency),
    }),

    async get(c: TenantCaller, id: string): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        await mustFind(tx, c, id);
        return view(tx, c, id, currency);
      });
    },

    async create(c: TenantCaller, input: MaintenanceCreateInput): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        await mustFindVehicle(tx, c, input.vehicleId);
        const row = await open(
          tx,
          c,
          auditScope(c),
          {
            vehicleId: input.vehicleId,
            source: 'staff',
            type: input.type,
            priority: input.priority,
            severity: input.severity,
            description: input.description,
            issue: input.issue,
            location: input.location || null,
            scheduledDate: input.scheduledDate ? new Date(input.scheduledDate) : null,
            dueDate: input.dueDate ? new Date(input.dueDate) : null,
            estimatedDuration: input.estimatedDuration ?? null,
            technician: input.technician || null,
            ...costFields(input),
            createdBy: c.userId,
            parts: input.parts,
            note: input.notes || undefined,
          },
          c.language,
        );
        return view(tx, c, row.id, currency);
      });
    },

    /** A driver's report from a phone: pending, for review; photos follow as attachments. */
    async report(c: TenantCaller, input: DriverReportInput): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        const vehicle = await mustFindVehicle(tx, c, input.vehicleId);
        if (input.mileage !== undefined && input.mileage < vehicle.mileage) {
          throw fieldError('body.mileage', 'maintenance.mileageBelowOdometer', {
            params: { mileage: vehicle.mileage },
          });
        }
        const row = await open(
          tx,
          c,
          auditScope(c),
          {
            vehicleId: input.vehicleId,
            source: 'driverReport',
            type: input.type ?? 'corrective',
            priority: input.priority ?? priorityOfSeverity[input.severity],
            severity: input.severity,
            description: input.description || input.issue,
            issue: input.issue,
            location: input.location || null,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            mileage: input.mileage ?? null,
            createdBy: c.userId,
          },
          c.language,
        );
        return view(tx, c, row.id, currency);
      });
    },

    async update(
      c: TenantCaller,
      id: string,
      input: MaintenanceUpdateInput,
    ): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        const before = await mustFind(tx, c, id, true);
        if ((finalStatuses as readonly string[]).includes(before.status))
          throw illegalMove(c, before.status, 'edited');
        const dateChanged =
          input.scheduledDate !== undefined &&
          Date.parse(input.scheduledDate) !== before.scheduledDate?.getTime();
        if (dateChanged) notInPast(c, input.scheduledDate);
        const scheduled = input.scheduledDate
          ? new Date(input.scheduledDate)
          : before.scheduledDate;
        const due = input.dueDate ? new Date(input.dueDate) : before.dueDate;
        if (scheduled && due && due < scheduled) {
          throw fieldError('body.dueDate', 'maintenance.dueBeforeScheduled');
        }
        const partsCost = input.parts
          ? await replaceParts(tx, c.tenantId, id, input.parts)
          : undefined;
        const after = await updateWorkOrder(tx, id, {
          ...(input.type ? { type: input.type } : {}),
          ...(input.priority ? { priority: input.priority } : {}),
          ...(input.severity ? { severity: input.severity } : {}),
          ...(input.description ? { description: input.description } : {}),
          ...(input.issue ? { issue: input.issue } : {}),
          ...(input.location !== undefined ? { location: input.location || null } : {}),
          ...(input.technician !== undefined ? { technician: input.technician || null } : {}),
          ...(input.estimatedDuration !== undefined
            ? { estimatedDuration: input.estimatedDuration }
            : {}),
          scheduledDate: scheduled,
          dueDate: due,
          ...costFields(input),
          ...(partsCost !== undefined ? { partsCost } : {}),
        });
        await effects.syncHold(tx, after, c.language);
        if (input.notes) {
          await insertNote(tx, {
            tenantId: c.tenantId,
            workOrderId: id,
            type: 'general',
            content: input.notes,
            createdBy: c.userId,
          });
        }
        await effects.audit(tx, auditScope(c), 'update', before, after);
        return view(tx, c, id, currency);
      });
    },

    // History stays: only what never started (or was called off) can go.
    async remove(c: TenantCaller, id: string): Promise<void> {
      await inTenant(c, async (tx) => {
        const row = await mustFind(tx, c, id, true);
        if (!['pending', 'scheduled', 'cancelled'].includes(row.status)) {
          throw apiError('CONFLICT', 'maintenance.deleteNotAllowed');
        }
        await deps.holds.release(tx, { kind: 'maintenance', sourceId: id });
        const fileIds = await attachmentFileIds(tx, id);
        await deleteWorkOrder(tx, id);
        await deps.files.discardAll(tx, fileIds);
        await effects.audit(tx, auditScope(c), 'delete', row, null);
      });
    },

    async addNote(
      c: TenantCaller,
      id: string,
      input: MaintenanceNoteInput,
    ): Promise<WorkOrderView> {
      return inTenant(c, async (tx, currency) => {
        await mustFind(tx, c, id, true);
        const noteId = await insertNote(tx, {
          tenantId: c.tenantId,
          workOrderId: id,
          type: input.type,
          content: input.content,
          createdBy: c.userId,
        });
        await recordAudit(tx, auditScope(c), {
          action: 'note_add',
          entityType: 'maintenance',
          entityId: id,
          after: { noteId, type: input.type },
        });
        return view(tx, c, id, currency);
      });
    },

    async removeNote(c: TenantCaller, id: string, noteId: string): Promise<void> {
      await inTenant(c, async (tx) => {
        await mustFind(tx, c, id, true);
        const row = await deleteNote(tx, id, noteId);
        if (!row) throw apiError('NOT_FOUND', 'error.noteNotFound');
        await recordAudit(tx, auditScope(c), {
          action: 'note_delete',
          entityType: 'maintenance',
          entityId: id,
          before: { noteId, type: row.type, content: row.content },
        });
      });
    },

    async activity(c: TenantCaller, id: string, page: { page: number; limit: number }) {
      return database.withTenant(c.tenantId, async (tx) => {
        await mustFind(tx, c, id);
        return entityActivity(tx, 'maintenance', id, page);
      });
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
