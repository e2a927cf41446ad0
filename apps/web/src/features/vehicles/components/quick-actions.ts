import { availableActions } from '@motorpool/domain/status-machine';
import { vehicleMachine, type VehicleStatusAction } from '@motorpool/domain/status-machines';
import type { VehicleStatus } from '@motorpool/domain/value-lists';

// Staff actions on a vehicle's status; rent and return belong to rentals.
const staffActions: readonly VehicleStatusAction[] = [
  'markAvailable',
  'markUnavailable',
  'maintenanceMode',
];

export type QuickAction = VehicleStatusAction | 'resetMileage';

// The quick actions offered: the status moves the vehicle status machine allows from the
// current status (with vehicles:status), and reset mileage (with vehicles:update).
export function quickActionsFor(
  status: VehicleStatus,
  can: (permission: string) => boolean,
): QuickAction[] {
  const moves = can('vehicles:status')
    ? availableActions(vehicleMachine, status).filter((action) => staffActions.includes(action))
    : [];
  return can('vehicles:update') ? [...moves, 'resetMileage'] : moves;
}
