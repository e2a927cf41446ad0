// How a work order is shown (list item, full view), named in each language, and told as events.
import type { DomainEventPayloads } from '@motorpool/domain/events';
import type { Language } from '@motorpool/domain/locale-lists';
import {
  maintenanceActionsFor,
  type MaintenanceCostBreakdownView,
  type WorkOrderListItemView,
  type WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import type {
  MaintenanceAction,
  MaintenancePriority,
  MaintenanceStatus,
  MaintenanceType,
} from '@motorpool/domain/value-lists';
import type { Tx } from '../../db/engine.ts';
import type { NewDomainEvent } from '@motorpool/domain/events';
import { apiError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import { withFiles } from '../files/ports.ts';
import type { MaintenanceDeps } from './ports.ts';
import { attachmentsOf, notesOf, partsOf, timelineOf } from './children-repository.ts';
import { findWorkOrderWithCard, type WorkOrderListRow, type WorkOrderRow } from './repository.ts';

type Label<K extends string> = Record<Language, Record<K, string>>;

export const statusNames: Label<MaintenanceStatus> = {
  en: {
    pending: 'pending review',
    scheduled: 'scheduled',
    in_progress: 'in progress',
    on_hold: 'on hold',
    completed: 'completed',
    cancelled: 'cancelled',
    overdue: 'overdue',
  },
  ar: {
    pending: 'بانتظار المراجعة',
    scheduled: 'مجدول',
    in_progress: 'قيد التنفيذ',
    on_hold: 'متوقف مؤقتًا',
    completed: 'مكتمل',
    cancelled: 'ملغى',
    overdue: 'متأخر',
  },
};

export const typeNames: Label<MaintenanceType> = {
  en: {
    preventive: 'Preventive',
    corrective: 'Corrective',
    emergency: 'Emergency',
    inspection: 'Inspection',
    recall: 'Recall',
    warranty: 'Warranty',
  },
  ar: {
    preventive: 'وقائية',
    corrective: 'تصحيحية',
    emergency: 'طارئة',
    inspection: 'فحص',
    recall: 'استدعاء',
    warranty: 'ضمان',
  },
};

export const priorityNames: Label<MaintenancePriority> = {
  en: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  ar: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
};

const actionNames: Label<MaintenanceAction | 'edited' | 'deleted'> = {
  en: {
    schedule: 'scheduled',
    start: 'started',
    pause: 'paused',
    resume: 'resumed',
    complete: 'completed',
    cancel: 'cancelled',
    edited: 'edited',
    deleted: 'deleted',
  },
  ar: {
    schedule: 'جدولته',
    start: 'بدؤه',
    pause: 'إيقافه مؤقتًا',
    resume: 'استئنافه',
    complete: 'إكماله',
    cancel: 'إلغاؤه',
    edited: 'تعديله',
    deleted: 'حذفه',
  },
};

/** 409 maintenance.illegalTransition: the move is not offered from the order's status. */
export function illegalMove(
  c: Pick<TenantCaller, 'language'>,
  status: MaintenanceStatus,
  move: MaintenanceAction | 'edited' | 'deleted',
) {
  return apiError('CONFLICT', 'maintenance.illegalTransition', {
    params: { status: statusNames[c.language][status], action: actionNames[c.language][move] },
  });
}

/** Minor units; labour rounded to the minor unit. */
export function costBreakdown(row: WorkOrderRow): MaintenanceCostBreakdownView {
  const labor = Math.round(row.laborHours * row.laborRate);
  return {
    labor: { hours: row.laborHours, rate: row.laborRate, cost: labor },
    parts: row.partsCost,
    supplies: row.suppliesCost,
    other: row.otherCost,
    total: labor + row.partsCost + row.suppliesCost + row.otherCost,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toListItem(row: WorkOrderListRow, currency: string): WorkOrderListItemView {
  if (!row.vehicle) throw new Error(`work order ${row.id} lost its vehicle`);
  return {
    id: row.id,
    workOrderNumber: row.workOrderNumber,
    status: row.status,
    allowedActions: maintenanceActionsFor(row.status),
    source: row.source,
    vehicleId: row.vehicleId,
    vehicle: row.vehicle,
    type: row.type,
    priority: row.priority,
    severity: row.severity,
    description: row.description,
    issue: row.issue,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    scheduledDate: iso(row.scheduledDate),
    dueDate: iso(row.dueDate),
    startedAt: iso(row.startedAt),
    completedDate: iso(row.completedDate),
    estimatedDuration: row.estimatedDuration,
    actualDuration: row.actualDuration,
    estimatedCost: row.estimatedCost,
    actualCost: row.actualCost,
    totalCost: costBreakdown(row).total,
    technician: row.technician,
    mileage: row.mileage,
    scheduleId: row.scheduleId,
    rentalId: row.rentalId,
    damageReportId: row.damageReportId,
    currency,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadWorkOrderView(
  tx: Tx,
  c: TenantCaller,
  deps: MaintenanceDeps,
  id: string,
  currency: string,
): Promise<WorkOrderView> {
  const row = await findWorkOrderWithCard(tx, id, deps.fleet);
  if (!row) throw apiError('NOT_FOUND', 'error.workOrderNotFound');
  const attachments = await withFiles(
    tx,
    c,
    deps.files,
    await attachmentsOf(tx, { workOrderId: id }, deps.names),
  );
  return {
    ...toListItem(row, currency),
    parts: (await partsOf(tx, id)).map((p) => ({
      id: p.id,
      name: p.name,
      partNumber: p.partNumber,
      quantity: p.quantity,
      unitCost: p.unitCost,
      totalCost: p.quantity * p.unitCost,
      supplier: p.supplier,
      category: p.category,
    })),
    costBreakdown: costBreakdown(row),
    notes: (await notesOf(tx, id, deps.names)).map((n) => ({
      ...n,
      createdAt: n.createdAt.toISOString(),
    })),
    attachments: attachments.map(({ row: a, file }) => ({
      id: a.id,
      workOrderId: a.workOrderId,
      fileId: a.fileId,
      kind: a.kind,
      ...file,
      uploadedBy: a.uploadedBy,
      uploadedByName: a.uploadedByName,
      createdAt: a.createdAt.toISOString(),
    })),
    timeline: (await timelineOf(tx, id, deps.names)).map((t) => ({
      ...t,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}

/** What the audit trail keeps of an order. */
export function audited(row: WorkOrderRow) {
  const { tenantId: _tenant, createdAt: _created, updatedAt: _updated, ...kept } = row;
  return kept;
}

export type WorkOrderEventName = Extract<
  keyof DomainEventPayloads,
  'maintenance.created' | 'maintenance.started' | 'maintenance.completed' | 'maintenance.cancelled'
>;

export function workOrderEvent<N extends WorkOrderEventName>(
  actorId: string | null,
  name: N,
  row: WorkOrderRow,
  extra: Omit<DomainEventPayloads[N], keyof DomainEventPayloads['maintenance.started']>,
): NewDomainEvent<N> {
  return {
    name,
    tenantId: row.tenantId,
    actor: actorId ? { type: 'user', id: actorId } : { type: 'system', id: null },
    subject: { type: 'maintenance', id: row.id },
    payload: {
      workOrderId: row.id,
      workOrderNumber: row.workOrderNumber,
      vehicleId: row.vehicleId,
      type: row.type,
      priority: row.priority,
      ...extra,
    },
  } as NewDomainEvent<N>;
}
