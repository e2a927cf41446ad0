import type { Tx } from '../../db/engine.ts';
import { fieldError } from '../../lib/http-errors.ts';
import type { RentalVehicle, RentalVehicles } from './ports.ts';

/**
 * The car that leaves, at checkout or as a swap's replacement: free for the period (the vehicles
 * module's own refusals) and never logged below its odometer, which the refusal states.
 */
export async function handOver(
  vehicles: RentalVehicles,
  tx: Tx,
  vehicleId: string,
  period: { pickup: Date; returnDate: Date; timeZone: string },
  startMileage: number,
): Promise<RentalVehicle> {
  const vehicle = await vehicles.checkHandover(tx, vehicleId, period);
  checkStartMileage(vehicle, startMileage);
  return vehicle;
}

/** A car is never logged below its odometer; the refusal states the reading. */
export function checkStartMileage(vehicle: RentalVehicle, startMileage: number): void {
  if (startMileage < vehicle.mileage) {
    throw fieldError('body.startMileage', 'rental.startMileageBelowOdometer', {
      params: { mileage: vehicle.mileage },
    });
  }
}
