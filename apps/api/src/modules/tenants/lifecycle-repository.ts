// The companies' lifecycle reads: trials past their end, and the plan a write is held to.
import { and, eq, lte } from 'drizzle-orm';
import type { TenantPlan } from '@motorpool/domain/value-lists';
import type { Db, Tx } from '../../db/engine.ts';
import { tenants } from '../../db/schema/index.ts';

/** The companies still on trial whose trial ended at or before `now`. */
export async function listExpiredTrials(db: Db | Tx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.status, 'trial'), lte(tenants.trialEndsAt, now)))
    .orderBy(tenants.id);
  return rows.map((row) => row.id);
}

/**
 * The company's plan, its row locked until the transaction ends: two writes counting against
 * the plan at once wait for each other, so both cannot take the last place.
 */
export async function lockTenantPlan(tx: Tx, id: string): Promise<TenantPlan | null> {
  const [row] = await tx
    .select({ plan: tenants.plan })
    .from(tenants)
    .where(eq(tenants.id, id))
    .for('update')
    .limit(1);
  return row?.plan ?? null;
}
