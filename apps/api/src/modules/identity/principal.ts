import { effectivePermissions } from '@motorpool/domain/permissions';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { platformSessions, platformUsers, roles, sessions, users } from '../../db/schema/index.ts';
import type { Principal } from '../../plugins/auth.ts';

// The caller as the database knows them now: the auth plugin calls this on every request, so
// a suspended user, a revoked session or a changed role takes effect immediately.
export function createPrincipalLoader(database: Database) {
  return async ({
    tenantId,
    subject,
    sessionId,
  }: {
    tenantId: string | null;
    subject: string;
    sessionId: string;
  }): Promise<Principal | null> => {
    const now = new Date();
    if (tenantId === null) {
      const [row] = await database.db
        .select({ id: platformUsers.id })
        .from(platformUsers)
        .innerJoin(platformSessions, eq(platformSessions.platformUserId, platformUsers.id))
        .where(
          and(
            eq(platformUsers.id, subject),
            eq(platformUsers.status, 'active'),
            eq(platformSessions.familyId, sessionId),
            isNull(platformSessions.revokedAt),
            gt(platformSessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row
        ? { kind: 'platform', platformUserId: row.id, sessionId, roles: ['super-admin'] }
        : null;
    }
    return database.withTenant(tenantId, async (tx) => {
      const [user] = await tx
        .select({
          id: users.id,
          roles: users.roles,
          permissions: users.permissions,
          branchId: users.branchId,
        })
        .from(users)
        .innerJoin(
          sessions,
          and(eq(sessions.userId, users.id), eq(sessions.tenantId, users.tenantId)),
        )
        .where(
          and(
            eq(users.id, subject),
            eq(users.status, 'active'),
            eq(sessions.familyId, sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      if (!user) return null;
      const roleRows =
        user.roles.length === 0
          ? []
          : await tx
              .select({ name: roles.name, permissions: roles.permissions })
              .from(roles)
              .where(inArray(roles.name, user.roles));
      const table = Object.fromEntries(roleRows.map((r) => [r.name, r.permissions]));
      return {
        kind: 'user',
        tenantId,
        userId: user.id,
        sessionId,
        roles: user.roles,
        permissions: effectivePermissions(user.roles, user.permissions, table),
        branchId: user.branchId,
      };
    });
  };
}
