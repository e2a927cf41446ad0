import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { platformUsers, userTokens } from '../../db/schema/index.ts';

export type PlatformUserRow = typeof platformUsers.$inferSelect;
export type TokenKind = (typeof userTokens.$inferSelect)['kind'];

// Single-use e-mailed tokens (password reset, e-mail verification).

export async function insertUserToken(
  tx: Tx,
  values: { tenantId: string; userId: string; kind: TokenKind; tokenHash: string; expiresAt: Date },
) {
  await tx.insert(userTokens).values(values);
}

/** Uses the token if it is live: answers its user, or null when unknown, used or expired. */
export async function consumeUserToken(
  tx: Tx,
  kind: TokenKind,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.kind, kind),
        eq(userTokens.tokenHash, tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

export async function retireUserTokens(tx: Tx, userId: string, kind: TokenKind, now: Date) {
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
    );
}

// Platform super administrators.

export async function findPlatformUserByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(platformUsers)
    .where(sql`lower(${platformUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The addresses of the platform's active super administrators. */
export async function activePlatformEmails(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ email: platformUsers.email })
    .from(platformUsers)
    .where(eq(platformUsers.status, 'active'))
    .orderBy(platformUsers.email);
  return rows.map((row) => row.email);
}

export async function findPlatformUserById(db: Db | Tx, id: string, lock = false) {
  const query = db.select().from(platformUsers).where(eq(platformUsers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePlatformUser(
  db: Db | Tx,
  id: string,
  values: Partial<typeof platformUsers.$inferInsert>,
): Promise<PlatformUserRow> {
  const [row] = await db
    .update(platformUsers)
    .set(values)
    .where(eq(platformUsers.id, id))
    .returning();
  if (!row) throw new Error('platform user vanished');
  return row;
}
