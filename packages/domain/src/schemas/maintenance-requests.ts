// What staff and drivers send about work orders, schedules and reports (rules in the
// maintenance README): every part with a positive quantity, durations positive, costs not
// negative, dates valid.
import { z } from 'zod';
import {
  attachmentKinds,
  maintenanceSeverities,
  noteTypes,
  vehicleCategories,
} from '../value-lists.ts';
import { latitude, longitude } from './branch.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  id,
  isoDate,
  isoDateTime,
  minorAmount,
  msg,
  odometer,
  nonNegativeNumber,
  oneOf,
  optionalText,
  positiveInt,
  positiveNumber,
  requiredText,
  strictObject,
  timeOf,
  whenObject,
} from './common.ts';

import { maintenancePriorityInput, maintenanceTypeInput } from './maintenance-values.ts';

// --- inputs --------------------------------------------------------------------------------

const hours = positiveNumber.max(1000, msg('generic.maxValue'));

export const maintenancePartSchema = strictObject({
  name: requiredText(100),
  partNumber: optionalText(50),
  quantity: positiveInt,
  unitCost: minorAmount,
  supplier: optionalText(100),
  category: optionalText(50),
});
export type MaintenancePartInput = z.infer<typeof maintenancePartSchema>;

export const laborSchema = strictObject({ hours: nonNegativeNumber, rate: minorAmount });
export type LaborInput = z.infer<typeof laborSchema>;

const maintenanceFields = {
  vehicleId: id,
  type: maintenanceTypeInput,
  priority: maintenancePriorityInput,
  description: requiredText(2000),
  issue: requiredText(2000),
  severity: oneOf(maintenanceSeverities),
  location: optionalText(200),
  /** without it the order waits, pending, for staff to schedule it */
  scheduledDate: isoDateTime.optional(),
  dueDate: isoDateTime.optional(),
  /** hours */
  estimatedDuration: hours.optional(),
  /** minor units */
  estimatedCost: minorAmount.optional(),
  technician: optionalText(100),
  /** kept as a general note */
  notes: optionalText(5000),
  /** the whole list; an update replaces it */
  parts: maintenancePartSchema.array().max(100, msg('generic.maxValue')).optional(),
  labor: laborSchema.optional(),
  suppliesCost: minorAmount.optional(),
  otherCost: minorAmount.optional(),
};

function dueNotBeforeScheduled(value: FieldBag, ctx: RefineCtx): void {
  const scheduled = timeOf(value.scheduledDate);
  const due = timeOf(value.dueDate);
  if (scheduled !== undefined && due !== undefined && due < scheduled) {
    addIssue(ctx, 'dueDate', 'maintenance.dueBeforeScheduled');
  }
}

// "Maintenance date cannot be in the past" for new work orders and new schedules. A day of grace
// keeps "today" valid in every time zone (the check runs on UTC instants).
const graceMs = 24 * 60 * 60 * 1000;
function scheduledNotInPast(value: FieldBag, ctx: RefineCtx): void {
  const scheduled = timeOf(value.scheduledDate);
  if (scheduled !== undefined && scheduled < Date.now() - graceMs) {
    addIssue(ctx, 'scheduledDate', 'vehicle.maintenanceDatePast');
  }
}

export const maintenanceCreateSchema = strictObject(maintenanceFields)
  .superRefine(dueNotBeforeScheduled, whenObject)
  .superRefine(scheduledNotInPast, whenObject);
export type MaintenanceCreateInput = z.infer<typeof maintenanceCreateSchema>;

// The vehicle stays; the status moves only through the actions.
const { vehicleId: _vehicleId, ...updatableFields } = maintenanceFields;
// An update may keep an old date; the API refuses a changed one in the past.
export const maintenanceUpdateSchema = strictObject(updatableFields)
  .partial()
  .superRefine(dueNotBeforeScheduled, whenObject);
export type MaintenanceUpdateInput = z.infer<typeof maintenanceUpdateSchema>;

// POST /maintenance/{id}/schedule: a pending (reported) or overdue order gets its period.
export const maintenanceScheduleSchema = strictObject({
  scheduledDate: isoDateTime,
  dueDate: isoDateTime.optional(),
  estimatedDuration: hours.optional(),
  technician: optionalText(100),
  reason: optionalText(500),
})
  .superRefine(dueNotBeforeScheduled, whenObject)
  .superRefine(scheduledNotInPast, whenObject);
