import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import type { TenantService } from '../tenants/service.ts';
import type { ExternalProfile, OidcService } from './service.ts';

export type SignedInTokens = { access_token: string; refresh_token: string; expires_in: number };

export type OidcRouteDeps = {
  oidc: OidcService;
  tenants: TenantService;
  /** Finds or creates the tenant's account for a verified external identity and signs it in. */
  signInExternal: (
    tenantId: string,
    profile: ExternalProfile,
    request: FastifyRequest,
  ) => Promise<SignedInTokens>;
};

const COOKIE = 'motorpool_oidc';
const COOKIE_PATH = '/api/v1/auth/oidc';
const params = z.object({ provider: z.string().min(1).max(50) });

// Social sign-in: the browser leaves for the provider and comes back with a code; the web app
// then receives our own tokens in the URL fragment (never sent to a server or logged).
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteDeps> = async (app, deps) => {
  const origin = (request: { protocol: string; headers: { host?: string } }) =>
    `${request.protocol}://${request.headers.host ?? 'localhost'}`;

  app.get(
    '/auth/oidc/:provider/start',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a configured OpenID Connect provider (302)',
        params,
        querystring: z.object({
          returnTo: z
            .string()
            .regex(/^\/(?!\/)/)
            .max(500)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const tenant = await tenantSettings(deps, request.tenant!.id);
      const { url, cookie } = await deps.oidc.start({
        tenantId: tenant.id,
        settings: tenant.authSettings,
        providerId: request.params.provider,
        callbackUrl: `${origin(request)}${COOKIE_PATH}/${request.params.provider}/callback`,
        returnTo: request.query.returnTo ?? '/',
      });
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${COOKIE}=${cookie}; HttpOnly; SameSite=Lax; Path=${COOKIE_PATH}; Max-Age=600${secure}`,
      );
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider returns; signs in and hands the tokens to the web app (302)',
        params,
      },
    },
    async (request, reply) => {
      const clear = `${COOKIE}=; HttpOnly; SameSite=Lax; Path=${COOKIE_PATH}; Max-Age=0`;
      reply.header('set-cookie', clear);
      try {
        const tenant = await tenantSettings(deps, request.tenant!.id);
        const { profile, returnTo } = await deps.oidc.finish({
          tenantId: tenant.id,
          settings: tenant.authSettings,
          providerId: request.params.provider,
          currentUrl: new URL(request.url, origin(request)),
          cookie: readCookie(request.headers.cookie, COOKIE),
        });
        if (!profile.emailVerified) {
          throw new HttpError(
            401,
            'EMAIL_NOT_VERIFIED',
            'The provider has not verified this e-mail.',
          );
        }
        const tokens = await deps.signInExternal(tenant.id, profile, request);
        const fragment = new URLSearchParams({
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expires_in: String(tokens.expires_in),
          returnTo,
        });
        return reply.redirect(`/auth/oidc/complete#${fragment}`, 302);
      } catch (error) {
        const code = error instanceof HttpError ? error.code : 'UNAUTHORIZED';
        request.log.info({ err: error }, 'external sign-in failed');
        return reply.redirect(`/auth/login?signInError=${code}`, 302);
      }
    },
  );
};

async function tenantSettings(deps: OidcRouteDeps, tenantId: string) {
  const tenant = await deps.tenants.findTenant({ id: tenantId });
  if (!tenant) throw new HttpError(404, 'TENANT_NOT_FOUND', 'Unknown company.');
  return tenant;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
