import {
  adminSessionPage,
  ownSessionPage,
  ownSessionView,
} from '@motorpool/domain/schemas/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { SessionService } from './service.ts';

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const adminQuery = pageQuery.extend({ userId: z.uuid().optional() });
const idParams = z.strictObject({ id: z.uuid() });
const userParams = z.strictObject({ userId: z.uuid() });

const revoked = z.object({ revoked: z.number().int() });

const tags = ['sessions'];

// Tenant users' routes; a platform super administrator only lists and ends their own.
function tenantUser(principal: Principal | null) {
  if (principal?.kind !== 'user') throw apiError('NOT_FOUND', 'error.sessionNotFound');
  return principal;
}

// Sessions: a session is a sign-in (a refresh-token family), listed by its newest row.
export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  route(app, {
    method: 'GET',
    url: '/sessions',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "The caller's sessions",
    querystring: pageQuery,
    response: ownSessionPage,
    errors: [400, 401, 403],
    handler: async (request) => sessions.list(request.principal!, request.query, false),
  });

  route(app, {
    method: 'GET',
    url: '/sessions/active',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "The caller's sessions that are neither revoked nor expired",
    querystring: pageQuery,
    response: ownSessionPage,
    errors: [400, 401, 403],
    handler: async (request) => sessions.list(request.principal!, request.query, true),
  });

  route(app, {
    method: 'DELETE',
    url: '/sessions',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "Ends all of the caller's sessions but the current one",
    response: revoked,
    errors: [401, 403],
    handler: async (request) => ({
      revoked: await sessions.revokeOthers(request.principal!, request.id),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/sessions/stats',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: 'How many sessions the caller has',
    response: z.object({ activeSessions: z.number().int(), totalSessions: z.number().int() }),
    errors: [401, 403],
    handler: async (request) => sessions.stats(request.principal!),
  });

  route(app, {
    method: 'POST',
    url: '/sessions/cleanup',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "Deletes the caller's sessions that ended more than a day ago",
    response: z.object({ removed: z.number().int() }),
    errors: [401, 403, 404],
    handler: async (request) => ({
      removed: await sessions.cleanup(tenantUser(request.principal), request.id),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/sessions/admin/all',
    access: 'sessions:read',
    tenant: 'required',
    tags,
    summary: "Active sessions of all the tenant's users",
    querystring: adminQuery,
    response: adminSessionPage,
    errors: [400, 401, 403],
    handler: async (request) => sessions.adminList(tenantUser(request.principal), request.query),
  });

  route(app, {
    method: 'DELETE',
    url: '/sessions/admin/:userId',
    access: 'sessions:revoke',
    tenant: 'required',
    tags,
    summary: 'Ends every session of a user',
    description: 'An unknown user, or one of another company, is 404.',
    params: userParams,
    response: revoked,
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      revoked: await sessions.adminRevoke(
        tenantUser(request.principal),
        request.params.userId,
        request.id,
      ),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/sessions/:id',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "One of the caller's sessions",
    params: idParams,
    response: ownSessionView,
    errors: [400, 401, 403, 404],
    handler: async (request) => sessions.get(tenantUser(request.principal), request.params.id),
  });

  route(app, {
    method: 'DELETE',
    url: '/sessions/:id',
    access: 'signed-in',
    tenant: 'optional',
    tags,
    summary: "Ends one of the caller's sessions",
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await sessions.revoke(tenantUser(request.principal), request.params.id, request.id);
      return reply.status(204).send(null);
    },
  });
};
