import type { Tx } from '../../db/engine.ts';

export type RentalFigures = {
  totalRentals: number;
  activeRentals: number;
  /** minor units */
  totalRevenue: number;
  averageRating: number | null;
  rentedDays: number;
  /** when the first counted leg began, null before any */
  firstRentedAt: Date | null;
};

/**
 * What the fleet reads of rentals: statistics and the delete-or-retire rule. The rentals module
 * offers it (rentals/history-reader.ts); the composition root hands it to vehicles and branches,
 * so neither imports rentals (which imports vehicles).
 */
export type RentalHistoryReader = {
  ofVehicle(tx: Tx, vehicleId: string): Promise<RentalFigures>;
  ofBranch(tx: Tx, branchId: string): Promise<RentalFigures>;
  /** whether any rental, whatever its status, drove the vehicle */
  anyForVehicle(tx: Tx, vehicleId: string): Promise<boolean>;
};

/** A vehicle with rental history is retired instead of erased, so that history stays whole. */
export async function hasRentalHistory(
  rentals: RentalHistoryReader,
  tx: Tx,
  vehicleId: string,
): Promise<boolean> {
  return rentals.anyForVehicle(tx, vehicleId);
}
