import { listQuerySchema } from '@motorpool/domain/list-query';
import { branchCreateSchema, branchUpdateSchema } from '@motorpool/domain/schemas/branch';
import { id, strictObject } from '@motorpool/domain/schemas/common';
import { branchStatsView, branchView, pagedView } from '@motorpool/domain/schemas/fleet-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { activityQuery, activityResponse } from '../vehicles/activity.ts';
import { branchFilterFields } from './repository.ts';
import { createBranchService } from './service.ts';

const tags = ['branches'];
const idParams = strictObject({ id });

// SPEC §2 Branches. A branch's vehicles are the vehicles list with filter[branchId][equals].
// The list and one branch are the catalogue (branches:browse, which customers hold, e.g. to
// pick a pickup branch); statistics and activity are back-office records (branches:read).
export const branchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const branches = createBranchService(database);

  app.get(
    '/branches',
    {
      config: { permission: 'branches:browse' },
      schema: {
        tags,
        summary: "The company's branches: page, limit, search, sort and filter[field][op]",
        description:
          'sort: name | code | city | createdAt (default name:asc). ' +
          `filter: ${describeFilters(branchFilterFields)}. ` +
          'search matches name, code, city and address.',
        querystring: listQuerySchema,
        response: { 200: pagedView(branchView), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => branches.list(tenantCaller(request), request.query),
  );

  app.post(
    '/branches',
    {
      config: { permission: 'branches:create' },
      schema: {
        tags,
        summary: 'Create a branch (code unique in the company)',
        body: branchCreateSchema,
        response: { 201: branchView, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await branches.create(tenantCaller(request), request.body)),
  );

  app.get(
    '/branches/:id',
    {
      config: { permission: 'branches:browse' },
      schema: {
        tags,
        summary: 'One branch',
        params: idParams,
        response: { 200: branchView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => branches.get(tenantCaller(request), request.params.id),
  );

  app.patch(
    '/branches/:id',
    {
      config: { permission: 'branches:update' },
      schema: {
        tags,
        summary: 'Change a branch',
        params: idParams,
        body: branchUpdateSchema,
        response: { 200: branchView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => branches.update(tenantCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/branches/:id',
    {
      config: { permission: 'branches:delete' },
      schema: {
        tags,
        summary: 'Delete a branch that holds no vehicles (409 otherwise)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await branches.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/branches/:id/stats',
    {
      config: { permission: 'branches:read' },
      schema: {
        tags,
        summary: 'Vehicles by status, utilisation and rentals of the branch',
        params: idParams,
        response: { 200: branchStatsView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => branches.stats(tenantCaller(request), request.params.id),
  );

  app.get(
    '/branches/:id/activity',
    {
      config: { permission: 'branches:read' },
      schema: {
        tags,
        summary: 'Audit entries about the branch, newest first',
        params: idParams,
        querystring: activityQuery,
        response: { 200: activityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => branches.activity(tenantCaller(request), request.params.id, request.query),
  );
};
