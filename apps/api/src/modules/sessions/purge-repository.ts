import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { platformSessions, sessions } from '../../db/schema/index.ts';

// The daily clean-up's deletes (jobs.ts): every row of the transaction's tenant, not one user's.

/** Deletes the tenant's session rows that expired or were revoked before `before`. */
export async function deleteEndedSessions(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** The same for platform super administrators' sessions (a platform table). */
export async function deleteEndedPlatformSessions(db: Db | Tx, before: Date): Promise<number> {
  const rows = await db
    .delete(platformSessions)
    .where(
      or(
        lt(platformSessions.expiresAt, before),
        and(isNotNull(platformSessions.revokedAt), lt(platformSessions.revokedAt, before)),
      ),
    )
    .returning({ id: platformSessions.id });
  return rows.length;
}
