// What the permissions module needs of others besides their services: the interfaces the
// composition root (composition.ts) hands to it.
import type { SQL } from 'drizzle-orm';
import type { Language } from '@motorpool/domain/locale-lists';
import type { UserList } from '@motorpool/domain/schemas/user';
import type { Tx } from '../../db/engine.ts';
import type { Principal } from '../../plugins/auth.ts';

/** What the role screens show and change of one person. */
export type UserAccessRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  permissions: string[];
};

/**
 * The users module's rows as role assignment reads and writes them (its roleHolders), inside
 * the permissions module's transaction, so the checks and the change hold the same locks.
 */
export type RoleHolders = {
  countWithRole(tx: Tx, role: string): Promise<number>;
  /** the user's access, locked for update when it is to change */
  findAccess(tx: Tx, userId: string, lock?: boolean): Promise<UserAccessRow | null>;
  setAccess(
    tx: Tx,
    userId: string,
    values: { roles?: string[]; permissions?: string[] },
  ): Promise<UserAccessRow>;
  /** Active holders of the admin role, locked so two demotions cannot both pass the check. */
  lockActiveAdmins(tx: Tx): Promise<string[]>;
  /**
   * Users that may carry a conflict: no roles, a role outside `knownRoles` (a subquery of
   * the role names, from the permissions module), or grants of their own.
   */
  withPossibleConflicts(tx: Tx, knownRoles: SQL<string[]>): Promise<UserAccessRow[]>;
};

/** The users module's list of a company's users, as the role screens show it. */
export type UserLister = {
  list(
    caller: {
      principal: Extract<Principal, { kind: 'user' }>;
      requestId: string;
      language: Language;
    },
    query: Readonly<Record<string, unknown>>,
  ): Promise<UserList>;
  /** the list query's sort and filter fields, for the API document */
  listDescription: string;
};

// The role table as other modules read it inside their transaction, and the system roles a new
// company starts with.
export { permissionsOf, roleTable } from './repository.ts';
export { seedSystemRoles } from './system-roles.ts';
