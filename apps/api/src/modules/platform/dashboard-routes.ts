import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  platformHealthView,
  platformOverviewQuery,
  platformOverviewView,
} from '@motorpool/domain/schemas/platform-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import type { JobRunner } from '../../lib/jobs/runner.ts';
import { platformCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { type HealthDeps, platformHealth } from './health.ts';
import { platformOverview } from './overview.ts';
import { recordPlatformActivity } from './activity-record.ts';

const tags = ['platform'];

export type DashboardDeps = Omit<HealthDeps, 'jobs'> & {
  jobs: Pick<JobRunner, 'overview' | 'failedItems' | 'retry'>;
};

// The super administrators' dashboard: the overview across every company, and the health of
// the installation with the retry of a job item that gave up.
export const platformDashboardRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, deps) => {
  route(app, {
    method: 'GET',
    url: '/platform/overview',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'Companies by status and plan; users, customers, vehicles, bookings and revenue',
    description:
      'period: 7d | 30d | 90d (default 30d, ending now), or from and to (whole UTC days, both ' +
      'included). Each figure comes with the period just before, of the same length. Revenue ' +
      'is captured payments less refunds, per currency in minor units, never added across.',
    querystring: platformOverviewQuery,
    response: platformOverviewView,
    errors: [400, 401, 403],
    handler: async (request) => {
      platformCaller(request);
      return platformOverview(deps.database, request.query, deps.now());
    },
  });

  route(app, {
    method: 'GET',
    url: '/platform/health',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'Database, Redis, outbox, jobs, e-mail, disk and memory, each with its state',
    description:
      'state: healthy | warning | critical; service: online | degraded | offline. Redis not ' +
      'set up here answers configured: false (healthy). failedJobs lists the job items that ' +
      'used every attempt, newest first.',
    response: platformHealthView,
    errors: [401, 403],
    handler: async (request) => {
      platformCaller(request);
      return platformHealth(deps);
    },
  });

  route(app, {
    method: 'POST',
    url: '/platform/jobs/:id/retry',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'Queue a failed job item again with all its attempts (404 unless it failed)',
    params: strictObject({ id }),
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      const c = platformCaller(request);
      if (!(await deps.jobs.retry(request.params.id))) {
        throw apiError('NOT_FOUND', 'error.failedJobNotFound');
      }
      await recordPlatformActivity(deps.database.db, {
        actorId: c.platformUserId,
        action: 'update',
        entityType: 'job',
        entityId: request.params.id,
        detail: { move: 'retry' },
        ip: c.ip,
        requestId: c.requestId,
      });
      return reply.status(204).send(null);
    },
  });
};
