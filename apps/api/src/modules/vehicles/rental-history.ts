import type { Tx } from '../../db/engine.ts';

export type RentalFigures = {
  totalRentals: number;
  activeRentals: number;
  /** minor units */
  totalRevenue: number;
  averageRating: number | null;
  rentedDays: number;
};

/**
 * What the fleet reads of rentals: statistics and the delete-or-retire rule. The rentals module
 * will offer it; the composition root hands it to vehicles and branches, so neither imports
 * rentals (which will import vehicles).
 */
export type RentalHistoryReader = {
  ofVehicle(tx: Tx, vehicleId: string): Promise<RentalFigures>;
  ofBranch(tx: Tx, branchId: string): Promise<RentalFigures>;
};

const none: RentalFigures = {
  totalRentals: 0,
  activeRentals: 0,
  totalRevenue: 0,
  averageRating: null,
  rentedDays: 0,
};

// The company has no rental records until the rentals module stores them, so every figure
// is zero and every vehicle is erasable; that module's reader replaces this one.
export const noRentalHistory: RentalHistoryReader = {
  ofVehicle: async () => none,
  ofBranch: async () => none,
};

/** A vehicle with rental history is retired instead of erased, so that history stays whole. */
export async function hasRentalHistory(
  rentals: RentalHistoryReader,
  tx: Tx,
  vehicleId: string,
): Promise<boolean> {
  return (await rentals.ofVehicle(tx, vehicleId)).totalRentals > 0;
}
