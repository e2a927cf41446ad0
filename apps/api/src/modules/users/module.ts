import type { FastifyRequest } from 'fastify';
import type { PlanLock } from '../../lib/plan-limits.ts';
import { administratorAccount } from './administrator.ts';
import type { Tx } from '../../db/engine.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import { roleHolders } from './access-repository.ts';
import { userListDescription } from './list-query.ts';
import type { RoleTable } from './policy.ts';
import { userExists } from './repository.ts';
import { userRoutes } from './routes.ts';
import { userSearchProvider } from './search-provider.ts';
import { branchStaff, createUserService } from './service.ts';
import { userTransferRoutes } from './transfer-routes.ts';

/** What other modules read of users without a service: names, existence, role holders. */
export const userReaders = {
  administrator: administratorAccount,
  roleHolders,
  userExists,
  staff: branchStaff,
  search: userSearchProvider,
};

export type UserNeeds = {
  /** the tenant's role table: name -> permissions (permissions module) */
  roleTable: (tx: Tx) => Promise<RoleTable>;
  /** whether a branch is one of the tenant's (branches module) */
  branchExists: (tx: Tx, id: string) => Promise<boolean>;
  timeZoneOf: (tenantId: string) => Promise<string>;
  /** mails a user created without a password the link to choose one (auth module) */
  mailPasswordSetup: (tenantId: string, email: string, request: FastifyRequest) => Promise<void>;
  /** the company's plan, which limits its active back-office users (tenants module) */
  plans: PlanLock;
};

export function usersModule({ database }: ModuleBase, needs: UserNeeds) {
  const users = createUserService({ database, ...needs });
  return {
    name: 'users',
    /** the users list as the role screens show it */
    lister: { list: users.list, listDescription: userListDescription },
    routes: [
      mount(userRoutes, { users }),
      mount(userTransferRoutes, {
        users,
        timeZoneOf: needs.timeZoneOf,
        mailPasswordSetup: needs.mailPasswordSetup,
      }),
    ],
  };
}
