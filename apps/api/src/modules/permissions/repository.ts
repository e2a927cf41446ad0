import { effectivePermissions } from '@motorpool/domain/permissions';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { roles, users } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;
export type Page = { offset: number; limit: number };

export const accessColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  permissions: users.permissions,
};
export type UserAccessRow = { [K in keyof typeof accessColumns]: (typeof users.$inferSelect)[K] };

export function listRoles(tx: Tx): Promise<RoleRow[]> {
  return tx
    .select()
    .from(roles)
    .orderBy(desc(roles.isSystem), asc(roles.createdAt), asc(roles.name));
}

/** The role table as name -> permissions, for effective-permission arithmetic. */
export async function roleTable(tx: Tx): Promise<Record<string, string[]>> {
  const rows = await tx.select({ name: roles.name, permissions: roles.permissions }).from(roles);
  return Object.fromEntries(rows.map((r) => [r.name, r.permissions]));
}

// Effective permissions: the roles' (from the tenant's role table) plus the user's own.
export async function permissionsOf(
  tx: Tx,
  user: { roles: string[]; permissions: string[] },
): Promise<string[]> {
  const rows =
    user.roles.length === 0
      ? []
      : await tx
          .select({ name: roles.name, permissions: roles.permissions })
          .from(roles)
          .where(inArray(roles.name, user.roles));
  const table = Object.fromEntries(rows.map((r) => [r.name, r.permissions]));
  return effectivePermissions(user.roles, user.permissions, table);
}

export async function findRole(tx: Tx, name: string, lock = false): Promise<RoleRow | null> {
  const query = tx.select().from(roles).where(eq(roles.name, name)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The named roles that exist, share-locked so that a concurrent delete waits for the
 * assignment (and then finds the role held) or the assignment finds the role gone.
 */
export async function lockRolesShared(tx: Tx, names: string[]): Promise<RoleRow[]> {
  if (names.length === 0) return [];
  return tx.select().from(roles).where(inArray(roles.name, names)).for('share');
}

export async function insertRole(tx: Tx, values: NewRoleRow): Promise<RoleRow | null> {
  const [row] = await tx.insert(roles).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRole(
  tx: Tx,
  id: string,
  values: Pick<NewRoleRow, 'label' | 'description' | 'permissions'>,
): Promise<RoleRow> {
  const [row] = await tx.update(roles).set(values).where(eq(roles.id, id)).returning();
  if (!row) throw new Error('role vanished');
  return row;
}

export async function deleteRole(tx: Tx, id: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

export async function countUsersWithRole(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(sql`${name} = any(${users.roles})`);
  return row?.n ?? 0;
}

export async function findUserAccess(
  tx: Tx,
  id: string,
  lock = false,
): Promise<UserAccessRow | null> {
  const query = tx.select(accessColumns).from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setUserAccess(
  tx: Tx,
  id: string,
  values: { roles?: string[]; permissions?: string[] },
): Promise<UserAccessRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning(accessColumns);
  if (!row) throw new Error('user vanished');
  return row;
}

/** Active users holding the admin role, locked so two demotions cannot both pass the check. */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.roles})`, eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Users that may carry a conflict: no roles, a role missing from the table, or own grants. */
export function usersWithPossibleConflicts(tx: Tx) {
  return tx
    .select(accessColumns)
    .from(users)
    .where(
      or(
        sql`cardinality(${users.roles}) = 0`,
        sql`not (${users.roles} <@ (select coalesce(array_agg(${roles.name}), '{}') from ${roles}))`,
        sql`cardinality(${users.permissions}) > 0`,
      ),
    )
    .orderBy(asc(users.email), asc(users.id));
}
