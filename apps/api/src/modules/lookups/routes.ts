import { id, pagedView, strictObject } from '@motorpool/domain/schemas/common';
import {
  lookupBulkCreateSchema,
  lookupCreateSchema,
  lookupStatsView,
  lookupType,
  lookupTypeCountView,
  lookupUpdateSchema,
  lookupView,
} from '@motorpool/domain/schemas/lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { lookupFilterFields } from './repository.ts';
import type { LookupService } from './service.ts';

const tags = ['lookups'];
const idParams = strictObject({ id });

// Lookups, on the paths the web app has always called, plus GET /lookups/stats for the admin cards. The
// values are the catalogue (lookups:browse, which customers hold, to show labels); the types
// and the totals are for the back office (lookups:read).
export const lookupRoutes: FastifyPluginAsyncZod<{ lookups: LookupService }> = async (
  app,
  { lookups },
) => {
  listRoute(app, {
    url: '/lookups',
    access: 'lookups:browse',
    tags,
    items: "The company's lookups",
    description:
      'sort: sortOrder | name | code | type | createdAt (default sortOrder:asc). ' +
      `filter: ${describeFilters(lookupFilterFields)}. ` +
      'isActive=true|false and type=CODE are shorthands for filter[..][equals]. ' +
      'search matches name, Arabic name, code and description.',
    response: pagedView(lookupView),
    handler: async (request) => lookups.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/lookups',
    access: 'lookups:create',
    tags,
    summary: 'Create a lookup (code unique per type)',
    body: lookupCreateSchema,
    status: 201,
    response: lookupView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await lookups.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'POST',
    url: '/lookups/bulk',
    access: 'lookups:create',
    tags,
    summary: 'Create up to 500 lookups at once: all of them, or none when one is refused',
    body: lookupBulkCreateSchema,
    status: 201,
    response: z.object({ created: z.number().int(), data: z.array(lookupView) }),
    errors: [400, 401, 403, 409],
    handler: async (request, reply) => {
      const data = await lookups.bulkCreate(tenantCaller(request), request.body);
      return reply.status(201).send({ created: data.length, data });
    },
  });

  route(app, {
    method: 'GET',
    url: '/lookups/types',
    access: 'lookups:read',
    tags,
    summary: 'Lookup types with their counts (the standard types always listed)',
    response: z.object({ data: z.array(lookupTypeCountView) }),
    errors: [401, 403],
    handler: async (request) => ({ data: await lookups.types(tenantCaller(request)) }),
  });

  route(app, {
    method: 'GET',
    url: '/lookups/stats',
    access: 'lookups:read',
    tags,
    summary: 'Totals: all, active, inactive and per type',
    response: lookupStatsView,
    errors: [401, 403],
    handler: async (request) => lookups.stats(tenantCaller(request)),
  });

  route(app, {
    method: 'GET',
    url: '/lookups/type/:type',
    access: 'lookups:browse',
    tags,
    summary: 'The active lookups of one type, by sortOrder',
    params: strictObject({ type: lookupType }),
    response: z.object({ data: z.array(lookupView) }),
    errors: [400, 401, 403],
    handler: async (request) => ({
      data: await lookups.ofType(tenantCaller(request), request.params.type),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/lookups/:id',
    access: 'lookups:browse',
    tags,
    summary: 'One lookup',
    params: idParams,
    response: lookupView,
    errors: [400, 401, 403, 404],
    handler: async (request) => lookups.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/lookups/:id',
    access: 'lookups:update',
    tags,
    summary: 'Change a lookup',
    params: idParams,
    body: lookupUpdateSchema,
    response: lookupView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      lookups.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/lookups/:id',
    access: 'lookups:delete',
    tags,
    summary: 'Delete a lookup',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await lookups.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
