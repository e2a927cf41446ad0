import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  platformTenantListView,
  platformTenantUpdateSchema,
  platformTenantSortFields,
  platformTenantView,
  tenantStatusActionSchema,
} from '@motorpool/domain/schemas/platform-tenant';
import { tenantCreateSchema } from '@motorpool/domain/schemas/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformCaller } from '../../lib/request-caller.ts';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route } from '../../lib/route.ts';
import { platformTenantFilters } from './platform-repository.ts';
import type { PlatformTenantService } from './platform-service.ts';

const tags = ['platform'];
const idParams = strictObject({ id });

// The companies, for the platform's super administrators only: a company's own administrator
// is refused like anyone else (403), whatever company they send.
export const platformTenantRoutes: FastifyPluginAsyncZod<{
  tenants: PlatformTenantService;
}> = async (app, { tenants }) => {
  listRoute(app, {
    url: '/platform/tenants',
    access: 'platform',
    tenant: 'optional',
    tags,
    items: 'The companies with their usage (branches, vehicles, users, customers, bookings)',
    description:
      `sort: ${platformTenantSortFields.join(' | ')} (default createdAt:desc). ` +
      `filter: ${describeFilters(platformTenantFilters)}. ` +
      'search matches name, subdomain and administrator e-mail.',
    response: platformTenantListView,
    handler: async (request) => tenants.list(platformCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/platform/tenants',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      'Create a company as sign-up does (on trial, its country’s currency, zone and VAT, roles, ' +
      'lookups, a first branch) and mail its administrator a link to choose a password ' +
      '(409 when the subdomain is taken)',
    body: tenantCreateSchema,
    status: 201,
    response: platformTenantView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await tenants.create(platformCaller(request), request.body, request)),
  });

  route(app, {
    method: 'GET',
    url: '/platform/tenants/:id',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'One company with its usage',
    params: idParams,
    response: platformTenantView,
    errors: [400, 401, 403, 404],
    handler: async (request) => tenants.get(request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/platform/tenants/:id',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: "Change a company's details (its subdomain never changes)",
    params: idParams,
    body: platformTenantUpdateSchema,
    response: platformTenantView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      tenants.update(platformCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/platform/tenants/:id/status',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      'Activate, suspend or deactivate a company: its staff and customers are refused while it ' +
      'is suspended or inactive (409 when its status does not allow the move)',
    params: idParams,
    body: tenantStatusActionSchema,
    response: platformTenantView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      tenants.act(platformCaller(request), request.params.id, request.body),
  });
};
