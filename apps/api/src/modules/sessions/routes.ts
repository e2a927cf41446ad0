import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { IdentityDeps } from '../identity/deps.ts';
import { createSessionService } from './service.ts';

const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const adminQuery = pageQuery.extend({ userId: z.uuid().optional() });
const idParams = z.strictObject({ id: z.uuid() });
const userParams = z.strictObject({ userId: z.uuid() });

const session = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  current: z.boolean(),
});
const adminSession = session.extend({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
const list = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });
const revoked = z.object({ revoked: z.number().int() });

const own = { tenant: 'optional', auth: 'required' } as const;
const tags = ['sessions'];

// Tenant users' routes; a platform super administrator only lists and ends their own.
function tenantUser(principal: Principal | null) {
  if (principal?.kind !== 'user') throw new HttpError(404, 'NOT_FOUND', 'Session not found');
  return principal;
}

// SPEC §7 Sessions: a session is a sign-in (a refresh-token family), listed by its newest row.
export const sessionRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { database }) => {
  const sessions = createSessionService(database);

  app.get(
    '/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's sessions",
        querystring: pageQuery,
        response: { 200: list(session), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sessions.list(request.principal!, request.query, false),
  );

  app.get(
    '/sessions/active',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's sessions that are neither revoked nor expired",
        querystring: pageQuery,
        response: { 200: list(session), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sessions.list(request.principal!, request.query, true),
  );

  app.delete(
    '/sessions',
    {
      config: own,
      schema: {
        tags,
        summary: "Ends all of the caller's sessions but the current one",
        response: { 200: revoked, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ revoked: await sessions.revokeOthers(request.principal!, request.id) }),
  );

  app.get(
    '/sessions/stats',
    {
      config: own,
      schema: {
        tags,
        summary: 'How many sessions the caller has',
        response: {
          200: z.object({ activeSessions: z.number().int(), totalSessions: z.number().int() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => sessions.stats(request.principal!),
  );

  app.post(
    '/sessions/cleanup',
    {
      config: own,
      schema: {
        tags,
        summary: "Deletes the caller's sessions that ended more than a day ago",
        response: {
          200: z.object({ removed: z.number().int() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => ({
      removed: await sessions.cleanup(tenantUser(request.principal), request.id),
    }),
  );

  app.get(
    '/sessions/admin/all',
    {
      config: { tenant: 'required', auth: 'required', permission: 'sessions:read' },
      schema: {
        tags,
        summary: "Active sessions of all the tenant's users",
        querystring: adminQuery,
        response: { 200: list(adminSession), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sessions.adminList(tenantUser(request.principal), request.query),
  );

  app.delete(
    '/sessions/admin/:userId',
    {
      config: { tenant: 'required', auth: 'required', permission: 'sessions:revoke' },
      schema: {
        tags,
        summary: 'Ends every session of a user',
        description: 'An unknown user, or one of another company, is 404.',
        params: userParams,
        response: { 200: revoked, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      revoked: await sessions.adminRevoke(
        tenantUser(request.principal),
        request.params.userId,
        request.id,
      ),
    }),
  );

  app.get(
    '/sessions/:id',
    {
      config: own,
      schema: {
        tags,
        summary: "One of the caller's sessions",
        params: idParams,
        response: { 200: session, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sessions.get(tenantUser(request.principal), request.params.id),
  );

  app.delete(
    '/sessions/:id',
    {
      config: own,
      schema: {
        tags,
        summary: "Ends one of the caller's sessions",
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sessions.revoke(tenantUser(request.principal), request.params.id, request.id);
      return reply.status(204).send(null);
    },
  );
};
