import { effectivePermissions } from '@motorpool/domain/permissions';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { platformSessions, platformUsers } from '../../db/schema/index.ts';
import type { ImpersonationClaim } from '../../lib/jwt.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loadVisitPrincipal } from './visit-principal.ts';

// The caller as the database knows them now: the auth plugin calls this on every request, so
// a suspended user, a revoked session or a changed role takes effect immediately.
export function createPrincipalLoader(database: Database) {
  return async ({
    tenantId,
    subject,
    sessionId,
    impersonation,
  }: {
    tenantId: string | null;
    subject: string;
    sessionId: string;
    impersonation?: ImpersonationClaim | null;
  }): Promise<Principal | null> => {
    const now = new Date();
    if (impersonation) {
      if (tenantId === null) return null;
      return loadVisitPrincipal(
        database,
        { tenantId, subject, sessionId, visit: impersonation },
        now,
      );
    }
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
    const [user] = await database.run<{
      roles: string[];
      permissions: string[];
      branch_id: string | null;
      role_permissions: Record<string, string[]>;
    }>('select * from tenant_principal($1, $2, $3)', [tenantId, subject, sessionId]);
    if (!user) return null;
    return {
      kind: 'user',
      tenantId,
      userId: subject,
      sessionId,
      roles: user.roles,
      permissions: effectivePermissions(user.roles, user.permissions, user.role_permissions),
      branchId: user.branch_id,
    };
  };
}

export type PrincipalLoader = ReturnType<typeof createPrincipalLoader>;
