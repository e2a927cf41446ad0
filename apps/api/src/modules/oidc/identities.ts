import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { userIdentities } from '../../db/schema/index.ts';

// A user's accounts at OpenID Connect providers, by issuer and subject.

export async function findIdentityUser(
  tx: Tx,
  issuer: string,
  subject: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

export async function hasIdentityFrom(tx: Tx, userId: string, issuer: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)))
    .limit(1);
  return Boolean(row);
}

export async function insertIdentity(
  tx: Tx,
  values: { tenantId: string; userId: string; issuer: string; subject: string },
): Promise<void> {
  await tx.insert(userIdentities).values(values);
}
