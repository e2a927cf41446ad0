// Maintenance work-order schemas (SPEC §3 Maintenance; §5: vehicle, type, priority,
// description, issue description and severity required; each part required with a positive
// quantity; durations positive; costs non-negative; valid dates).
import type { z } from 'zod';
import {
  maintenancePriorities,
  maintenanceSeverities,
  maintenanceTypes,
  noteTypes,
} from '../value-lists.ts';
import type { FieldBag, RefineCtx } from './common.ts';
import {
  addIssue,
  id,
  isoDateTime,
  minorAmount,
  msg,
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

const maintenanceFields = {
  vehicleId: id,
  type: oneOf(maintenanceTypes),
  priority: oneOf(maintenancePriorities),
  description: requiredText(2000),
  issue: requiredText(2000),
  severity: oneOf(maintenanceSeverities),
  location: optionalText(200),
  scheduledDate: isoDateTime,
  dueDate: isoDateTime.optional(),
  // Hours.
  estimatedDuration: positiveNumber.max(1000, msg('generic.maxValue')).optional(),
  actualDuration: positiveNumber.max(1000, msg('generic.maxValue')).optional(),
  // Minor units.
  estimatedCost: minorAmount.optional(),
  actualCost: minorAmount.optional(),
  technician: optionalText(100),
  notes: optionalText(5000),
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

// "Maintenance date cannot be in the past" for new work orders. A day of grace keeps "today"
// valid in every time zone (the check runs on UTC instants).
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

export const maintenanceUpdateSchema = strictObject(maintenanceFields)
  .partial()
  .superRefine(dueNotBeforeScheduled, whenObject);
export type MaintenanceUpdateInput = z.infer<typeof maintenanceUpdateSchema>;

// POST /maintenance/{id}/complete
export const maintenanceCompleteSchema = strictObject({
  completedDate: isoDateTime.optional(),
  actualCost: minorAmount.optional(),
  actualDuration: positiveNumber.max(1000, msg('generic.maxValue')).optional(),
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
