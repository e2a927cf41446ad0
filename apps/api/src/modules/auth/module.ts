import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { type ModuleBase, mount } from '../../lib/module.ts';
import type { FastifyRequest } from 'fastify';
import type { CustomerAccounts, CustomerOwnRecords } from '../customers/ports.ts';
import type { ExternalProfile } from '../oidc/ports.ts';
import { createAccountService } from './account-service.ts';
import type { AuthDeps } from './context.ts';
import { createExternalSignIn } from './external-sign-in.ts';
import { issueSignInHandoff } from './handoff.ts';
import { activePlatformEmails } from './repository.ts';
import { createProfileService } from './profile-service.ts';
import { type AuthRouteDeps, authRoutes } from './routes.ts';
import { requestContext } from './schemas.ts';
import { createAuthService } from './service.ts';

export { purgeSpentUserTokens } from './token-purge.ts';

export type AuthNeeds = {
  throttle: LoginThrottle;
  tenants: AuthDeps['tenants'];
  customers: CustomerAccounts;
  /** the customer's own record, which the profile edits beside the account */
  ownRecords: CustomerOwnRecords;
  /** signing out of a support visit ends the visit (impersonation module) */
  endVisit?: AuthRouteDeps['endVisit'];
};

// Sign-in, accounts (registration, verification, password reset) and the caller's profile.
export function authModule({ database, config, events, limits }: ModuleBase, needs: AuthNeeds) {
  const deps = { database, config, events, ...needs };
  const auth = createAuthService(deps);
  const accounts = createAccountService({ ...deps, limits });
  const externalSignIn = createExternalSignIn(deps);
  const profiles = createProfileService(deps);
  return {
    name: 'auth',
    /** the oidc module's sign-in of an external identity */
    externalSignIn: {
      begin: (tenantId: string, profile: ExternalProfile, request: FastifyRequest) =>
        externalSignIn.begin(tenantId, profile, requestContext(request)),
      complete: (tenantId: string, code: string, request: FastifyRequest) =>
        externalSignIn.complete(tenantId, code, requestContext(request)),
    },
    /** a hand-over code for a proven user, and its exchange for the session on the company's host */
    signInHandoff: {
      issue: issueSignInHandoff,
      complete: (tenantId: string, code: string, request: FastifyRequest) =>
        externalSignIn.complete(tenantId, code, requestContext(request)),
    },
    /** the platform's operators, told of what reaches the platform (contact requests) */
    platformOperators: { activeEmails: () => activePlatformEmails(database.db) },
    /** mails a user created without a password the link to choose one */
    mailPasswordSetup: (tenantId: string, email: string, request: FastifyRequest) =>
      accounts.mailPasswordSetup(tenantId, email, requestContext(request)),
    routes: [
      mount(authRoutes, {
        auth,
        accounts,
        profiles,
        accountLimits: limits,
        endVisit: needs.endVisit,
      }),
    ],
  };
}
