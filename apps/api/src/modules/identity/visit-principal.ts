// The principal of a support visit's token: the company's administrator account the visit acts
// as, carrying the visit. Read afresh on every request like any other caller, so a visit that
// ended, ran out, or that the company's administrators forbade since is refused at once (401).
import { effectivePermissions } from '@motorpool/domain/permissions';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { impersonations, platformUsers, roles, tenants, users } from '../../db/schema/index.ts';
import type { ImpersonationClaim } from '../../lib/jwt.ts';
import type { Principal } from '../../plugins/auth.ts';

// A visit may go on while the company still works (a trial that ended reads only).
const visitable = ['trial', 'active', 'trial_ended'] as const;

export async function loadVisitPrincipal(
  database: Database,
  claim: { tenantId: string; subject: string; sessionId: string; visit: ImpersonationClaim },
  now: Date,
): Promise<Principal | null> {
  const [open] = await database.db
    .select({ id: impersonations.id })
    .from(impersonations)
    .innerJoin(platformUsers, eq(platformUsers.id, impersonations.platformUserId))
    .innerJoin(tenants, eq(tenants.id, impersonations.companyId))
    .where(
      and(
        eq(impersonations.id, claim.visit.id),
        eq(impersonations.platformUserId, claim.visit.platformUserId),
        eq(impersonations.companyId, claim.tenantId),
        isNull(impersonations.endedAt),
        gt(impersonations.expiresAt, now),
        eq(platformUsers.status, 'active'),
        eq(tenants.impersonationAllowed, true),
        inArray(tenants.status, [...visitable]),
      ),
    )
    .limit(1);
  if (!open) return null;
  return database.withTenant(claim.tenantId, async (tx) => {
    const [user] = await tx
      .select({ roles: users.roles, permissions: users.permissions, branchId: users.branchId })
      .from(users)
      .where(and(eq(users.id, claim.subject), eq(users.status, 'active')))
      .limit(1);
    if (!user) return null;
    const held = user.roles.length
      ? await tx
          .select({ name: roles.name, permissions: roles.permissions })
          .from(roles)
          .where(inArray(roles.name, user.roles))
      : [];
    const table = Object.fromEntries(held.map((r) => [r.name, r.permissions]));
    return {
      kind: 'user',
      tenantId: claim.tenantId,
      userId: claim.subject,
      sessionId: claim.sessionId,
      roles: user.roles,
      permissions: effectivePermissions(user.roles, user.permissions, table),
      branchId: user.branchId,
      impersonation: claim.visit,
    } satisfies Principal;
  });
}
