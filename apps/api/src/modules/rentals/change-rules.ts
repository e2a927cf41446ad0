// The refusals of a rental's return and changes, in the caller's language.
import type { Tx } from '../../db/engine.ts';
import { inBranchScope } from '../../lib/branch-scope.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import { type RentalRow, rentalRows } from './repository.ts';
import { illegalRentalMove, type RentalMoveName } from './views.ts';

/** The rental, locked; 404 when the caller's company (or branch) has none by that id. */
export async function mustFindRental(
  tx: Tx,
  c: TenantCaller,
  id: string,
  lock = false,
): Promise<RentalRow> {
  const row = lock ? await rentalRows.lock(tx, id) : await rentalRows.find(tx, id);
  if (!row || !inBranchScope(c, row.pickupBranchId, row.returnBranchId))
    throw apiError('NOT_FOUND', 'error.rentalNotFound');
  return row;
}

/** Every return and change is of an active rental: 409 from any other status. */
export function mustBeActive(c: TenantCaller, row: RentalRow, move: RentalMoveName) {
  if (row.status !== 'active') throw illegalRentalMove(c, row.status, move);
}

/** `now` after the return date plus the grace: the rental is overdue. */
export function isPastGrace(row: Pick<RentalRow, 'returnDate'>, graceMinutes: number, now: Date) {
  return now.getTime() > row.returnDate.getTime() + graceMinutes * 60_000;
}
