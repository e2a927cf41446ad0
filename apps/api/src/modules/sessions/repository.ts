import { and, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { platformSessions, sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type PlatformSessionRow = typeof platformSessions.$inferSelect;
export type NewPlatformSessionRow = typeof platformSessions.$inferInsert;

export type Page = { offset: number; limit: number };
export type FamilyFilter = { userId?: string; activeOnly: boolean; now: Date };

export async function insertSession(tx: Tx, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await tx.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findSessionByHash(tx: Tx, hash: string): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, hash))
    .limit(1)
    .for('update');
  return row ?? null;
}

// Only one caller can rotate a row: a second presentation of the same token finds it rotated.
export async function markRotated(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ rotatedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeFamilyRows(
  tx: Tx,
  where: { familyId: string; userId?: string },
  reason: string,
): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.familyId, where.familyId),
        where.userId ? eq(sessions.userId, where.userId) : undefined,
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ familyId: sessions.familyId });
  return rows.length;
}

/** Revokes every family of the user but one; answers how many families ended. */
export async function revokeOtherFamilyRows(
  tx: Tx,
  userId: string,
  keepFamilyId: string,
  reason: string,
): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.familyId, keepFamilyId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ familyId: sessions.familyId });
  return new Set(rows.map((r) => r.familyId)).size;
}

export async function revokeAllFamiliesOfUser(
  tx: Tx,
  userId: string,
  reason: string,
): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ familyId: sessions.familyId });
  return new Set(rows.map((r) => r.familyId)).size;
}

// A session is a family, represented by its newest row (the one holding the live token).
function newestRows(tx: Tx, userId: string | undefined) {
  return tx
    .selectDistinctOn([sessions.familyId])
    .from(sessions)
    .where(userId ? eq(sessions.userId, userId) : undefined)
    .orderBy(sessions.familyId, desc(sessions.lastUsedAt), desc(sessions.id))
    .as('newest');
}

type Newest = ReturnType<typeof newestRows>;
const activeWhere = (n: Newest, filter: FamilyFilter): SQL | undefined =>
  filter.activeOnly ? and(isNull(n.revokedAt), gt(n.expiresAt, filter.now)) : undefined;

export async function listFamilies(tx: Tx, filter: FamilyFilter, page: Page) {
  const n = newestRows(tx, filter.userId);
  const where = activeWhere(n, filter);
  const rows = await tx
    .select({
      familyId: n.familyId,
      userId: n.userId,
      userAgent: n.userAgent,
      ipAddress: n.ipAddress,
      createdAt: n.createdAt,
      lastUsedAt: n.lastUsedAt,
      expiresAt: n.expiresAt,
      revokedAt: n.revokedAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(n)
    .innerJoin(users, eq(users.id, n.userId))
    .where(where)
    .orderBy(desc(n.lastUsedAt), desc(n.familyId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(n).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countFamilies(tx: Tx, filter: FamilyFilter): Promise<number> {
  const n = newestRows(tx, filter.userId);
  const [total] = await tx.select({ n: count() }).from(n).where(activeWhere(n, filter));
  return total?.n ?? 0;
}

export type FamilyRow = Awaited<ReturnType<typeof listFamilies>>['rows'][number];

export async function findFamily(tx: Tx, userId: string, familyId: string) {
  const [row] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.familyId, familyId)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(1);
  return row ?? null;
}

/** Deletes the user's rows that expired or were revoked before `before`. */
export async function deleteEndedRows(tx: Tx, userId: string, before: Date): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.expiresAt, before),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

// Platform super administrators' sessions (no tenant, no row level security).

export async function insertPlatformSession(
  db: Db | Tx,
  values: NewPlatformSessionRow,
): Promise<PlatformSessionRow> {
  const [row] = await db.insert(platformSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findPlatformSessionByHash(db: Db | Tx, hash: string) {
  const [row] = await db
    .select()
    .from(platformSessions)
    .where(eq(platformSessions.refreshTokenHash, hash))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markPlatformRotated(db: Db | Tx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(platformSessions)
    .set({ rotatedAt: at })
    .where(
      and(
        eq(platformSessions.id, id),
        isNull(platformSessions.rotatedAt),
        isNull(platformSessions.revokedAt),
      ),
    )
    .returning({ id: platformSessions.id });
  return rows.length === 1;
}

export async function revokePlatformRows(
  db: Db | Tx,
  where: { platformUserId: string; familyId?: string; exceptFamilyId?: string },
  reason: string,
): Promise<number> {
  const rows = await db
    .update(platformSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(platformSessions.platformUserId, where.platformUserId),
        where.familyId ? eq(platformSessions.familyId, where.familyId) : undefined,
        where.exceptFamilyId ? ne(platformSessions.familyId, where.exceptFamilyId) : undefined,
        isNull(platformSessions.revokedAt),
      ),
    )
    .returning({ familyId: platformSessions.familyId });
  return new Set(rows.map((r) => r.familyId)).size;
}

export async function revokePlatformFamilyRows(db: Db | Tx, familyId: string, reason: string) {
  await db
    .update(platformSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(platformSessions.familyId, familyId), isNull(platformSessions.revokedAt)));
}

export async function listPlatformFamilies(
  db: Db | Tx,
  platformUserId: string,
  filter: { activeOnly: boolean; now: Date },
  page: Page,
) {
  const n = db
    .selectDistinctOn([platformSessions.familyId])
    .from(platformSessions)
    .where(eq(platformSessions.platformUserId, platformUserId))
    .orderBy(
      platformSessions.familyId,
      desc(platformSessions.lastUsedAt),
      desc(platformSessions.id),
    )
    .as('newest');
  const where = filter.activeOnly
    ? and(isNull(n.revokedAt), gt(n.expiresAt, filter.now))
    : undefined;
  const rows = await db
    .select()
    .from(n)
    .where(where)
    .orderBy(desc(n.lastUsedAt), desc(n.familyId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(n).where(where);
  return { rows, total: total?.n ?? 0 };
}
