// The admin users a plan counts: active back-office accounts (customers are not counted, nor
// suspended or inactive staff, who take a place again when made active).
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { users } from '../../db/schema/index.ts';
import { holdPlanPlaces, type PlanLock } from '../../lib/plan-limits.ts';
import { backOfficeAccount } from './back-office.ts';

type Seat = { status: string; roles: readonly string[] };

/** Whether an account with this status and these roles takes a place on the plan. */
export const takesPlanSeat = ({ status, roles }: Seat): boolean =>
  status === 'active' && !(roles.length > 0 && roles.every((role) => role === 'customer'));

export async function countedAdminUsers(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), backOfficeAccount));
  return row?.n ?? 0;
}

/** Refuses with PLAN_LIMIT when `next` would take a place `before` did not and none is left. */
export async function holdPlanSeat(
  tx: Tx,
  plans: PlanLock,
  tenantId: string,
  next: Seat,
  before?: Seat,
): Promise<void> {
  if (!takesPlanSeat(next) || (before && takesPlanSeat(before))) return;
  await holdPlanPlaces(tx, plans, tenantId, 'adminUsers', () => countedAdminUsers(tx));
}
