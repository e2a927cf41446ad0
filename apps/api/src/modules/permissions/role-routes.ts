import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import type { RoleService } from './role-service.ts';
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

// Permissions: role management, export and import of the configuration.
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  route(app, {
    method: 'POST',
    url: '/permissions/roles',
    access: 'roles:create',
    tenant: 'required',
    tags,
    summary: 'Creates a role',
    description:
      'The role may hold only permissions the caller holds; `*` is for administrators (403).',
    body: roleCreateBody,
    status: 201,
    response: roleResponse,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) => {
      const role = await roles.create(
        tenantUser(request.principal),
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      );
      return reply.status(201).send(role);
    },
  });

  route(app, {
    method: 'GET',
    url: '/permissions/roles/:name',
    access: 'roles:read',
    tenant: 'required',
    tags,
    summary: 'One role',
    params: roleParams,
    response: roleResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) => roles.get(tenantUser(request.principal), request.params.name),
  });

  route(app, {
    method: 'PUT',
    url: '/permissions/roles/:name',
    access: 'roles:update',
    tenant: 'required',
    tags,
    summary: "Updates a role's label, description and permissions",
    description:
      "An absent description keeps the current one. The admin role's permissions never " +
      'change. A caller without `*` may put in or take out only permissions they hold, and ' +
      'may not change the admin or system roles (403).',
    params: roleParams,
    body: roleUpdateBody,
    response: roleResponse,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      roles.update(
        tenantUser(request.principal),
        request.params.name,
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  });

  route(app, {
    method: 'DELETE',
    url: '/permissions/roles/:name',
    access: 'roles:delete',
    tenant: 'required',
    tags,
    summary: 'Deletes a role no user holds',
    description: 'System roles and roles assigned to users cannot be deleted (409).',
    params: roleParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await roles.remove(tenantUser(request.principal), request.params.name, request.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'GET',
    url: '/permissions/export',
    access: 'roles:read',
    tenant: 'required',
    tags,
    summary: "The tenant's role configuration",
    response: exportResponse,
    errors: [401, 403],
    handler: async (request) => roles.exportAll(tenantUser(request.principal)),
  });

  route(app, {
    method: 'POST',
    url: '/permissions/import',
    access: ['roles:create', 'roles:update'],
    tenant: 'required',
    tags,
    summary: 'Creates and updates roles from an exported configuration',
    description:
      'Valid entries are applied and invalid ones listed (row = position in roles, from 1), ' +
      'all in one transaction. Entries equal to the stored role change nothing; the admin ' +
      'role is never modified. An entry granting what the caller does not hold, `*`, or ' +
      'changing a system role without `*`, refuses the whole import (403).',
    body: importBody,
    response: importResponse,
    errors: [400, 401, 403],
    handler: async (request) =>
      roles.importAll(
        tenantUser(request.principal),
        request.body,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  });
};
