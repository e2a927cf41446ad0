import type { Database } from '../../db/engine.ts';
import type { JobRunner } from '../../lib/jobs/runner.ts';
import { mount } from '../../lib/module.ts';
import { platformActivityRoutes } from './activity-routes.ts';
import { platformDashboardRoutes } from './dashboard-routes.ts';
import { platformJobRoutes } from './jobs-routes.ts';

export type PlatformNeeds = {
  database: Database;
  redisUrl?: string | undefined;
  /** the data directory whose disk the health page measures */
  dataDir: string;
  /** the dashboard's clock (tests move it) */
  now?: () => Date;
};

// The platform's view of the whole installation: the job runner (which app.ts starts with the
// server), the super administrators' activity log, the overview and the health checks.
export function platformModule(
  runner: Pick<JobRunner, 'overview' | 'failedItems' | 'retry'>,
  { database, redisUrl, dataDir, now = () => new Date() }: PlatformNeeds,
) {
  return {
    name: 'platform',
    routes: [
      mount(platformJobRoutes, { jobs: runner }),
      mount(platformActivityRoutes, { database }),
      mount(platformDashboardRoutes, { database, jobs: runner, redisUrl, dataDir, now }),
    ],
  };
}
