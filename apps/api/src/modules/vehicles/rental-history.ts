import type { Tx } from '../../db/engine.ts';

export type RentalFigures = {
  totalRentals: number;
  activeRentals: number;
  /** minor units */
  totalRevenue: number;
  averageRating: number | null;
  rentedDays: number;
};

const none: RentalFigures = {
  totalRentals: 0,
  activeRentals: 0,
  totalRevenue: 0,
  averageRating: null,
  rentedDays: 0,
};

// The one place that reads rentals for the fleet: statistics and the delete-or-retire rule.
// The company has no rental records until the rentals module stores them, so every figure
// is zero and every vehicle is erasable; that module replaces these queries.
export async function rentalFiguresOfVehicle(_tx: Tx, _vehicleId: string): Promise<RentalFigures> {
  return none;
}

export async function rentalFiguresOfBranch(_tx: Tx, _branchId: string): Promise<RentalFigures> {
  return none;
}

/** A vehicle with rental history is retired instead of erased, so that history stays whole. */
export async function hasRentalHistory(tx: Tx, vehicleId: string): Promise<boolean> {
  return (await rentalFiguresOfVehicle(tx, vehicleId)).totalRentals > 0;
}
