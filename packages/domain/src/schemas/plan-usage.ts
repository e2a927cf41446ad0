// GET /tenants/current/usage: the company's plan and how much of it is used (planLimits).
import { z } from 'zod';
import { tenantPlans, tenantStatuses } from '../value-lists.ts';

/** How many are counted against the plan, and how many it allows (null: no limit). */
export const planAllowanceView = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
});

export const planUsageView = z.object({
  plan: z.enum(tenantPlans),
  status: z.enum(tenantStatuses),
  /** the trial's last moment, while the company is on trial or its trial has ended */
  trialEndsAt: z.iso.datetime().nullable(),
  /** vehicles not retired */
  vehicles: planAllowanceView,
  /** active back-office user accounts (customers are not counted) */
  adminUsers: planAllowanceView,
});
export type PlanUsageView = z.infer<typeof planUsageView>;
