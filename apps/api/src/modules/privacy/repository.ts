// The only code that reads and writes privacy_requests. The table belongs to no company (see
// db/schema/privacy.ts): every read made for a company's staff carries its for_tenant_id.
import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { privacyRequests } from '../../db/schema/index.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { pageTotal, type ParsedList } from '../../lib/list-filters.ts';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;
export type PrivacyRequestChanges = Partial<Omit<NewPrivacyRequest, 'id' | 'createdAt'>>;

const pending = ['open', 'extended', 'on_hold'] as const;

export async function insertPrivacyRequest(db: Db | Tx, values: NewPrivacyRequest) {
  const [row] = await db.insert(privacyRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findPrivacyRequest(db: Db | Tx, id: string, lock = false) {
  const query = db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findByConfirmHash(tx: Tx, hash: string) {
  const [row] = await tx
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.confirmTokenHash, hash))
    .for('update');
  return row ?? null;
}

export async function findByReadHash(db: Db | Tx, hash: string) {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.readTokenHash, hash));
  return row ?? null;
}

export async function updatePrivacyRequest(
  db: Db | Tx,
  id: string,
  changes: PrivacyRequestChanges,
) {
  const [row] = await db
    .update(privacyRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(privacyRequests.id, id))
    .returning();
  if (!row) throw new Error('update found no row');
  return row;
}

/** A page of requests under `scope` (and the list's filters), newest first. */
export async function listPrivacyRequests(
  db: Db,
  q: ParsedList<'createdAt' | 'dueAt'>,
  scope: SQL | undefined,
) {
  const search = q.search ? ilikeContains(privacyRequests.email, q.search) : undefined;
  const where = and(scope, search, ...q.conditions);
  const column = q.sort.field === 'dueAt' ? privacyRequests.dueAt : privacyRequests.createdAt;
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(where)
    .orderBy(q.sort.direction === 'asc' ? column : desc(column), desc(privacyRequests.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [n] = await db.select({ n: count() }).from(privacyRequests).where(where);
    return n?.n ?? 0;
  });
  return { rows, total };
}

export const requesterScope = (tenantId: string, userId: string) =>
  and(eq(privacyRequests.forTenantId, tenantId), eq(privacyRequests.requesterUserId, userId));

// Staff see a correction only once its requester has proven the address (or signed in).
export const companyCorrectionScope = (tenantId: string) =>
  and(
    eq(privacyRequests.forTenantId, tenantId),
    eq(privacyRequests.requestType, 'correction'),
    ne(privacyRequests.status, 'awaiting_confirmation'),
  );

/** Requests still owed, not yet late, whose reminder day has come and who were not reminded. */
export async function dueForReminder(db: Db, now: Date, remindBefore: Date) {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.status, pending),
        isNull(privacyRequests.remindedAt),
        lt(privacyRequests.dueAt, remindBefore),
        gte(privacyRequests.dueAt, now),
      ),
    );
}

/** Requests still owed past their deadline that nobody was alerted of since `alertedBefore`. */
export async function overdueToAlert(db: Db, now: Date, alertedBefore: Date) {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.status, pending),
        lt(privacyRequests.dueAt, now),
        or(
          isNull(privacyRequests.overdueAlertedAt),
          lt(privacyRequests.overdueAlertedAt, alertedBefore),
        ),
      ),
    );
}

/** Deletions still owed (waiting on a rental in progress, or failed midway), to run again. */
export async function deletionsOwed(db: Db) {
  return db
    .select()
    .from(privacyRequests)
    .where(
      and(inArray(privacyRequests.status, pending), eq(privacyRequests.requestType, 'deletion')),
    );
}

/** Removes requests never confirmed within the link's validity: nothing was ever done on them. */
export async function purgeUnconfirmed(db: Db, expiredBefore: Date) {
  const gone = await db
    .delete(privacyRequests)
    .where(
      and(
        eq(privacyRequests.status, 'awaiting_confirmation'),
        lt(privacyRequests.confirmExpiresAt, expiredBefore),
      ),
    )
    .returning({ id: privacyRequests.id });
  return gone.length;
}
