import type { ListQuery } from '@motorpool/domain/list-query';
import type { UserFilterField, UserSortField } from '@motorpool/domain/schemas/user';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { users } from '../../db/schema/index.ts';
import { backOfficeAccount } from './back-office.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export type { UserFilterField, UserSortField } from '@motorpool/domain/schemas/user';

/** A list filter after the service checked its operator and values. */
export type UserCondition =
  | { field: 'status'; op: 'equals' | 'in' | 'notIn'; value: string[] }
  | { field: 'roles'; op: 'in'; value: string[] }
  | { field: 'email'; op: 'contains' | 'startsWith'; value: string }
  | { field: 'createdAt'; op: 'gte' | 'lte'; value: Date };

export type UserListQuery = Pick<ListQuery<UserSortField, UserFilterField>, 'limit' | 'offset'> & {
  search?: string;
  sort: { field: UserSortField; direction: 'asc' | 'desc' };
  conditions: UserCondition[];
};

type Status = UserRow['status'];

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(tx: Tx, id: string, lock = false): Promise<UserRow | null> {
  const query = tx.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateUser(
  tx: Tx,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error('user vanished');
  return row;
}

export async function insertUser(tx: Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

// LIKE patterns match the text literally: %, _ and the escape character itself are escaped.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ilike = (column: SQLWrapper, pattern: string) => sql`${column} ilike ${pattern} escape '\\'`;

function condition(c: UserCondition): SQL | undefined {
  switch (c.field) {
    case 'status': {
      const values = c.value as Status[];
      return c.op === 'notIn' ? notInArray(users.status, values) : inArray(users.status, values);
    }
    case 'roles':
      return arrayOverlaps(users.roles, c.value);
    case 'email':
      return ilike(
        users.email,
        c.op === 'startsWith' ? `${literal(c.value)}%` : `%${literal(c.value)}%`,
      );
    case 'createdAt':
      return c.op === 'gte' ? gte(users.createdAt, c.value) : lte(users.createdAt, c.value);
  }
}

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${literal(search)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

const sortColumns = {
  createdAt: sql`${users.createdAt}`,
  lastName: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  lastLoginAt: sql`${users.lastLoginAt}`,
} satisfies Record<UserSortField, SQL>;

export async function listUsers(
  tx: Tx,
  q: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(
    backOfficeAccount,
    ...q.conditions.map(condition),
    ...(q.search ? [searchCondition(q.search)] : []),
  );
  const column = sortColumns[q.sort.field];
  const order =
    q.sort.direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const tieBreak = q.sort.direction === 'desc' ? desc(users.id) : asc(users.id);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(order, tieBreak)
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await tx.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function deleteUserRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

// Administrators are the active users holding the admin role or every permission (through a
// role granting `*` or a `*` of their own). Their rows are locked (in id order, so two
// concurrent removals queue instead of each seeing the other still there).
export async function lockActiveAdministrators(
  tx: Tx,
  table: Record<string, string[]>,
): Promise<string[]> {
  const allPowerful = [
    'admin',
    ...Object.entries(table)
      .filter(([name, permissions]) => name !== 'admin' && permissions.includes('*'))
      .map(([name]) => name),
  ];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(arrayContains(users.permissions, ['*']), arrayOverlaps(users.roles, allPowerful)),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function emailTakenByAnother(tx: Tx, email: string, exceptId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user exists in the current tenant (row level security hides the others). */
export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** A user's full name as a subquery of the caller's statement (a branch's manager). */
export const userNameAt = (user: { tenantId: SQL; id: SQL }) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.tenant_id = ${user.tenantId} and u.id = ${user.id})`;

/** Staff assigned to the branch lose the assignment (the branch is being deleted). */
export async function unassignBranch(tx: Tx, branchId: string): Promise<void> {
  await tx.update(users).set({ branchId: null }).where(eq(users.branchId, branchId));
}
