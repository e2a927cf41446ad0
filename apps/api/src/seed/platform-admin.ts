import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/engine.ts';
import { platformSessions, platformUsers } from '../db/schema/index.ts';
import { hashPassword } from '../lib/secrets.ts';

export type PlatformAdminCredentials = { email: string; password: string };

/** The same floor as PLATFORM_ADMIN_PASSWORD in config.ts: this account can manage every company. */
export const platformAdminPasswordMin = 12;

const byEmail = (email: string) =>
  sql`lower(${platformUsers.email}) = ${email.trim().toLowerCase()}`;

export async function countPlatformAdmins(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(platformUsers);
  return row?.n ?? 0;
}

/**
 * Creates the platform super administrator when no account has that e-mail. An existing
 * account is left as it is: the password in the environment only sets the first one, so a
 * password changed since, or an account suspended since, is not undone by the next restart.
 */
export async function ensurePlatformAdmin(
  database: Database,
  admin: PlatformAdminCredentials,
): Promise<'created' | 'exists'> {
  const [existing] = await database.db
    .select({ id: platformUsers.id })
    .from(platformUsers)
    .where(byEmail(admin.email));
  if (existing) return 'exists';
  const inserted = await database.db
    .insert(platformUsers)
    .values({
      email: admin.email.trim().toLowerCase(),
      passwordHash: await hashPassword(admin.password),
      firstName: 'Platform',
      lastName: 'Administrator',
      passwordChangedAt: new Date(),
    })
    // another instance starting at the same moment created it first
    .onConflictDoNothing()
    .returning({ id: platformUsers.id });
  return inserted.length > 0 ? 'created' : 'exists';
}

/**
 * Creates the platform super administrator or sets a new password on it (an operator's
 * deliberate act, `npm run platform-admin`): its sessions are revoked.
 */
export async function setPlatformAdminPassword(
  database: Database,
  admin: PlatformAdminCredentials,
): Promise<'created' | 'updated'> {
  if (admin.password.length < platformAdminPasswordMin) {
    throw new Error(`The password must be at least ${platformAdminPasswordMin} characters long.`);
  }
  if ((await ensurePlatformAdmin(database, admin)) === 'created') return 'created';
  const passwordHash = await hashPassword(admin.password);
  await database.db.transaction(async (tx) => {
    const [user] = await tx
      .update(platformUsers)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
      })
      .where(byEmail(admin.email))
      .returning({ id: platformUsers.id });
    if (!user) return;
    await tx
      .update(platformSessions)
      .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
      .where(and(eq(platformSessions.platformUserId, user.id), isNull(platformSessions.revokedAt)));
  });
  return 'updated';
}
