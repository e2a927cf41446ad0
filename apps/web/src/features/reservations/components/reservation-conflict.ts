import { isApiError } from '../../../shared/api/api-error.ts';

// A 409 VEHICLE_NOT_AVAILABLE: the car is held for an overlapping time. Its details name the
// reservation in the way (under `reservationNumber`) when a reservation holds it; a rental or a
// maintenance block is named otherwise, and the screen then speaks of "another booking".
export function vehicleConflict(error: unknown): { number: string | null } | null {
  if (!isApiError(error) || error.code !== 'VEHICLE_NOT_AVAILABLE') return null;
  const detail = error.details.find((d) => d.path === 'reservationNumber');
  return { number: detail?.message ?? null };
}
