import { hasAllPermissions } from '@motorpool/domain/permissions';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError } from '../lib/http-errors.ts';
import { type ActingAs, actingAs } from '../lib/acting-as.ts';
import { type ImpersonationClaim, verifyAccessToken } from '../lib/jwt.ts';

export type Principal =
  | {
      kind: 'user';
      tenantId: string;
      userId: string;
      sessionId: string;
      roles: string[];
      /** effective: the roles' permissions plus the user's own, read on every request */
      permissions: string[];
      branchId: string | null;
      /** a support visit: the super administrator acting as the company's administrator */
      impersonation?: ImpersonationClaim | null;
    }
  | { kind: 'platform'; platformUserId: string; sessionId: string; roles: ['super-admin'] };

export type AuthScope = 'required' | 'optional' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether the route needs a signed-in caller; API routes default to 'required'. */
    auth?: AuthScope;
    /** Permissions the caller must hold (all of them). */
    permission?: string | string[];
    /** Platform super administrators only. */
    platform?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** whom the request acts for, read by the audit trail */
    actingAs: ActingAs;
  }
  interface FastifyInstance {
    /** Every route with the access rule it declared, in the order they were added. */
    routeAccess: RouteAccess[];
  }
}

/**
 * What a route declares about its callers: a permission, the platform, or an explicit auth
 * scope ('none' public, 'optional' signed link or caller, 'required' any signed-in caller,
 * whose service then keeps them to their own records). 'implicit' means it declared nothing.
 */
export type RouteAccess = {
  method: string;
  url: string;
  rule: 'permission' | 'platform' | AuthScope | 'implicit';
  permission: string[];
};

function accessOf(method: string, url: string, config: FastifyContextConfig | undefined) {
  const permission = config?.permission;
  const rule: RouteAccess['rule'] = permission
    ? 'permission'
    : config?.platform
      ? 'platform'
      : (config?.auth ?? 'implicit');
  const list =
    permission === undefined ? [] : Array.isArray(permission) ? permission : [permission];
  return { method, url, rule, permission: list };
}

export type AuthOptions = {
  secret: string;
  /**
   * Reads the caller afresh from the database: null when the user no longer exists, is not
   * active, or the session family was revoked, so a suspension or revocation acts at once.
   */
  loadPrincipal: (claims: {
    tenantId: string | null;
    subject: string;
    sessionId: string;
    impersonation?: ImpersonationClaim | null;
  }) => Promise<Principal | null>;
  /** Notes that a support visit changed something (the platform's record of the visit). */
  markImpersonationWrote?: (impersonationId: string) => Promise<void>;
};

const expired = () => apiError('UNAUTHORIZED', 'http.sessionExpired');

// Verifies the bearer token, loads the principal and enforces each route's permission.
export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('principal', null);
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeAccess.push(accessOf(method, route.url, route.config));
      }
    });

    app.decorateRequest('actingAs', null as unknown as ActingAs);
    app.addHook('onRequest', (request, _reply, done) => {
      request.actingAs = { impersonation: null, wrote: false };
      done();
    });
    app.addHook('preHandler', async (request) => {
      const config = request.routeOptions.config ?? {};
      const scope = config.auth ?? defaultScope(request.routeOptions.url);
      if (scope === 'none') return;
      const token = bearer(request);
      if (!token) {
        if (scope === 'required') throw apiError('UNAUTHORIZED', 'http.unauthorized');
        return;
      }
      const claims = verifyAccessToken(token, options.secret);
      if (!claims) throw expired();
      if (claims.tid !== null && request.tenant && claims.tid !== request.tenant.id) {
        throw apiError('TENANT_MISMATCH', 'error.tokenOfAnotherCompany');
      }
      if (claims.tid !== null && !request.tenant) {
        throw apiError('TENANT_MISMATCH', 'error.tokenNeedsCompany');
      }
      const principal = await options.loadPrincipal({
        tenantId: claims.tid,
        subject: claims.sub,
        sessionId: claims.sid,
        impersonation: claims.impersonation ?? null,
      });
      if (!principal) throw apiError('UNAUTHORIZED', 'http.invalidSession');
      request.principal = principal;
      const visit = principal.kind === 'user' ? (principal.impersonation ?? null) : null;
      if (visit) request.actingAs.impersonation = visit;

      if (config.platform && principal.kind !== 'platform') {
        if (visit) throw apiError('FORBIDDEN', 'error.impersonationNoChaining');
        throw apiError('FORBIDDEN', 'http.forbidden');
      }
      const required = config.permission;
      if (required && !allowed(principal, Array.isArray(required) ? required : [required])) {
        throw apiError('FORBIDDEN', 'error.noPermission');
      }
    });

    // Registered after the principal's check, in callback style, so the handler runs inside the
    // request's context: the audit trail reads from it whom a support visit acts for.
    app.addHook('preHandler', (request, _reply, done) => {
      actingAs.run(request.actingAs, done);
    });
    app.addHook('onSend', async (request, reply) => {
      // A request refused before auth's onRequest (an unknown or closed company) has none.
      const visit = request.actingAs?.impersonation;
      const kept = reply.statusCode < 400;
      if (visit && kept && request.actingAs.wrote && options.markImpersonationWrote) {
        await options.markImpersonationWrote(visit.id);
      }
    });
  },
  { name: 'auth', dependencies: ['tenancy'] },
);

function allowed(principal: Principal, required: string[]): boolean {
  // Super administrators manage the platform; inside a tenant they act only by impersonation.
  if (principal.kind === 'platform') return false;
  return hasAllPermissions(principal.permissions, required);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [kind, token] = header.split(' ');
  return kind?.toLowerCase() === 'bearer' && token ? token : null;
}

const defaultScope = (url: string | undefined): AuthScope =>
  url?.startsWith('/api/v1/') ? 'required' : 'none';
