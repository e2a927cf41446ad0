import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, HttpError } from '../../lib/http-errors.ts';
import { publicLink } from '../../lib/public-links.ts';
import { route } from '../../lib/route.ts';
import type { ExternalSignInPort, TenantDirectory } from './ports.ts';
import { tokensView } from '@motorpool/domain/schemas/auth';
import { handoffInvalid, oidcHandoffTtlMs, type OidcService } from './service.ts';

export type OidcRouteDeps = {
  oidc: OidcService;
  tenants: TenantDirectory;
  /** The configured public origin; the callback the provider sees lives on it. */
  publicUrl: string;
  signIn: ExternalSignInPort;
};

const COOKIE = 'motorpool_oidc';
const HANDOFF_COOKIE = 'motorpool_oidc_handoff';
const COOKIE_PATH = '/api/v1/auth/oidc';
const handoffCookieSeconds = oidcHandoffTtlMs / 1000;
const params = z.object({ provider: z.string().min(1).max(50) });

const cookie = (
  request: { protocol: string },
  name: string,
  value: string,
  maxAgeSeconds: number,
) =>
  `${name}=${value}; HttpOnly; SameSite=Lax; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}` +
  (request.protocol === 'https' ? '; Secure' : '');

// Social sign-in: the browser leaves for the provider and comes back with a code. The callback
// settles the account and hands the browser a single-use code twice, in the URL fragment and
// in a cookie only this browser holds; the web app trades the pair for our tokens. A link with
// someone else's fragment finds no matching cookie, so nobody is signed in as another person.
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteDeps> = async (app, deps) => {
  // From the configured origin, never the Host header, which is the caller's to choose: the
  // provider returns its codes to this address and checks it again when we redeem one.
  const callbackUrl = (subdomain: string, provider: string) =>
    publicLink(deps.publicUrl, subdomain, `${COOKIE_PATH}/${provider}/callback`);
  // The provider's answer (code, state, iss) is the query it put on our callback.
  const answeredCallback = (subdomain: string, provider: string, requestUrl: string) => {
    const url = new URL(callbackUrl(subdomain, provider));
    const query = requestUrl.indexOf('?');
    url.search = query === -1 ? '' : requestUrl.slice(query);
    return url;
  };

  route(app, {
    method: 'GET',
    url: '/auth/oidc/:provider/start',
    access: 'public',
    tags: ['auth'],
    summary: 'Start signing in with a configured OpenID Connect provider (302)',
    params,
    querystring: z.object({
      returnTo: z
        .string()
        .regex(/^\/(?![/\\])/)
        .max(500)
        .optional(),
    }),
    handler: async (request, reply) => {
      const tenant = await tenantSettings(deps, request.tenant!.id);
      const { url, cookie: flow } = await deps.oidc.start({
        tenantId: tenant.id,
        settings: tenant.authSettings,
        providerId: request.params.provider,
        callbackUrl: callbackUrl(tenant.subdomain, request.params.provider),
        returnTo: request.query.returnTo ?? '/',
      });
      reply.header('set-cookie', cookie(request, COOKIE, flow, 600));
      return reply.redirect(url, 302);
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/oidc/:provider/callback',
    access: 'public',
    tags: ['auth'],
    summary: 'Where the provider returns; signs in and hands the tokens to the web app (302)',
    params,
    handler: async (request, reply) => {
      try {
        const tenant = await tenantSettings(deps, request.tenant!.id);
        const { profile, returnTo } = await deps.oidc.finish({
          tenantId: tenant.id,
          settings: tenant.authSettings,
          providerId: request.params.provider,
          currentUrl: answeredCallback(tenant.subdomain, request.params.provider, request.url),
          cookie: readCookie(request.headers.cookie, COOKIE),
        });
        const code = await deps.signIn.begin(tenant.id, profile, request);
        reply.header('set-cookie', [
          cookie(request, COOKIE, '', 0),
          cookie(request, HANDOFF_COOKIE, code, handoffCookieSeconds),
        ]);
        const fragment = new URLSearchParams({ code, returnTo });
        return reply.redirect(`/auth/oidc/complete#${fragment}`, 302);
      } catch (error) {
        reply.header('set-cookie', cookie(request, COOKIE, '', 0));
        const code = error instanceof HttpError ? error.code : 'UNAUTHORIZED';
        request.log.info({ err: error }, 'external sign-in failed');
        return reply.redirect(`/auth/login?signInError=${code}`, 302);
      }
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/oidc/complete',
    access: 'public',
    tags: ['auth'],
    summary:
      'Trade the code from the sign-in hand-over for tokens; only the browser that ' +
      'finished the sign-in holds the matching cookie (single use, two minutes)',
    body: z.object({ code: z.string().min(1).max(200) }),
    response: tokensView,
    errors: [400, 401, 403],
    handler: async (request, reply) => {
      const held = readCookie(request.headers.cookie, HANDOFF_COOKIE);
      reply.header('set-cookie', cookie(request, HANDOFF_COOKIE, '', 0));
      if (!held || !sameText(held, request.body.code)) throw handoffInvalid();
      return deps.signIn.complete(request.tenant!.id, held, request);
    },
  });
};

async function tenantSettings(deps: OidcRouteDeps, tenantId: string) {
  const tenant = await deps.tenants.findTenant({ id: tenantId });
  if (!tenant) throw apiError('TENANT_NOT_FOUND', 'error.unknownCompany');
  return tenant;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
