// Maintenance contract (statuses, types, priorities, actions, timeline;
// vehicle, type, priority, description, issue description and severity required; each part
// required with a positive quantity; durations positive; costs non-negative; valid dates).
// The machine is `maintenanceMachine` (status-machines.ts); the README explains both.
import { z } from 'zod';
import { attachedFileFields } from './file.ts';
import {
  attachmentKinds,
  maintenanceActions,
  maintenancePriorities,
  maintenanceSeverities,
  maintenanceStatuses,
  maintenanceTimelineEvents,
  maintenanceTypes,
  noteTypes,
  vehicleCategories,
  vehicleStatuses,
} from '../value-lists.ts';
import { isoDate, pagedView } from './common.ts';

import { maintenanceSources, serviceDueStates } from './maintenance-values.ts';

export * from './maintenance-values.ts';
export * from './maintenance-requests.ts';

// --- views ---------------------------------------------------------------------------------

const timestamp = z.iso.datetime();
const money = z.number().int();

export const maintenanceVehicleSummary = z.object({
  id: z.uuid(),
  /** "make model (plate)" */
  name: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  licensePlate: z.string(),
  category: z.enum(vehicleCategories),
  status: z.enum(vehicleStatuses),
  /** km */
  mileage: z.number().int(),
  branchId: z.uuid(),
  lastService: isoDate.nullable(),
  nextService: isoDate.nullable(),
});
export type MaintenanceVehicleSummary = z.infer<typeof maintenanceVehicleSummary>;

export const maintenancePartView = z.object({
  id: z.uuid(),
  name: z.string(),
  partNumber: z.string().nullable(),
  quantity: z.number().int(),
  unitCost: money,
  /** quantity × unitCost */
  totalCost: money,
  supplier: z.string().nullable(),
  category: z.string().nullable(),
});
export type MaintenancePartView = z.infer<typeof maintenancePartView>;

/** Minor units; every total computed by the server. */
export const maintenanceCostBreakdownView = z.object({
  labor: z.object({ hours: z.number(), rate: money, cost: money }),
  parts: money,
  supplies: money,
  other: money,
  total: money,
});
export type MaintenanceCostBreakdownView = z.infer<typeof maintenanceCostBreakdownView>;

