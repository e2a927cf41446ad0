import { type ModuleBase, mount } from '../../lib/module.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { VisitAdministrator, VisitCompanies } from './ports.ts';
import { platformVisitRoutes } from './platform-routes.ts';
import { companyVisitRoutes } from './routes.ts';
import { createVisitService } from './service.ts';
import { createSupportAccessService } from './support-access.ts';

export type ImpersonationNeeds = {
  companies: VisitCompanies;
  administrator: VisitAdministrator;
  /** the visits' clock (tests move it) */
  clock: () => number;
};

// Support visits: the platform's super administrators entering a company as its administrator.
export function impersonationModule(
  { database, config, events }: ModuleBase,
  needs: ImpersonationNeeds,
) {
  const visits = createVisitService({ database, events, jwtSecret: config.jwtSecret, ...needs });
  const supportAccess = createSupportAccessService(needs.companies);
  return {
    name: 'impersonation',
    /** signing out of a visit ends it (auth module's POST /auth/logout) */
    endOwnVisit: async (principal: Extract<Principal, { kind: 'user' }>, requestId: string) => {
      const visit = principal.impersonation;
      if (!visit) return;
      const by = { platformUserId: visit.platformUserId, requestId, companyId: principal.tenantId };
      await visits.end(visit.id, by);
    },
    /** the auth plugin's note that a visit changed something */
    markWrote: visits.markWrote,
    routes: [
      mount(platformVisitRoutes, { visits }),
      mount(companyVisitRoutes, { visits, supportAccess }),
    ],
  };
}
