import { listQuerySchema } from '@motorpool/domain/list-query';
import {
  lookupStatsView,
  lookupTypeCountView,
  lookupView,
  pagedView,
} from '@motorpool/domain/schemas/fleet-views';
import { strictObject, id } from '@motorpool/domain/schemas/common';
import {
  lookupBulkCreateSchema,
  lookupCreateSchema,
  lookupType,
  lookupUpdateSchema,
} from '@motorpool/domain/schemas/lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { lookupFilterFields } from './repository.ts';
import { createLookupService } from './service.ts';

const tags = ['lookups'];
const idParams = strictObject({ id });

// SPEC §7 Lookups, with exactly its paths, plus GET /lookups/stats for the admin cards. The
// values are the catalogue (lookups:browse, which customers hold, to show labels); the types
// and the totals are for the back office (lookups:read).
export const lookupRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const lookups = createLookupService(database);

  app.get(
    '/lookups',
    {
      config: { permission: 'lookups:browse' },
      schema: {
        tags,
        summary: "The company's lookups: page, limit, search, sort and filter[field][op]",
        description:
          'sort: sortOrder | name | code | type | createdAt (default sortOrder:asc). ' +
          `filter: ${describeFilters(lookupFilterFields)}. ` +
          'isActive=true|false and type=CODE are shorthands for filter[..][equals]. ' +
          'search matches name, Arabic name, code and description.',
        querystring: listQuerySchema,
        response: { 200: pagedView(lookupView), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => lookups.list(tenantCaller(request), request.query),
  );

  app.post(
    '/lookups',
    {
      config: { permission: 'lookups:create' },
      schema: {
        tags,
        summary: 'Create a lookup (code unique per type)',
        body: lookupCreateSchema,
        response: { 201: lookupView, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lookups.create(tenantCaller(request), request.body)),
  );

  app.post(
    '/lookups/bulk',
    {
      config: { permission: 'lookups:create' },
      schema: {
        tags,
        summary: 'Create up to 500 lookups at once: all of them, or none when one is refused',
        body: lookupBulkCreateSchema,
        response: {
          201: z.object({ created: z.number().int(), data: z.array(lookupView) }),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const data = await lookups.bulkCreate(tenantCaller(request), request.body);
      return reply.status(201).send({ created: data.length, data });
    },
  );

  app.get(
    '/lookups/types',
    {
      config: { permission: 'lookups:read' },
      schema: {
        tags,
        summary: 'Lookup types with their counts (the six standard types always listed)',
        response: {
          200: z.object({ data: z.array(lookupTypeCountView) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: await lookups.types(tenantCaller(request)) }),
  );

  app.get(
    '/lookups/stats',
    {
      config: { permission: 'lookups:read' },
      schema: {
        tags,
        summary: 'Totals: all, active, inactive and per type',
        response: { 200: lookupStatsView, ...errorResponses(401, 403) },
      },
    },
    async (request) => lookups.stats(tenantCaller(request)),
  );

  app.get(
    '/lookups/type/:type',
    {
      config: { permission: 'lookups:browse' },
      schema: {
        tags,
        summary: 'The active lookups of one type, by sortOrder',
        params: strictObject({ type: lookupType }),
        response: {
          200: z.object({ data: z.array(lookupView) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({ data: await lookups.ofType(tenantCaller(request), request.params.type) }),
  );

  app.get(
    '/lookups/:id',
    {
      config: { permission: 'lookups:browse' },
      schema: {
        tags,
        summary: 'One lookup',
        params: idParams,
        response: { 200: lookupView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lookups.get(tenantCaller(request), request.params.id),
  );

  app.patch(
    '/lookups/:id',
    {
      config: { permission: 'lookups:update' },
      schema: {
        tags,
        summary: 'Change a lookup',
        params: idParams,
        body: lookupUpdateSchema,
        response: { 200: lookupView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => lookups.update(tenantCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/lookups/:id',
    {
      config: { permission: 'lookups:delete' },
      schema: {
        tags,
        summary: 'Delete a lookup',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await lookups.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
