// What the reviews module reads of others: the interfaces the composition root (composition.ts)
// hands in, so it never imports rentals, customers or vehicles.
import type { RentalStatus } from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';

/** A row of another table, named inside the caller's statement. */
export type RowRef = { tenantId: SQL; id: SQL };

/** The rentals module's rentalReviewReader. */
export type ReviewRentals = {
  find(
    tx: Tx,
    id: string,
  ): Promise<{ customerId: string; vehicleId: string; status: RentalStatus } | undefined>;
};

/** The customers module's customerBookingParties. */
export type ReviewCustomers = {
  find(tx: Tx, id: string): Promise<{ firstName: string; lastName: string } | undefined>;
  /** the customer record of a customer account */
  ofUser(tx: Tx, userId: string): Promise<{ id: string } | undefined>;
  cardAt(customer: RowRef): SQL<{ name: string } | null>;
};

/** The vehicles module's vehicleBookings. */
export type ReviewVehicles = {
  cardAt(vehicle: RowRef): SQL<{ id: string; make: string; model: string } | null>;
};

export type ReviewParties = {
  rentals: ReviewRentals;
  customers: ReviewCustomers;
  vehicles: ReviewVehicles;
};

export { averageRatingAt } from './repository.ts';
