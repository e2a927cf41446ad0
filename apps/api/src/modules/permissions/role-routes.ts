import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { createRoleService } from './role-service.ts';
import {
  exportResponse,
  importBody,
  importResponse,
  roleCreateBody,
  roleParams,
  roleResponse,
  roleUpdateBody,
} from './schemas.ts';
import { tenantUser } from './service.ts';

const tags = ['permissions'];
const needs = (permission: string | string[]) =>
  ({ tenant: 'required', auth: 'required', permission }) as const;

// SPEC §7 Permissions: role management, export and import of the configuration.
export const roleRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const roles = createRoleService(database);

  app.post(
    '/permissions/roles',
    {
      config: needs('roles:create'),
      schema: {
        tags,
        summary: 'Creates a role',
        description:
          'The role may hold only permissions the caller holds; `*` is for administrators (403).',
        body: roleCreateBody,
        response: { 201: roleResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const role = await roles.create(
        tenantUser(request.principal),
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      );
      return reply.status(201).send(role);
    },
  );

  app.get(
    '/permissions/roles/:name',
    {
      config: needs('roles:read'),
      schema: {
        tags,
        summary: 'One role',
        params: roleParams,
        response: { 200: roleResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roles.get(tenantUser(request.principal), request.params.name),
  );

  app.put(
    '/permissions/roles/:name',
    {
      config: needs('roles:update'),
      schema: {
        tags,
        summary: "Updates a role's label, description and permissions",
        description:
          "An absent description keeps the current one. The admin role's permissions never " +
          'change. A caller without `*` may put in or take out only permissions they hold, and ' +
          'may not change the admin or system roles (403).',
        params: roleParams,
        body: roleUpdateBody,
        response: { 200: roleResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      roles.update(
        tenantUser(request.principal),
        request.params.name,
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  );

  app.delete(
    '/permissions/roles/:name',
    {
      config: needs('roles:delete'),
      schema: {
        tags,
        summary: 'Deletes a role no user holds',
        description: 'System roles and roles assigned to users cannot be deleted (409).',
        params: roleParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await roles.remove(tenantUser(request.principal), request.params.name, request.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/permissions/export',
    {
      config: needs('roles:read'),
      schema: {
        tags,
        summary: "The tenant's role configuration",
        response: { 200: exportResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => roles.exportAll(tenantUser(request.principal)),
  );

  app.post(
    '/permissions/import',
    {
      config: needs(['roles:create', 'roles:update']),
      schema: {
        tags,
        summary: 'Creates and updates roles from an exported configuration',
        description:
          'Valid entries are applied and invalid ones listed (row = position in roles, from 1), ' +
          'all in one transaction. Entries equal to the stored role change nothing; the admin ' +
          'role is never modified. An entry granting what the caller does not hold, `*`, or ' +
          'changing a system role without `*`, refuses the whole import (403).',
        body: importBody,
        response: { 200: importResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      roles.importAll(
        tenantUser(request.principal),
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  );
};