export type MaintenanceScheduleInput = z.infer<typeof maintenanceScheduleSchema>;

// POST /maintenance/{id}/complete: what the work really cost and took, and the odometer.
export const maintenanceCompleteSchema = strictObject({
  completedDate: isoDateTime.optional(),
  actualCost: minorAmount,
  /** hours */
  actualDuration: hours,
  /** km on the odometer; below the vehicle's reading is refused */
  mileage: odometer,
  notes: optionalText(5000),
});
export type MaintenanceCompleteInput = z.infer<typeof maintenanceCompleteSchema>;

// POST /maintenance/{id}/start|pause|resume|cancel
export const maintenanceActionSchema = strictObject({ reason: optionalText(500) });
export type MaintenanceActionInput = z.infer<typeof maintenanceActionSchema>;

export const maintenanceNoteSchema = strictObject({
  type: oneOf(noteTypes),
  content: requiredText(5000),
});
export type MaintenanceNoteInput = z.infer<typeof maintenanceNoteSchema>;

/** Multipart fields beside an attachment upload (POST /maintenance/{id}/attachments). */
export const maintenanceAttachmentFieldsSchema = strictObject({ kind: oneOf(attachmentKinds) });
export type MaintenanceAttachmentFields = z.infer<typeof maintenanceAttachmentFieldsSchema>;
export const maintenanceAttachmentLimit = 30;
export const maintenanceAttachmentMaxBytes = 10 * 1024 * 1024;
/** What an attachment may be, judged by its bytes. */
export const maintenanceAttachmentFileKinds = ['pdf', 'jpeg', 'png', 'webp'] as const;

// POST /maintenance/driver-reports: staff report a problem from a phone. The order is created
// pending for review; photos follow through the attachments route (kind `photos`).
export const driverReportSchema = strictObject({
  vehicleId: id,
  issue: requiredText(2000),
  severity: oneOf(maintenanceSeverities),
  description: optionalText(2000),
  type: maintenanceTypeInput.optional(),
  priority: maintenancePriorityInput.optional(),
  location: optionalText(200),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  mileage: odometer.optional(),
});
export type DriverReportInput = z.infer<typeof driverReportSchema>;

// Service schedules: every N km and/or every M months, whichever comes first, for one vehicle
// or for every vehicle of a category.
const scheduleFields = {
  vehicleId: id.optional(),
  category: oneOf(vehicleCategories).optional(),
  type: maintenanceTypeInput.optional(),
  description: requiredText(500),
  intervalKm: positiveInt.max(1_000_000, msg('generic.maxValue')).optional(),
  intervalMonths: positiveInt.max(120, msg('generic.maxValue')).optional(),
  /** when counting starts when the vehicle has no serviced order of this schedule yet */
  startDate: isoDate.optional(),
  /** km the counting starts at; without it services fall at multiples of intervalKm */
  startMileage: odometer.optional(),
  active: z.boolean().optional(),
};

function oneTarget(value: FieldBag, ctx: RefineCtx): void {
  const both = value.vehicleId !== undefined && value.category !== undefined;
  const none = value.vehicleId === undefined && value.category === undefined;
  if (both || none) addIssue(ctx, 'vehicleId', 'maintenance.scheduleTarget');
}
function someInterval(value: FieldBag, ctx: RefineCtx): void {
  if (value.intervalKm === undefined && value.intervalMonths === undefined) {
    addIssue(ctx, 'intervalKm', 'maintenance.scheduleInterval');
  }
}

export const serviceScheduleCreateSchema = strictObject(scheduleFields)
  .superRefine(oneTarget, whenObject)
  .superRefine(someInterval, whenObject);
export type ServiceScheduleCreateInput = z.infer<typeof serviceScheduleCreateSchema>;

/** The target stays; intervals may change (a null clears one, one must remain). */
export const serviceScheduleUpdateSchema = strictObject({
  type: scheduleFields.type,
  description: requiredText(500).optional(),
  intervalKm: positiveInt.max(1_000_000, msg('generic.maxValue')).nullable().optional(),
  intervalMonths: positiveInt.max(120, msg('generic.maxValue')).nullable().optional(),
  startDate: isoDate.optional(),
  startMileage: odometer.nullable().optional(),
  active: z.boolean().optional(),
});
export type ServiceScheduleUpdateInput = z.infer<typeof serviceScheduleUpdateSchema>;
