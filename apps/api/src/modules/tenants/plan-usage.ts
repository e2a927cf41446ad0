// The company's own view of its plan: what is counted against it, in one statement inside the
// company's scope (row level security shows no other company's rows). It counts as the vehicles
// and users modules hold the limit (lib/plan-limits.ts): vehicles not retired, active
// back-office accounts.
import type { PlanUsageView } from '@motorpool/domain/schemas/plan-usage';
import { planLimits } from '@motorpool/domain/value-lists';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/engine.ts';
import { tenants, users, vehicles } from '../../db/schema/index.ts';
import { apiError } from '../../lib/http-errors.ts';

export async function planUsage(database: Database, tenantId: string): Promise<PlanUsageView> {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .select({
        plan: tenants.plan,
        status: tenants.status,
        trialEndsAt: tenants.trialEndsAt,
        vehicles: sql<number>`(select count(*)::int from ${vehicles} where ${vehicles.status} <> 'retired')`,
        adminUsers: sql<number>`(select count(*)::int from ${users} where ${users.status} = 'active'
          and not (${users.roles} <@ array['customer']::text[] and cardinality(${users.roles}) > 0))`,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId)),
  );
  if (!row) throw apiError('NOT_FOUND', 'error.tenantNotFound');
  const limits = planLimits[row.plan];
  const onTrial = row.status === 'trial' || row.status === 'trial_ended';
  return {
    plan: row.plan,
    status: row.status,
    trialEndsAt: onTrial && row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    vehicles: { used: row.vehicles, limit: limits.vehicles },
    adminUsers: { used: row.adminUsers, limit: limits.adminUsers },
  };
}
