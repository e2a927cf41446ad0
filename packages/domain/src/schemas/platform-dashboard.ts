// The super administrators' dashboard: the platform's activity log, its overview across every
// company, and the health of the installation (GET /platform/activity, /overview, /health).
import { z } from 'zod';
import { activityTypes, serviceStates, systemHealthStates } from '../platform-lists.ts';
import { tenantPlans, tenantStatuses } from '../value-lists.ts';
import { isoDate, oneOf, pagedView, strictObject } from './common.ts';

export const platformActivityView = z
  .object({
    id: z.uuid(),
    actorId: z.uuid().nullable(),
    actorEmail: z.string().nullable(),
    action: z.enum(activityTypes),
    entityType: z.string(),
    entityId: z.uuid().nullable(),
    detail: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PlatformActivity' });
export type PlatformActivityView = z.infer<typeof platformActivityView>;

export const platformActivityPage = pagedView(platformActivityView);
export type PlatformActivityPage = z.infer<typeof platformActivityPage>;

export const platformActivitySortFields = ['createdAt'] as const;
export const platformActivityFilterFields = ['action', 'entityType', 'createdAt'] as const;
export type PlatformActivityFilterField = (typeof platformActivityFilterFields)[number];

/** The overview's periods: the last 7, 30 or 90 days, or from/to (calendar days, UTC). */
export const overviewPeriods = ['7d', '30d', '90d'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

export const platformOverviewQuery = strictObject({
  period: oneOf(overviewPeriods).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type PlatformOverviewQuery = z.infer<typeof platformOverviewQuery>;

/** A figure for the period beside the same figure for the period just before it. */
const trend = z.object({ current: z.number().int(), previous: z.number().int() });
/** How many there are now, and how many were added in the period and the one before. */
const growth = trend.extend({ total: z.number().int() });

export const platformOverviewView = z
  .object({
    period: z.object({
      from: z.iso.datetime(),
      to: z.iso.datetime(),
      previousFrom: z.iso.datetime(),
    }),
    companies: growth.extend({
      byStatus: z.record(z.enum(tenantStatuses), z.number().int()),
      byPlan: z.record(z.enum(tenantPlans), z.number().int()),
    }),
    users: growth,
    customers: growth,
    vehicles: growth,
    bookings: trend,
    /** Captured payments less refunds, per currency: currencies are never added together. */
    revenue: z.array(trend.extend({ currency: z.string() })),
  })
  .meta({ id: 'PlatformOverview' });
export type PlatformOverviewView = z.infer<typeof platformOverviewView>;

export const healthCheckNames = [
  'database',
  'redis',
  'outbox',
  'jobs',
  'email',
  'disk',
  'memory',
] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];

export const healthCheckView = z.object({
  name: z.enum(healthCheckNames),
  state: z.enum(systemHealthStates),
  service: z.enum(serviceStates),
  /** false when the service is not set up here (no REDIS_URL): shown, never counted a failure */
  configured: z.boolean(),
  /** the measured figures, by name (milliseconds, bytes, counts, ISO times) */
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type HealthCheckView = z.infer<typeof healthCheckView>;

export const failedJobView = z.object({
  id: z.uuid(),
  name: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type FailedJobView = z.infer<typeof failedJobView>;

export const platformHealthView = z
  .object({
    state: z.enum(systemHealthStates),
    checkedAt: z.iso.datetime(),
    checks: z.array(healthCheckView),
    failedJobs: z.array(failedJobView),
  })
  .meta({ id: 'PlatformHealth' });
export type PlatformHealthView = z.infer<typeof platformHealthView>;
