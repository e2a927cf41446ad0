import { type ModuleBase, mount } from '../../lib/module.ts';
import { activityRoutes } from './activity-routes.ts';
import type { DashboardDeps } from './ports.ts';
import { dashboardRoutes } from './routes.ts';
import { createDashboardService } from './service.ts';

export type DashboardNeeds = DashboardDeps;

// Reads only: the figures are counted from the other modules' rows at read time, and the recent
// activity is the audit trail's.
export function dashboardModule({ database }: ModuleBase, needs: DashboardNeeds) {
  return {
    name: 'dashboard',
    routes: [
      mount(dashboardRoutes, { dashboard: createDashboardService(database, needs) }),
      mount(activityRoutes, { database }),
    ],
  };
}
