// The only code touching signup_requests: sign-ups waiting for their e-mail to be confirmed.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { signupRequests, type SignupPayload } from '../../db/schema/index.ts';

export type SignupRequestRow = typeof signupRequests.$inferSelect;

export async function insertSignupRequest(
  db: Db | Tx,
  values: { email: string; tokenHash: string; payload: SignupPayload; expiresAt: Date },
): Promise<SignupRequestRow> {
  const [row] = await db.insert(signupRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Withdraws the e-mail's sign-ups still waiting: asking again sends a fresh link (the first
 * mail may never have arrived) and only the newest link works.
 */
export async function withdrawPending(tx: Tx, email: string): Promise<void> {
  await tx
    .delete(signupRequests)
    .where(
      and(
        sql`lower(${signupRequests.email}) = ${email.toLowerCase()}`,
        isNull(signupRequests.confirmedAt),
      ),
    );
}

/**
 * A sign-up still waiting at `now` that asked for this subdomain (it holds the name), other
 * than one of `exceptEmail`'s, which its new request replaces.
 */
export async function pendingForSubdomain(
  db: Db | Tx,
  subdomain: string,
  now: Date,
  exceptEmail?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(
      and(
        sql`${signupRequests.payload}->>'subdomain' = ${subdomain}`,
        isNull(signupRequests.confirmedAt),
        gt(signupRequests.expiresAt, now),
        exceptEmail
          ? sql`lower(${signupRequests.email}) <> ${exceptEmail.toLowerCase()}`
          : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The request of a token, locked until the transaction ends (one confirmation wins). */
export async function lockByTokenHash(tx: Tx, tokenHash: string): Promise<SignupRequestRow | null> {
  const [row] = await tx
    .select()
    .from(signupRequests)
    .where(eq(signupRequests.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function markConfirmed(
  tx: Tx,
  id: string,
  companyId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(signupRequests)
    .set({ confirmedAt: at, companyId })
    .where(eq(signupRequests.id, id));
}
