import { searchQuerySchema, searchResponseSchema } from '@motorpool/domain/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/engine.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { createSearchService } from './service.ts';

// The admin header's global search (SPEC §2).
export const searchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const service = createSearchService(database);

  app.get(
    '/search',
    {
      // Any of vehicles:browse, customers:read, rentals:read, users:read: the service searches
      // only the categories the caller holds, so the route itself requires none of them.
      config: { tenant: 'required', auth: 'required' },
      schema: {
        tags: ['search'],
        summary: 'Search vehicles, customers, rentals and users at once, best matches first',
        description:
          'q: 1-100 characters. category: all (default) | vehicles | customers | rentals | ' +
          'users; "all" covers the categories the caller may read (vehicles:browse, ' +
          'customers:read, rentals:read, users:read), one category the caller may not read is ' +
          '403. limit: results per category, 1-20 (default 5). score: 1 exact match, 0.8+ ' +
          'prefix, 0.5+ contains, below similar text.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const principal = request.principal;
      if (principal?.kind !== 'user') throw forbidden();
      return service.search(principal, request.query);
    },
  );
};
