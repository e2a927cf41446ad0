import {
  branchCreateSchema,
  branchStatsView,
  branchUpdateSchema,
  branchView,
  customerBranchView,
} from '@motorpool/domain/schemas/branch';
import {
  activityPage,
  activityQuery,
  id,
  pagedView,
  strictObject,
} from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewFor } from '../../lib/audience.ts';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { branchFilterFields } from './repository.ts';
import type { BranchService } from './service.ts';

const tags = ['branches'];
const idParams = strictObject({ id });

// Branches. A branch's vehicles are the vehicles list with filter[branchId][equals].
// The list and one branch are the catalogue (branches:browse, which customers hold, e.g. to
// pick a pickup branch); statistics and activity are back-office records (branches:read).
// A customer reads a branch without its code, manager and fleet size.
const branchAnswer = z.union([branchView, customerBranchView]);
const branchListAnswer = z.union([pagedView(branchView), pagedView(customerBranchView)]);

export const branchRoutes: FastifyPluginAsyncZod<{ branches: BranchService }> = async (
  app,
  { branches },
) => {
  listRoute(app, {
    url: '/branches',
    access: 'branches:browse',
    tags,
    items: "The company's branches",
    description:
      'sort: name | code | city | createdAt (default name:asc). ' +
      `filter: ${describeFilters(branchFilterFields)}. ` +
      'search matches name, code, city and address.',
    response: branchListAnswer,
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await branches.list(c, request.query), pagedView(customerBranchView));
    },
  });

  route(app, {
    method: 'POST',
    url: '/branches',
    access: 'branches:create',
    tags,
    summary: 'Create a branch (code unique in the company)',
    body: branchCreateSchema,
    status: 201,
    response: branchView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await branches.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/branches/:id',
    access: 'branches:browse',
    tags,
    summary: 'One branch',
    params: idParams,
    response: branchAnswer,
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await branches.get(c, request.params.id), customerBranchView);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/branches/:id',
    access: 'branches:update',
    tags,
    summary: 'Change a branch',
    params: idParams,
    body: branchUpdateSchema,
    response: branchView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      branches.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/branches/:id',
    access: 'branches:delete',
    tags,
    summary: 'Delete a branch that holds no vehicles (409 otherwise)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await branches.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'GET',
    url: '/branches/:id/stats',
    access: 'branches:read',
    tags,
    summary: 'Vehicles by status, utilisation and rentals of the branch',
    params: idParams,
    response: branchStatsView,
    errors: [400, 401, 403, 404],
    handler: async (request) => branches.stats(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/branches/:id/activity',
    access: 'branches:read',
    tags,
    summary: 'Audit entries about the branch, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      branches.activity(tenantCaller(request), request.params.id, request.query),
  });
};
