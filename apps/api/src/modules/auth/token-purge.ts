import { isNotNull, lt, or, and } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { userTokens } from '../../db/schema/index.ts';

/**
 * Deletes the transaction tenant's single-use tokens that were used or expired before
 * `before`: they can never be redeemed, and a reset or verification token is a secret best
 * not kept (sessions' daily clean-up calls this).
 */
export async function purgeSpentUserTokens(tx: Tx, before: Date): Promise<number> {
  const rows = await tx
    .delete(userTokens)
    .where(
      or(
        lt(userTokens.expiresAt, before),
        and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, before)),
      ),
    )
    .returning({ id: userTokens.id });
  return rows.length;
}
