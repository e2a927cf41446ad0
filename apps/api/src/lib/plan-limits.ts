// What a company's plan admits (planLimits): vehicles not retired and active back-office users.
// The plan is read with the company's row locked, in the transaction that then counts and
// writes, so two writes racing for the last place take turns and the second is refused.
import { planLimits, type TenantPlan } from '@motorpool/domain/value-lists';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { Tx } from '../db/engine.ts';
import { apiError, type HttpError } from './http-errors.ts';

export type PlanResource = 'vehicles' | 'adminUsers';

/** The company's plan, its row locked until the transaction ends (the tenants service). */
export type PlanLock = { lockPlan(tx: Tx, tenantId: string): Promise<TenantPlan | null> };

const refusals: Record<PlanResource, Record<'starter' | 'professional', ValidationMessageKey>> = {
  vehicles: {
    starter: 'error.planVehiclesStarter',
    professional: 'error.planVehiclesProfessional',
  },
  adminUsers: {
    starter: 'error.planAdminUsersStarter',
    professional: 'error.planAdminUsersProfessional',
  },
};

/** How many more the plan admits, and the message saying so; null when it sets no limit. */
export type PlanRoom = { left: number; key: ValidationMessageKey; params: { limit: string } };

export async function planRoom(
  tx: Tx,
  plans: PlanLock,
  tenantId: string,
  resource: PlanResource,
  used: () => Promise<number>,
): Promise<PlanRoom | null> {
  const plan = await plans.lockPlan(tx, tenantId);
  if (!plan || plan === 'enterprise') return null;
  const limit = planLimits[plan][resource];
  if (limit === null) return null;
  return {
    left: Math.max(0, limit - (await used())),
    key: refusals[resource][plan],
    params: { limit: String(limit) },
  };
}

export const planRefusal = (room: PlanRoom): HttpError =>
  apiError('PLAN_LIMIT', room.key, { params: room.params });

/** Refuses with 403 PLAN_LIMIT unless the plan admits `adding` more. */
export async function holdPlanPlaces(
  tx: Tx,
  plans: PlanLock,
  tenantId: string,
  resource: PlanResource,
  used: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const room = await planRoom(tx, plans, tenantId, resource, used);
  if (room && room.left < adding) throw planRefusal(room);
}
