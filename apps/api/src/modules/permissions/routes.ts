import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import type { IdentityDeps } from '../identity/deps.ts';
import { createAccessService } from './access-service.ts';
import { roleRoutes } from './role-routes.ts';
import {
  assignRolesBody,
  auditEntry,
  callerAccessResponse,
  conflictsResponse,
  grantPermissionsBody,
  listOf,
  overviewResponse,
  pageQuery,
  resourceParams,
  resourceResponse,
  userAccessResponse,
  userParams,
  validateBody,
  validateResponse,
} from './schemas.ts';
import { createPermissionService, tenantUser } from './service.ts';
import { userListDescription } from '../users/list-query.ts';
import { userListQuery, userListResponse } from '../users/schemas.ts';
import { createUserService } from '../users/service.ts';

const tags = ['permissions'];
const signedIn = { tenant: 'required', auth: 'required' } as const;
const needs = (permission: string) => ({ ...signedIn, permission }) as const;

// SPEC §7 Permissions: what the caller may do, who holds what, and role management.
export const permissionRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, { database }) => {
  const permissions = createPermissionService(database);
  const access = createAccessService(database);
  const users = createUserService(database);

  app.get(
    '/permissions',
    {
      // The role matrix is back-office knowledge; everyone reads their own access from
      // GET /permissions/user.
      config: needs('roles:read'),
      schema: {
        tags,
        summary: "The permission catalogue, the tenant's roles and what the caller may do",
        response: { 200: overviewResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => permissions.overview(tenantUser(request.principal)),
  );

  app.get(
    '/permissions/user',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The caller's roles, own permissions and effective permissions",
        response: { 200: callerAccessResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => permissions.caller(tenantUser(request.principal)),
  );

  app.get(
    '/permissions/resources/:resource',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The actions of one resource of the catalogue',
        params: resourceParams,
        response: { 200: resourceResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      tenantUser(request.principal);
      return permissions.resource(request.params.resource);
    },
  );

  app.post(
    '/permissions/validate',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Whether the caller, or another user, holds a permission',
        description: "Checking another user's permissions needs users:read.",
        body: validateBody,
        response: { 200: validateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      permissions.validate(
        tenantUser(request.principal),
        request.body.permission,
        request.body.userId,
      ),
  );

  app.patch(
    '/permissions/users/:userId/roles',
    {
      config: needs('roles:assign'),
      schema: {
        tags,
        summary: "Replaces a user's roles",
        description:
          'Every role must exist (400) and the caller must be allowed to assign, or remove, each ' +
          'role that changes (403). The last active administrator keeps the admin role (409).',
        params: userParams,
        body: assignRolesBody,
        response: { 200: userAccessResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      access.assignRoles(
        tenantUser(request.principal),
        request.params.userId,
        request.body.roles,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  );

  app.patch(
    '/permissions/users/:userId/permissions',
    {
      config: needs('roles:assign'),
      schema: {
        tags,
        summary: "Replaces a user's own permissions",
        description: 'The caller may grant or revoke only permissions they hold themselves (403).',
        params: userParams,
        body: grantPermissionsBody,
        response: { 200: userAccessResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      access.grantPermissions(
        tenantUser(request.principal),
        request.params.userId,
        request.body.permissions,
        request.id,
      ),
  );

  app.get(
    '/permissions/users',
    {
      config: needs('users:read'),
      schema: {
        tags,
        summary: "The tenant's users with their roles, own and effective permissions",
        description: `The users list's query: page, limit, search, ${userListDescription}`,
        querystring: userListQuery,
        response: { 200: userListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      users.list(
        {
          principal: tenantUser(request.principal),
          requestId: request.id,
          language: requestLanguage(request.headers['accept-language']),
        },
        request.query,
      ),
  );

  app.get(
    '/permissions/conflicts',
    {
      config: needs('roles:read'),
      schema: {
        tags,
        summary: 'Unknown roles and permissions held, and users without a role',
        response: { 200: conflictsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => access.conflicts(tenantUser(request.principal)),
  );

  app.get(
    '/permissions/audit',
    {
      config: needs('audit:read'),
      schema: {
        tags,
        summary: 'Role changes, role assignments and permission grants, newest first',
        querystring: pageQuery,
        response: { 200: listOf(auditEntry), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => access.audit(tenantUser(request.principal), request.query),
  );

  await app.register(roleRoutes, { database });
};
