import { searchQuerySchema, searchResponseSchema } from '@motorpool/domain/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import type { SearchService } from './service.ts';

// The admin header's global search.
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search: service },
) => {
  route(app, {
    // Any of vehicles:read, customers:read, rentals:read, users:read: the service searches
    // only the categories the caller holds, so the route itself requires none of them.
    method: 'GET',
    url: '/search',
    access: 'signed-in',
    tenant: 'required',
    tags: ['search'],
    summary: 'Search vehicles, customers, rentals and users at once, best matches first',
    description:
      'q: 1-100 characters. category: all (default) | vehicles | customers | rentals | ' +
      'users; "all" covers the categories the caller may read (vehicles:read, ' +
      'customers:read, rentals:read, users:read), one category the caller may not read is ' +
      '403. limit: results per category, 1-20 (default 5). score: 1 exact match, 0.8+ ' +
      'prefix, 0.5+ contains, below similar text.',
    querystring: searchQuerySchema,
    response: searchResponseSchema,
    errors: [400, 401, 403],
    handler: async (request) => {
      const principal = request.principal;
      if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
      return service.search(principal, request.query);
    },
  });
};
