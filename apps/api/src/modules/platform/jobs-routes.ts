import { platformJobListSchema } from '@motorpool/domain/schemas/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import type { JobRunner } from '../../lib/jobs/runner.ts';

// The platform's view of scheduled and queued work: what is declared, when each job last ran
// and how that went, when it is next due, and what waits or has given up.
export const platformJobRoutes: FastifyPluginAsyncZod<{
  jobs: Pick<JobRunner, 'overview'>;
}> = async (app, { jobs }) => {
  route(app, {
    method: 'GET',
    url: '/platform/jobs',
    // A company's administrator sends their company and is refused as not a super administrator.
    access: 'platform',
    tenant: 'optional',
    tags: ['platform'],
    summary: 'Scheduled and queued jobs: last run, next run, pending and failed items',
    description:
      'Platform super administrators only. A last run with status `pending` and an error ' +
      'failed and will be retried at `nextRunAt`; `failed` items have used every attempt.',
    response: platformJobListSchema,
    errors: [400, 401, 403, 404],
    handler: async () => ({ data: await jobs.overview() }),
  });
};
