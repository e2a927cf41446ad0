// The notifications module's tables: only this file reads and writes them.
import type {
  NotificationListQuery,
  NotificationPreferences,
} from '@motorpool/domain/schemas/notification';
import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

const own = (userId: string) => eq(notifications.userId, userId);
const unread = and(eq(notifications.isRead, false), eq(notifications.isArchived, false));

function listFilter(userId: string, query: NotificationListQuery): SQL | undefined {
  return and(
    own(userId),
    eq(notifications.isArchived, query.isArchived === 'true'),
    query.isRead === undefined ? undefined : eq(notifications.isRead, query.isRead === 'true'),
    query.type ? eq(notifications.type, query.type) : undefined,
    query.category ? eq(notifications.category, query.category) : undefined,
    query.priority ? eq(notifications.priority, query.priority) : undefined,
  );
}

export async function listNotifications(tx: Tx, userId: string, query: NotificationListQuery) {
  const where = listFilter(userId, query);
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total } = { total: 0 }] = await tx
    .select({ total: count() })
    .from(notifications)
    .where(where);
  return { rows, total };
}

export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(own(userId), unread));
  return row?.n ?? 0;
}

/** Counts of the user's unarchived notifications by one column. */
export async function countsBy(
  tx: Tx,
  userId: string,
  column: typeof notifications.type | typeof notifications.category | typeof notifications.priority,
) {
  return tx
    .select({
      key: column,
      n: count(),
      unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)::int`,
    })
    .from(notifications)
    .where(and(own(userId), eq(notifications.isArchived, false)))
    .groupBy(column);
}

export async function findNotification(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(own(userId), eq(notifications.id, id)));
  return row;
}

export async function updateNotifications(
  tx: Tx,
  userId: string,
  ids: readonly string[] | 'all',
  change: { isRead?: boolean; isArchived?: boolean },
  now: Date,
) {
  const set: Partial<NewNotification> = { ...change };
  if (change.isRead !== undefined) set.readAt = change.isRead ? now : null;
  return tx
    .update(notifications)
    .set(set)
    .where(
      and(
        own(userId),
        ids === 'all' ? eq(notifications.isRead, false) : inArray(notifications.id, [...ids]),
      ),
    )
    .returning();
}

export async function deleteNotifications(tx: Tx, userId: string, ids: readonly string[] | 'all') {
  const rows = await tx
    .delete(notifications)
    .where(and(own(userId), ids === 'all' ? undefined : inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Writes new notifications; one whose source key exists already is skipped. */
export async function insertNotifications(tx: Tx, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export async function readPreferences(tx: Tx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
}

export async function writePreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
  preferences: NotificationPreferences,
) {
  await tx
    .insert(notificationPreferences)
    .values({ tenantId, userId, preferences })
    .onConflictDoUpdate({
      target: [notificationPreferences.tenantId, notificationPreferences.userId],
      set: { preferences, updatedAt: sql`now()` },
    });
}

/** The users with notifications waiting for a digest, and what waits (oldest first). */
export async function pendingDigests(tx: Tx) {
  return tx
    .select()
    .from(notifications)
    .where(eq(notifications.digestPending, true))
    .orderBy(notifications.userId, notifications.createdAt);
}

export async function markDigested(tx: Tx, userId: string, ids: readonly string[], at: Date) {
  await tx
    .update(notifications)
    .set({ digestPending: false })
    .where(and(own(userId), inArray(notifications.id, [...ids])));
  // only users who chose a digest have a preferences row (the default is immediate)
  await tx
    .update(notificationPreferences)
    .set({ lastDigestAt: at })
    .where(eq(notificationPreferences.userId, userId));
}

/** The columns stats count by. */
export const columns = {
  type: notifications.type,
  category: notifications.category,
  priority: notifications.priority,
};

/** Whether the user was told of a sign-in from this device since `since`. */
export async function recentSignIn(tx: Tx, userId: string, device: string, since: Date) {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        own(userId),
        eq(notifications.messageKey, 'user.signedIn'),
        sql`coalesce(${notifications.messageParams}->>'device', '') = ${device}`,
        gte(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
