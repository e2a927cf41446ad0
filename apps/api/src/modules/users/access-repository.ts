// The users' roles and own grants as the permissions module reads and changes them (its
// RoleHolders), in the statements it always ran, inside its transaction.
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { users } from '../../db/schema/index.ts';
import type { RoleHolders, UserAccessRow } from '../permissions/ports.ts';

const accessColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  permissions: users.permissions,
};

async function countUsersWithRole(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(sql`${name} = any(${users.roles})`);
  return row?.n ?? 0;
}

async function findUserAccess(tx: Tx, id: string, lock = false): Promise<UserAccessRow | null> {
  const query = tx.select(accessColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function setUserAccess(
  tx: Tx,
  id: string,
  values: { roles?: string[]; permissions?: string[] },
): Promise<UserAccessRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning(accessColumns);
  if (!row) throw new Error('user vanished');
  return row;
}

// Holders of the admin role only: role assignment keeps one of them (users' own removal rule,
// lockActiveAdministrators, also counts holders of `*`).
async function lockActiveAdminRoleHolders(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.roles})`, eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

function usersWithPossibleConflicts(tx: Tx, knownRoles: SQL<string[]>) {
  return tx
    .select(accessColumns)
    .from(users)
    .where(
      or(
        sql`cardinality(${users.roles}) = 0`,
        sql`not (${users.roles} <@ ${knownRoles})`,
        sql`cardinality(${users.permissions}) > 0`,
      ),
    )
    .orderBy(asc(users.email), asc(users.id));
}

export const roleHolders: RoleHolders = {
  countWithRole: countUsersWithRole,
  findAccess: findUserAccess,
  setAccess: setUserAccess,
  lockActiveAdmins: lockActiveAdminRoleHolders,
  withPossibleConflicts: usersWithPossibleConflicts,
};
