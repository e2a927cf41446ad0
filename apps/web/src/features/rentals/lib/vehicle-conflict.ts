import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * The booking number a 409 VEHICLE_NOT_AVAILABLE names (detail `reservationNumber`), '' when the
 * car is held by something unnamed, null for any other failure.
 */
export function conflictingBooking(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VEHICLE_NOT_AVAILABLE') return null;
  return error.details.find((detail) => detail.path === 'reservationNumber')?.message ?? '';
}