export const maintenanceNoteView = z.object({
  id: z.uuid(),
  type: z.enum(noteTypes),
  content: z.string(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
});
export type MaintenanceNoteView = z.infer<typeof maintenanceNoteView>;

export const maintenanceAttachmentView = z
  .object({
    id: z.uuid(),
    workOrderId: z.uuid(),
    kind: z.enum(attachmentKinds),
    ...attachedFileFields,
  })
  .meta({ id: 'MaintenanceAttachment' });
export type MaintenanceAttachmentView = z.infer<typeof maintenanceAttachmentView>;

export const maintenanceAttachmentListView = z.object({ data: z.array(maintenanceAttachmentView) });
export type MaintenanceAttachmentListView = z.infer<typeof maintenanceAttachmentListView>;

export const maintenanceTimelineEntryView = z.object({
  id: z.uuid(),
  event: z.enum(maintenanceTimelineEvents),
  fromStatus: z.enum(maintenanceStatuses).nullable(),
  toStatus: z.enum(maintenanceStatuses),
  note: z.string().nullable(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  createdAt: timestamp,
});
export type MaintenanceTimelineEntryView = z.infer<typeof maintenanceTimelineEntryView>;

export const workOrderListItemView = z
  .object({
    id: z.uuid(),
    workOrderNumber: z.string(),
    status: z.enum(maintenanceStatuses),
    /** what the status allows now (maintenanceActionsFor) */
    allowedActions: z.array(z.enum(maintenanceActions)),
    source: z.enum(maintenanceSources),
    vehicleId: z.uuid(),
    vehicle: maintenanceVehicleSummary,
    type: z.enum(maintenanceTypes),
    priority: z.enum(maintenancePriorities),
    severity: z.enum(maintenanceSeverities),
    description: z.string(),
    issue: z.string(),
    location: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    scheduledDate: timestamp.nullable(),
    dueDate: timestamp.nullable(),
    startedAt: timestamp.nullable(),
    completedDate: timestamp.nullable(),
    /** hours */
    estimatedDuration: z.number().nullable(),
    actualDuration: z.number().nullable(),
    estimatedCost: money.nullable(),
    actualCost: money.nullable(),
    /** the cost breakdown's total */
    totalCost: money,
    technician: z.string().nullable(),
    /** the odometer at completion (or as reported) */
    mileage: z.number().int().nullable(),
    scheduleId: z.uuid().nullable(),
    rentalId: z.uuid().nullable(),
    damageReportId: z.uuid().nullable(),
    currency: z.string(),
    createdBy: z.uuid().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'WorkOrderListItem' });
export type WorkOrderListItemView = z.infer<typeof workOrderListItemView>;

export const workOrderView = workOrderListItemView
  .extend({
    parts: z.array(maintenancePartView),
    costBreakdown: maintenanceCostBreakdownView,
    notes: z.array(maintenanceNoteView),
    attachments: z.array(maintenanceAttachmentView),
    timeline: z.array(maintenanceTimelineEntryView),
  })
  .meta({ id: 'WorkOrder' });
export type WorkOrderView = z.infer<typeof workOrderView>;

export const workOrderListView = pagedView(workOrderListItemView);
export type WorkOrderListView = z.infer<typeof workOrderListView>;

export const maintenanceSortFields = [
  'createdAt',
  'scheduledDate',
  'dueDate',
  'completedDate',
  'workOrderNumber',
  'priority',
  'status',
  'actualCost',
] as const;
export type MaintenanceSortField = (typeof maintenanceSortFields)[number];

export const maintenanceFilterFields = [
  'status',
  'type',
  'priority',
  'severity',
  'source',
  'vehicleId',
  'scheduledDate',
  'dueDate',
  'completedDate',
  'createdAt',
] as const;
export type MaintenanceFilterField = (typeof maintenanceFilterFields)[number];

/** One vehicle's standing against one schedule. */
export const serviceDueView = z.object({
  scheduleId: z.uuid(),
  vehicle: maintenanceVehicleSummary,
  type: z.enum(maintenanceTypes),
  description: z.string(),
  lastServiceDate: isoDate.nullable(),
  lastServiceMileage: z.number().int().nullable(),
  nextDueDate: isoDate.nullable(),
  nextDueMileage: z.number().int().nullable(),
  state: z.enum(serviceDueStates),
  /** the open order the job made for this service, if any */
  openWorkOrderId: z.uuid().nullable(),
});
export type ServiceDueView = z.infer<typeof serviceDueView>;

export const serviceDueListView = pagedView(serviceDueView);
export type ServiceDueListView = z.infer<typeof serviceDueListView>;

export const serviceScheduleView = z
  .object({
    id: z.uuid(),
    vehicleId: z.uuid().nullable(),
    vehicle: maintenanceVehicleSummary.nullable(),
    category: z.enum(vehicleCategories).nullable(),
    type: z.enum(maintenanceTypes),
    description: z.string(),
    intervalKm: z.number().int().nullable(),
    intervalMonths: z.number().int().nullable(),
    startDate: isoDate,
    startMileage: z.number().int().nullable(),
    active: z.boolean(),
    /** vehicles covered, and how many are due soon or overdue */
    vehicles: z.number().int(),
    dueSoon: z.number().int(),
    overdue: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'ServiceSchedule' });
export type ServiceScheduleView = z.infer<typeof serviceScheduleView>;

export const serviceScheduleListView = pagedView(serviceScheduleView);
export type ServiceScheduleListView = z.infer<typeof serviceScheduleListView>;
