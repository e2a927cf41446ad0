import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@motorpool/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { IdentityDeps } from '../identity/deps.ts';
import { oidcRoutes } from '../oidc/routes.ts';
import { createOidcService } from '../oidc/service.ts';
import { createTenantService } from '../tenants/service.ts';
import { createAccountService } from './account-service.ts';
import { createExternalSignIn } from './external-sign-in.ts';
import { createProfileService } from './profile-service.ts';
import {
  providersResponse,
  registeredResponse,
  requestContext,
  signedInResponse,
  tokenBody,
  tokensResponse,
  userResponse,
} from './schemas.ts';
import { createAuthService } from './service.ts';

const tags = ['auth'];
const open = { tenant: 'optional', auth: 'none' } as const;
const signedIn = { tenant: 'optional', auth: 'required' } as const;

// SPEC §7 Auth. Without a tenant (no x-tenant-id, no company host) the platform's super
// administrators sign in; with one, that company's users.
export const authRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (
  app,
  { database, config },
) => {
  const deps = { database, config, throttle: createLoginThrottle() };
  const auth = createAuthService(deps);
  const accounts = createAccountService(deps);
  const profiles = createProfileService(deps);
  const external = createExternalSignIn(deps);

  await app.register(oidcRoutes, {
    oidc: createOidcService(config.jwtSecret),
    tenants: createTenantService(database),
    signInExternal: (tenantId, profile, request) =>
      external(tenantId, profile, requestContext(request)),
  });

  app.post(
    '/auth/login',
    {
      config: open,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: signedInResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      auth.login(request.tenant?.id ?? null, request.body, requestContext(request)),
  );

  app.post(
    '/auth/register',
    {
      config: { tenant: 'required', auth: 'none' },
      schema: {
        tags,
        summary: 'Create a customer account',
        body: registrationSchema,
        response: { 201: registeredResponse, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(
        request.tenant!.id,
        request.body,
        requestContext(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { tenant: 'required', auth: 'none' },
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the link sent at registration',
        body: tokenBody,
        response: { 200: signedInResponse, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      accounts.verifyEmail(request.tenant!.id, request.body.token, requestContext(request)),
  );

  app.post(
    '/auth/refresh',
    {
      config: open,
      schema: {
        tags,
        summary: 'Trade a refresh token for new tokens (the old one stops working)',
        body: refreshTokenSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      auth.refresh(request.tenant?.id ?? null, request.body.refreshToken, requestContext(request)),
  );

  app.post(
    '/auth/logout',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'End the current session',
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.principal!, request.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: open,
      schema: {
        tags,
        summary: 'E-mail a password reset link (the answer never tells whether the account exists)',
        body: forgotPasswordSchema,
        response: { 202: z.object({ sent: z.literal(true) }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await accounts.forgotPassword(
        request.tenant?.id ?? null,
        request.body.email,
        requestContext(request),
      );
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: open,
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed link',
        body: resetPasswordSchema,
        response: { 200: z.object({ reset: z.literal(true) }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      await accounts.resetPassword(
        request.tenant?.id ?? null,
        token,
        password,
        requestContext(request),
      );
      return { reset: true as const };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The caller's account",
        response: { 200: userResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => profiles.profile(request.principal!),
  );

  app.patch(
    '/auth/profile',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Change the caller's name, phone or language",
        body: profileUpdateSchema,
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      profiles.updateProfile(request.principal!, request.body, requestContext(request)),
  );

  app.post(
    '/auth/change-password',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Change the caller's password (other sessions end)",
        body: changePasswordSchema,
        response: { 200: z.object({ changed: z.literal(true) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await profiles.changePassword(request.principal!, request.body, requestContext(request));
      return { changed: true as const };
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { tenant: 'required', auth: 'none' },
      schema: {
        tags,
        summary: "The company's single sign-on providers",
        response: { 200: providersResponse, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => ({ providers: await accounts.providers(request.tenant!.id) }),
  );
};
