import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { sessions } from '../../db/schema/index.ts';

// Ends every session of a user at once (suspension, password reset, admin revocation): their
// refresh tokens stop working and, since the auth plugin checks the family on every request,
// so do their access tokens.
export async function revokeSessionsOfUser(tx: Tx, userId: string, reason: string): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
