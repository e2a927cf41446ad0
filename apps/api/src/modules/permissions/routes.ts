import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import type { AccessService } from './access-service.ts';
import type { RoleService } from './role-service.ts';
import { roleRoutes } from './role-routes.ts';
import {
  assignRolesBody,
  callerAccessResponse,
  conflictsResponse,
  grantPermissionsBody,
  pageQuery,
  resourceParams,
  resourceResponse,
  userAccessResponse,
  userParams,
  validateBody,
  validateResponse,
} from './schemas.ts';
import type { UserLister } from './ports.ts';
import { type PermissionService, tenantUser } from './service.ts';
import { activityEntry, exactPagedView } from '@motorpool/domain/schemas/common';
import { permissionsOverview } from '@motorpool/domain/schemas/role';
import { userListQuery, userListResponse } from '@motorpool/domain/schemas/user';

const tags = ['permissions'];

// Permissions: what the caller may do, who holds what, and role management.
export type PermissionRouteDeps = {
  permissions: PermissionService;
  access: AccessService;
  roles: RoleService;
  /** the users list, as the role screens show it (users module) */
  users: UserLister;
};

export const permissionRoutes: FastifyPluginAsyncZod<PermissionRouteDeps> = async (
  app,
  { permissions, access, roles, users },
) => {
  route(app, {
    method: 'GET',
    url: '/permissions',
    // The role matrix is back-office knowledge; everyone reads their own access from
    // GET /permissions/user.
    access: 'roles:read',
    tenant: 'required',
    tags,
    summary: "The permission catalogue, the tenant's roles and what the caller may do",
    response: permissionsOverview,
    errors: [401, 403],
    handler: async (request) => permissions.overview(tenantUser(request.principal)),
  });

  route(app, {
    method: 'GET',
    url: '/permissions/user',
    access: 'signed-in',
    tenant: 'required',
    tags,
    summary: "The caller's roles, own permissions and effective permissions",
    response: callerAccessResponse,
    errors: [401, 403, 404],
    handler: async (request) => permissions.caller(tenantUser(request.principal)),
  });

  route(app, {
    method: 'GET',
    url: '/permissions/resources/:resource',
    access: 'signed-in',
    tenant: 'required',
    tags,
    summary: 'The actions of one resource of the catalogue',
    params: resourceParams,
    response: resourceResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      tenantUser(request.principal);
      return permissions.resource(request.params.resource);
    },
  });

  route(app, {
    method: 'POST',
    url: '/permissions/validate',
    access: 'signed-in',
    tenant: 'required',
    tags,
    summary: 'Whether the caller, or another user, holds a permission',
    description: "Checking another user's permissions needs users:read.",
    body: validateBody,
    response: validateResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      permissions.validate(
        tenantUser(request.principal),
        request.body.permission,
        request.body.userId,
      ),
  });

  route(app, {
    method: 'PATCH',
    url: '/permissions/users/:userId/roles',
    access: 'roles:assign',
    tenant: 'required',
    tags,
    summary: "Replaces a user's roles",
    description:
      'Every role must exist (400) and the caller must be allowed to assign, or remove, each ' +
      'role that changes (403). The last active administrator keeps the admin role (409).',
    params: userParams,
    body: assignRolesBody,
    response: userAccessResponse,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      access.assignRoles(
        tenantUser(request.principal),
        request.params.userId,
        request.body.roles,
        request.id,
        requestLanguage(request.headers['accept-language']),
      ),
  });

  route(app, {
    method: 'PATCH',
    url: '/permissions/users/:userId/permissions',
    access: 'roles:assign',
    tenant: 'required',
    tags,
    summary: "Replaces a user's own permissions",
    description: 'The caller may grant or revoke only permissions they hold themselves (403).',
    params: userParams,
    body: grantPermissionsBody,
    response: userAccessResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      access.grantPermissions(
        tenantUser(request.principal),
        request.params.userId,
        request.body.permissions,
        request.id,
      ),
  });

  route(app, {
    method: 'GET',
    url: '/permissions/users',
    access: 'users:read',
    tenant: 'required',
    tags,
    summary: "The tenant's users with their roles, own and effective permissions",
    description: `The users list's query: page, limit, search, ${users.listDescription}`,
    querystring: userListQuery,
    response: userListResponse,
    errors: [400, 401, 403],
    handler: async (request) =>
      users.list(
        {
          principal: tenantUser(request.principal),
          requestId: request.id,
          language: requestLanguage(request.headers['accept-language']),
        },
        request.query,
      ),
  });

  route(app, {
    method: 'GET',
    url: '/permissions/conflicts',
    access: 'roles:read',
    tenant: 'required',
    tags,
    summary: 'Unknown roles and permissions held, and users without a role',
    response: conflictsResponse,
    errors: [401, 403],
    handler: async (request) => access.conflicts(tenantUser(request.principal)),
  });

  route(app, {
    method: 'GET',
    url: '/permissions/audit',
    access: 'audit:read',
    tenant: 'required',
    tags,
    summary: 'Role changes, role assignments and permission grants, newest first',
    querystring: pageQuery,
    response: exactPagedView(activityEntry),
    errors: [400, 401, 403],
    handler: async (request) => access.audit(tenantUser(request.principal), request.query),
  });

  await app.register(roleRoutes, { roles });
};
