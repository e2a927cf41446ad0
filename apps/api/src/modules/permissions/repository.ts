import { effectivePermissions } from '@motorpool/domain/permissions';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { roles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;
export type Page = { offset: number; limit: number };

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

/** The tenant's role names as one array, a subquery of the caller's statement. */
export const knownRoleNames = sql<
  string[]
>`(select coalesce(array_agg(${roles.name}), '{}') from ${roles})`;
