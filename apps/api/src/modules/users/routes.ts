import { userCreateSchema, userUpdateSchema } from '@motorpool/domain/schemas/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { IdentityDeps } from '../identity/deps.ts';
import {
  activityQuery,
  activityResponse,
  userIdParams,
  userListQuery,
  userListResponse,
  userPasswordBody,
  userStatusBody,
  userView,
} from './schemas.ts';
import { type Caller, createUserService } from './service.ts';

const tags = ['users'];

// The permission check already refused platform callers; this narrows the type.
function caller(request: FastifyRequest): Caller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw forbidden();
  return {
    principal,
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// SPEC §2 Users, DESIGN §4 resources: the back office's user administration.
export const userRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { database }) => {
  const users = createUserService(database);

  app.get(
    '/users',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: "The company's users: page, limit, search, sort and filter[field][op]",
        description:
          'sort: createdAt | lastName | email | lastLoginAt (field:asc|desc, default createdAt:desc). ' +
          'filter: status (equals, in, notIn), roles (in: any of), email (contains, startsWith), ' +
          'createdAt (gte, lte). search matches first name, last name and e-mail.',
        querystring: userListQuery,
        response: { 200: userListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(caller(request), request.query),
  );

  app.post(
    '/users',
    {
      config: { permission: 'users:create' },
      schema: {
        tags,
        summary: 'Create a user (the e-mail address counts as verified)',
        body: userCreateSchema,
        response: { 201: userView, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await users.create(caller(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: 'One user',
        params: userIdParams,
        response: { 200: userView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.get(caller(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      config: { permission: 'users:update' },
      schema: {
        tags,
        summary: 'Change a user (an empty or absent password keeps the current one)',
        params: userIdParams,
        body: userUpdateSchema,
        response: { 200: userView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => users.update(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      config: { permission: 'users:delete' },
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not the last administrator)',
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await users.remove(caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/:id/status',
    {
      config: { permission: 'users:status' },
      schema: {
        tags,
        summary: 'Activate, deactivate or suspend a user (ending their sessions unless active)',
        params: userIdParams,
        body: userStatusBody,
        response: { 200: userView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => users.setStatus(caller(request), request.params.id, request.body.status),
  );

  app.post(
    '/users/:id/password',
    {
      config: { permission: 'users:update' },
      schema: {
        tags,
        summary: "Set a user's password (their sessions end)",
        params: userIdParams,
        body: userPasswordBody,
        response: {
          200: z.object({ changed: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await users.setPassword(caller(request), request.params.id, request.body.password);
      return { changed: true as const };
    },
  );

  app.get(
    '/users/:id/activity',
    {
      config: { permission: 'users:read' },
      schema: {
        tags,
        summary: 'Audit entries about the user or done by them, newest first',
        params: userIdParams,
        querystring: activityQuery,
        response: { 200: activityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.activity(caller(request), request.params.id, request.query),
  );
};
