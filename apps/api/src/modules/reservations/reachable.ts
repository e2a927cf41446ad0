import type { Tx } from '../../db/engine.ts';
import { inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { audienceOf } from './booking-terms.ts';
import type { BookingCustomers } from './ports.ts';
import {
  anyReservationAtBranch,
  anyReservationOfCustomer,
  anyReservationOfVehicle,
  findReservation,
  reservationIdsAtBranch,
} from './repository.ts';

type Accounts = Pick<BookingCustomers, 'ofUser'>;

/** The customer record a customer account is kept to; undefined for staff, who see them all. */
export async function ownCustomerOf(
  tx: Tx,
  c: TenantCaller,
  customers: Accounts,
): Promise<string | undefined> {
  if (audienceOf(c) === 'staff') return undefined;
  const own = await customers.ofUser(tx, c.userId);
  if (!own) throw apiError('FORBIDDEN', 'http.forbidden');
  return own.id;
}

// Another customer's reservation answers 404, as if it did not exist.
export async function findReachable(
  tx: Tx,
  c: TenantCaller,
  customers: Accounts,
  id: string,
  lock = false,
) {
  const row = await findReservation(tx, id, lock);
  const own = await ownCustomerOf(tx, c, customers);
  if (!row || (own !== undefined && row.customerId !== own))
    throw apiError('NOT_FOUND', 'error.reservationNotFound');
  // another branch's reservation is as unknown to staff kept to a branch
  if (!inBranchScope(c, row.pickupBranchId, row.returnBranchId))
    throw apiError('NOT_FOUND', 'error.reservationNotFound');
  return row;
}

// What other modules ask before erasing a customer, vehicle or branch a reservation names
// (handed to them by composition.ts): any reservation counts, cancelled ones included.
export const reservationReferences = {
  /** the reservation's row, to check whose it is and what it owes (payments) */
  find: (tx: Tx, id: string) => findReservation(tx, id),
  /** the reservations picked up or returned at a branch, as a subquery (payments' scope) */
  idsAtBranch: reservationIdsAtBranch,
  anyForCustomer: anyReservationOfCustomer,
  anyForVehicle: anyReservationOfVehicle,
  anyForBranch: anyReservationAtBranch,
};
