// What the branches module needs of others besides their services: the interfaces the
// composition root (composition.ts) hands to it.
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';

/** What branches read and change of the company's people (the users module's branchStaff). */
export type BranchStaff = {
  /** a subquery answering a user's full name, embedded in the branch list's statement */
  nameAt(user: { tenantId: SQL; id: SQL }): SQL<string | null>;
  /** whether the user is one of the current tenant's */
  exists(tx: Tx, userId: string): Promise<boolean>;
  /** Staff assigned to a branch that goes stay, unassigned. */
  unassignFromBranch(tx: Tx, branchId: string): Promise<void>;
};

/** What branches read of reservations: a branch any reservation names stays (409). */
export type BranchReservations = {
  /** whether any reservation is picked up or returned at the branch, whatever its status */
  anyForBranch(tx: Tx, branchId: string): Promise<boolean>;
};

/** A new company's first branch, written by provisioning inside its transaction. */
export { type BranchInsert, insertBranch } from './repository.ts';
