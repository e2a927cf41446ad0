import { listQuerySchema } from '@motorpool/domain/list-query';
import { type PublicBranchView, publicBranchView } from '@motorpool/domain/schemas/catalogue';
import type { BranchView } from '@motorpool/domain/schemas/branch';
import { id, pagedView, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../lib/http-errors.ts';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { visitorCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { BranchService } from './service.ts';

const tags = ['catalogue'];

// Picked one by one: a new back-office field never reaches visitors by accident.
function toPublicBranch(branch: BranchView): PublicBranchView {
  const { name, address, city, country, phone, email, latitude, longitude } = branch;
  const { operatingHours, amenities } = branch;
  return {
    id: branch.id,
    ...{ name, address, city, country, phone, email, latitude, longitude },
    operatingHours,
    amenities,
  };
}

// What a visitor may narrow the list by: never a status or a manager.
function visitorQuery(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const kept = Object.entries(raw).filter(
    ([key]) =>
      ['page', 'limit', 'search', 'sort'].includes(key) ||
      key.startsWith('filter[city]') ||
      key.startsWith('filter[country]'),
  );
  return { ...Object.fromEntries(kept), 'filter[status][equals]': 'active' };
}

// The company's open branches for a visitor who is not signed in, on the company's address:
// where to pick a car up, its hours, amenities, place and contact. Inactive branches, the
// manager and the fleet counts stay in the back office (GET /branches).
export const publicBranchRoutes: FastifyPluginAsyncZod<{
  branches: BranchService;
  limits: Pick<RequestLimits, 'browse'>;
}> = async (app, { branches, limits }) => {
  app.addHook('onRequest', async (request, reply) => admitAddress(limits.browse, request, reply));

  route(app, {
    method: 'GET',
    url: '/public/branches',
    access: 'public',
    tags,
    summary: "The company's open branches: page, limit, search, sort and filter[field][op]",
    description:
      'sort: name | code | city | createdAt (default name:asc). filter: city, country ' +
      '(text operators). search matches name, code, city and address.',
    querystring: listQuerySchema,
    response: pagedView(publicBranchView),
    errors: [400, 404, 429],
    handler: async (request) => {
      const page = await branches.list(visitorCaller(request), visitorQuery(request.query));
      return { ...page, data: page.data.map(toPublicBranch) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/public/branches/:id',
    access: 'public',
    tags,
    summary: 'One open branch (404 for an inactive one)',
    params: strictObject({ id }),
    response: publicBranchView,
    errors: [400, 404, 429],
    handler: async (request) => {
      const branch = await branches.get(visitorCaller(request), request.params.id);
      if (branch.status !== 'active') throw apiError('NOT_FOUND', 'error.branchNotFound');
      return toPublicBranch(branch);
    },
  });
};
