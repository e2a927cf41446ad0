import { userCreateSchema, userUpdateSchema } from '@motorpool/domain/schemas/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { listRoute } from '../../lib/grid-routes.ts';
import { route } from '../../lib/route.ts';
import {
  activityQuery,
  activityResponse,
  userIdParams,
  userListResponse,
  userPasswordBody,
  userStatusBody,
  userView,
} from './schemas.ts';
import type { Caller, UserService } from './service.ts';

const tags = ['users'];

// The permission check already refused platform callers; this narrows the type.
function caller(request: FastifyRequest): Caller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    principal,
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// Users, as a resource: the back office's user administration.
export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  listRoute(app, {
    url: '/users',
    access: 'users:read',
    tags,
    items: "The company's users",
    description:
      'sort: createdAt | lastName | email | lastLoginAt (field:asc|desc, default createdAt:desc). ' +
      'filter: status (equals, in, notIn), roles (in: any of), email (contains, startsWith), ' +
      'createdAt (gte, lte). search matches first name, last name and e-mail.',
    response: userListResponse,
    handler: async (request) => users.list(caller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/users',
    access: 'users:create',
    tags,
    summary: 'Create a user (the e-mail address counts as verified)',
    body: userCreateSchema,
    status: 201,
    response: userView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) => {
      const created = await users.create(caller(request), request.body);
      return reply.status(201).send(created);
    },
  });

  route(app, {
    method: 'GET',
    url: '/users/:id',
    access: 'users:read',
    tags,
    summary: 'One user',
    params: userIdParams,
    response: userView,
    errors: [400, 401, 403, 404],
    handler: async (request) => users.get(caller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/users/:id',
    access: 'users:update',
    tags,
    summary: 'Change a user (an empty or absent password keeps the current one)',
    params: userIdParams,
    body: userUpdateSchema,
    response: userView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => users.update(caller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/users/:id',
    access: 'users:delete',
    tags,
    summary: 'Delete a user (not yourself, not the last administrator)',
    params: userIdParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await users.remove(caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/users/:id/status',
    access: 'users:status',
    tags,
    summary: 'Activate, deactivate or suspend a user (ending their sessions unless active)',
    params: userIdParams,
    body: userStatusBody,
    response: userView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      users.setStatus(caller(request), request.params.id, request.body.status),
  });

  route(app, {
    method: 'POST',
    url: '/users/:id/password',
    access: 'users:update',
    tags,
    summary: "Set a user's password (their sessions end)",
    params: userIdParams,
    body: userPasswordBody,
    response: z.object({ changed: z.literal(true) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      await users.setPassword(caller(request), request.params.id, request.body.password);
      return { changed: true as const };
    },
  });

  route(app, {
    method: 'GET',
    url: '/users/:id/activity',
    access: 'users:read',
    tags,
    summary: 'Audit entries about the user or done by them, newest first',
    params: userIdParams,
    querystring: activityQuery,
    response: activityResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) => users.activity(caller(request), request.params.id, request.query),
  });
};
