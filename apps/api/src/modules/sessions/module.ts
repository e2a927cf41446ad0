import type { Tx } from '../../db/engine.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import { sessionJobs, type SessionJobDeps } from './jobs.ts';
import { sessionRoutes } from './routes.ts';
import { createSessionService } from './service.ts';

export type SessionNeeds = Pick<SessionJobDeps, 'tenantIds' | 'purgeSpentTokens'> & {
  /** whether the user still exists (users module) */
  userExists: (tx: Tx, userId: string) => Promise<boolean>;
};

export function sessionsModule({ database }: ModuleBase, needs: SessionNeeds) {
  const sessions = createSessionService({ database, userExists: needs.userExists });
  return {
    name: 'sessions',
    routes: [mount(sessionRoutes, { sessions })],
    jobs: sessionJobs({ database, ...needs }),
  };
}
