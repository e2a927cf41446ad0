import { activityPage, activityQuery, id, strictObject } from '@motorpool/domain/schemas/common';
import {
  customerCreateSchema,
  customerListView,
  customerStatusActionSchema,
  customerUpdateSchema,
  customerView,
} from '@motorpool/domain/schemas/customer';
import { customerActions } from '@motorpool/domain/value-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { customerFilterSpecs } from './repository.ts';
import type { CustomerService } from './service.ts';

const tags = ['customers'];
const idParams = strictObject({ id });

export const customerListDescription =
  'sort: createdAt | firstName | lastName | email | licenseExpiryDate | status ' +
  '(default createdAt:desc). ' +
  `filter: ${describeFilters(customerFilterSpecs)}. ` +
  'search matches name, e-mail, phones, ID and licence numbers.';

// Customers: the back office's records. A customer account edits its own record
// through /auth/profile, never here.
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  listRoute(app, {
    url: '/customers',
    access: 'customers:read',
    tags,
    items: "The company's customers",
    description: customerListDescription,
    response: customerListView,
    handler: async (request) => customers.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/customers',
    access: 'customers:create',
    tags,
    summary: 'Create a customer (pending unless the body says active; e-mail and ID unique)',
    body: customerCreateSchema,
    status: 201,
    response: customerView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await customers.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/customers/:id',
    access: 'customers:read',
    tags,
    summary: 'One customer with the figures derived from rentals and payments',
    params: idParams,
    response: customerView,
    errors: [400, 401, 403, 404],
    handler: async (request) => customers.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/customers/:id',
    access: 'customers:update',
    tags,
    summary: 'Change a customer (the status changes through the actions)',
    params: idParams,
    body: customerUpdateSchema,
    response: customerView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      customers.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/customers/:id',
    access: 'customers:delete',
    tags,
    summary: 'Delete a customer without rentals or payments (409 otherwise)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await customers.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  for (const action of customerActions) {
    route(app, {
      method: 'POST',
      url: `/customers/:id/${action}`,
      access: 'customers:status',
      tags,
      summary: `${action} the customer (status machine; 409 when not allowed from its status)`,
      description: 'The optional reason is kept in the audit trail and the activity timeline.',
      params: idParams,
      body: customerStatusActionSchema,
      response: customerView,
      errors: [400, 401, 403, 404, 409],
      handler: async (request) =>
        customers.act(tenantCaller(request), request.params.id, action, request.body),
    });
  }

  route(app, {
    method: 'GET',
    url: '/customers/:id/activity',
    access: 'customers:read',
    tags,
    summary: 'Audit entries about the customer, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      customers.activity(tenantCaller(request), request.params.id, request.query),
  });
};
