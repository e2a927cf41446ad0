// What the branches module needs of others besides their services: the interfaces the
// composition root (services.ts) hands to it.
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
