import { type ModuleBase, mount } from '../../lib/module.ts';
import { activityRoutes } from './activity-routes.ts';
import type { DashboardDeps } from './ports.ts';
import { dashboardJobs } from './rollup-job.ts';
import { dashboardRoutes } from './routes.ts';
import { createDashboardService } from './service.ts';

export type DashboardNeeds = DashboardDeps;

// The figures are counted from the other modules' rows: finished days from the stored roll-ups the
// database's triggers keep marked (rollups.ts), today from the rows as they stand. The recent
// activity is the audit trail's.
export function dashboardModule({ database }: ModuleBase, needs: DashboardNeeds) {
  return {
    name: 'dashboard',
    routes: [
      mount(dashboardRoutes, { dashboard: createDashboardService(database, needs) }),
      mount(activityRoutes, { database }),
    ],
    jobs: dashboardJobs(database, needs),
  };
}
