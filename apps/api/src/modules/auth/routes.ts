import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@motorpool/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginDelayed } from '../../lib/login-throttle.ts';
import { admitAddress } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { AccountService } from './account-service.ts';
import type { AccountLimits } from './limits.ts';
import type { ProfileService } from './profile-service.ts';
import {
  providersResponse,
  registeredResponse,
  requestContext,
  signedInResponse,
  tokenBody,
  tokensResponse,
  profileChangesBody,
  profileResponse,
} from './schemas.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];

// Auth. Without a tenant (no x-tenant-id, no company host) the platform's super
// administrators sign in; with one, that company's users.
export type AuthRouteDeps = {
  auth: AuthService;
  accounts: AccountService;
  profiles: ProfileService;
  /** the open account routes' limits, shared with the account service */
  accountLimits: AccountLimits;
  endVisit?: (principal: Extract<Principal, { kind: 'user' }>, requestId: string) => Promise<void>;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  { auth, accounts, profiles, accountLimits: limits, endVisit },
) => {
  app.outbox.handle('password_reset', (request, row) =>
    accounts.performPasswordResetRequest(row.tenantId, request),
  );

  route(app, {
    method: 'POST',
    url: '/auth/login',
    access: 'public',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'Sign in with e-mail and password',
    body: loginSchema,
    response: signedInResponse,
    errors: [400, 401, 403, 404, 429],
    handler: async (request, reply) => {
      try {
        return await auth.login(request.tenant?.id ?? null, request.body, requestContext(request));
      } catch (error) {
        // the error handler keeps headers set before it runs
        if (error instanceof LoginDelayed) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/register',
    access: 'public',
    tenant: 'required',
    tags,
    summary: 'Create a customer account',
    body: registrationSchema,
    status: 201,
    response: registeredResponse,
    errors: [400, 403, 404, 409, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.register, request, reply);
      const result = await accounts.register(
        request.tenant!.id,
        request.body,
        requestContext(request),
      );
      return reply.status(201).send(result);
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/verify-email',
    access: 'public',
    tenant: 'required',
    readOnlyAllowed: true,
    tags,
    summary: 'Confirm the e-mail address with the link sent at registration',
    body: tokenBody,
    response: signedInResponse,
    errors: [400, 403, 404],
    handler: async (request) =>
      accounts.verifyEmail(request.tenant!.id, request.body.token, requestContext(request)),
  });

  route(app, {
    method: 'POST',
    url: '/auth/refresh',
    access: 'public',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'Trade a refresh token for new tokens (the old one stops working)',
    body: refreshTokenSchema,
    response: tokensResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      auth.refresh(request.tenant?.id ?? null, request.body.refreshToken, requestContext(request)),
  });

  route(app, {
    method: 'POST',
    url: '/auth/logout',
    access: 'signed-in',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'End the current session',
    status: 204,
    response: z.null(),
    errors: [401, 403],
    handler: async (request, reply) => {
      const principal = request.principal!;
      // a support visit has no session of its own: signing out ends the visit
      if (principal.kind === 'user' && principal.impersonation && endVisit) {
        await endVisit(principal, request.id);
      } else {
        await auth.logout(principal, request.id, request.ip);
      }
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/forgot-password',
    access: 'public',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'E-mail a password reset link (the answer never tells whether the account exists)',
    body: forgotPasswordSchema,
    status: 202,
    response: z.object({ sent: z.literal(true) }),
    errors: [400, 403, 404, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.forgotPassword, request, reply);
      await accounts.forgotPassword(
        request.tenant?.id ?? null,
        request.body.email,
        requestContext(request),
      );
      return reply.status(202).send({ sent: true });
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/reset-password',
    access: 'public',
    tenant: 'optional',
    readOnlyAllowed: true,
    tags,
    summary: 'Choose a new password with the e-mailed link',
    body: resetPasswordSchema,
    response: z.object({ reset: z.literal(true) }),
    errors: [400, 403, 404, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.resetPassword, request, reply);
      const { token, password } = request.body;
      await accounts.resetPassword(
        request.tenant?.id ?? null,
        token,
        password,
        requestContext(request),
      );
      return { reset: true as const };
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/profile',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "The caller's account (and a customer's own customer record)",
    response: profileResponse,
    errors: [401, 403, 404],
    handler: async (request) => profiles.profile(request.principal!),
  });

  route(app, {
    method: 'PATCH',
    url: '/auth/profile',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "Change the caller's name, phone or language",
    description:
      'A customer account may also change its address, licence, second phone and emergency ' +
      'contact; for other accounts those fields are unknown (400).',
    body: profileChangesBody,
    response: profileResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      profiles.updateProfile(request.principal!, request.body, requestContext(request)),
  });

  route(app, {
    method: 'POST',
    url: '/auth/change-password',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "Change the caller's password (other sessions end)",
    body: changePasswordSchema,
    response: z.object({ changed: z.literal(true) }),
    errors: [400, 401, 403],
    handler: async (request) => {
      await profiles.changePassword(request.principal!, request.body, requestContext(request));
      return { changed: true as const };
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/providers',
    access: 'public',
    tenant: 'required',
    tags,
    summary: "The company's single sign-on providers",
    response: providersResponse,
    errors: [400, 403, 404],
    handler: async (request) => ({ providers: await accounts.providers(request.tenant!.id) }),
  });
};
