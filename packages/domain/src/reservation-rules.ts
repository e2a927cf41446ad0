// Which vehicles a reservation may take. A rented vehicle is bookable for later
// dates: the rental's own hold keeps its period; one in maintenance or retired is not.
import { type VehicleStatus, vehicleStatuses } from './value-lists.ts';

export function vehicleIsBookable(status: VehicleStatus): boolean {
  return status === 'available' || status === 'rented';
}

export const bookableVehicleStatuses: readonly VehicleStatus[] =
  vehicleStatuses.filter(vehicleIsBookable);

/** RES-000123: the company's running number, six digits at least. */
export const reservationNumberOf = (n: number): string => `RES-${String(n).padStart(6, '0')}`;
