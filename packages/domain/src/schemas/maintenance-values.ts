// Maintenance value spellings, the actions a status offers, event names, sources and the
// service-due window; schemas/maintenance.ts re-exports all of it.
import { z } from 'zod';
import { availableActions } from '../status-machine.ts';
import { maintenanceMachine } from '../status-machines.ts';
import {
  maintenanceActions,
  maintenancePriorities,
  maintenanceStatuses,
  maintenanceTypes,
  type MaintenancePriority,
  type MaintenanceStatus,
  type MaintenanceType,
} from '../value-lists.ts';
import { oneOf } from './common.ts';

// --- Other spellings ----------------------------------------------------------------------
// Older clients send three variants of each list. Each other spelling maps onto the canonical value
// (lower-case, snake_case), so imports and the API accept any of them and store one:
//   status:   SCHEDULED, IN_PROGRESS, COMPLETED, CANCELLED, OVERDUE -> lower-cased;
//             open, pending -> pending (reported, waiting for review); on_hold -> on_hold.
//   type:     PREVENTIVE, CORRECTIVE, EMERGENCY, INSPECTION -> lower-cased; repair -> corrective;
//             scheduled and predictive -> preventive (planned work; predictive needs telematics
//             the product does not have); warranty, recall, inspection as they are.
//   priority: LOW, MEDIUM, HIGH, CRITICAL -> lower-cased; urgent and emergency -> critical.
export const maintenanceStatusAliases: Readonly<Record<string, MaintenanceStatus>> = {
  open: 'pending',
  'in-progress': 'in_progress',
  inprogress: 'in_progress',
  onhold: 'on_hold',
  'on-hold': 'on_hold',
  canceled: 'cancelled',
};
export const maintenanceTypeAliases: Readonly<Record<string, MaintenanceType>> = {
  repair: 'corrective',
  scheduled: 'preventive',
  predictive: 'preventive',
};
export const maintenancePriorityAliases: Readonly<Record<string, MaintenancePriority>> = {
  urgent: 'critical',
  emergency: 'critical',
};

function canonical<T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>>,
  value: unknown,
): unknown {
  if (typeof value !== 'string') return value;
  const key = value.trim().toLowerCase();
  if ((values as readonly string[]).includes(key)) return key;
  return aliases[key] ?? value;
}

/** The canonical status for any of its spellings, or undefined. */
export function toMaintenanceStatus(value: string): MaintenanceStatus | undefined {
  const found = canonical(maintenanceStatuses, maintenanceStatusAliases, value);
  return maintenanceStatuses.find((status) => status === found);
}
export function toMaintenanceType(value: string): MaintenanceType | undefined {
  const found = canonical(maintenanceTypes, maintenanceTypeAliases, value);
  return maintenanceTypes.find((type) => type === found);
}
export function toMaintenancePriority(value: string): MaintenancePriority | undefined {
  const found = canonical(maintenancePriorities, maintenancePriorityAliases, value);
  return maintenancePriorities.find((priority) => priority === found);
}

export const maintenanceStatusInput = z.preprocess(
  (value) => canonical(maintenanceStatuses, maintenanceStatusAliases, value),
  oneOf(maintenanceStatuses),
);
export const maintenanceTypeInput = z.preprocess(
  (value) => canonical(maintenanceTypes, maintenanceTypeAliases, value),
  oneOf(maintenanceTypes),
);
export const maintenancePriorityInput = z.preprocess(
  (value) => canonical(maintenancePriorities, maintenancePriorityAliases, value),
  oneOf(maintenancePriorities),
);

/** The staff actions offered for a work order in `status` (the screen's action buttons). */
export function maintenanceActionsFor(status: MaintenanceStatus) {
  return availableActions(maintenanceMachine, status).filter(
    (action): action is (typeof maintenanceActions)[number] =>
      (maintenanceActions as readonly string[]).includes(action),
  );
}

/** Domain event names this module publishes (payloads in events.ts). */
export const maintenanceEventNames = [
  'maintenance.created',
  'maintenance.started',
  'maintenance.completed',
  'maintenance.cancelled',
  'maintenance.serviceDue',
  'maintenance.serviceOverdue',
] as const;
export type MaintenanceEventName = (typeof maintenanceEventNames)[number];

/** Where a work order came from. */
export const maintenanceSources = [
  'staff',
  'driverReport',
  'damageReport',
  'serviceSchedule',
  'history',
] as const;
export type MaintenanceSource = (typeof maintenanceSources)[number];

/** The dashboard's upcoming window, and the distance that also makes a service due. */
export const serviceDueSoonDays = 7;
export const serviceDueSoonKm = 500;
export const serviceDueStates = ['ok', 'dueSoon', 'overdue'] as const;
export type ServiceDueState = (typeof serviceDueStates)[number];
