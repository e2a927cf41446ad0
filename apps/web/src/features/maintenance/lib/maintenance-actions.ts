import {
  IconBan,
  IconCalendarCheck,
  IconCircleCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
} from '@tabler/icons-react';
import { maintenanceActionsFor } from '@motorpool/domain/schemas/maintenance';
import { isFinalStatus } from '@motorpool/domain/status-machine';
import { maintenanceMachine } from '@motorpool/domain/status-machines';
import type { MaintenanceAction, MaintenanceStatus } from '@motorpool/domain/value-lists';

export type { MaintenanceAction };

// Moving a work order along its machine is a status change; editing it is an update.
export const maintenanceActionPermission = 'maintenance:status';

export const maintenanceActionIcons: Record<MaintenanceAction, typeof IconBan> = {
  schedule: IconCalendarCheck,
  start: IconPlayerPlay,
  pause: IconPlayerPause,
  resume: IconPlayerTrackNext,
  complete: IconCircleCheck,
  cancel: IconBan,
};

export const dangerousMaintenanceActions: ReadonlySet<MaintenanceAction> = new Set(['cancel']);

// The actions the domain's machine allows from the status, when the user may change statuses.
export function allowedMaintenanceActions(
  status: MaintenanceStatus,
  can: (permission: string) => boolean,
): MaintenanceAction[] {
  return can(maintenanceActionPermission) ? maintenanceActionsFor(status) : [];
}

// A finished work order is history: it is no longer edited, its parts no longer change.
export function isOpenMaintenance(status: MaintenanceStatus): boolean {
  return !isFinalStatus(maintenanceMachine, status);
}
