import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  privacyExtendSchema,
  privacyRequestPage,
  privacyRequestView,
  privacyResolveSchema,
} from '@motorpool/domain/schemas/privacy-request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { platformCaller, tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { HandlingService } from './handling-service.ts';
import { privacyRequestFilters } from './requester-service.ts';

const params = strictObject({ id });
const filters = describeFilters(privacyRequestFilters);

// Answering requests: the platform's super administrators for all of them, a company's staff
// for the corrections its own customers asked for.
export const handlingRoutes: FastifyPluginAsyncZod<{ handling: HandlingService }> = async (
  app,
  { handling },
) => {
  listRoute(app, {
    url: '/platform/privacy-requests',
    access: 'platform',
    tenant: 'optional',
    tags: ['platform'],
    items: 'Data-rights requests of every person',
    description: `Newest first; overdue ones are flagged. filter: ${filters}. search matches the e-mail.`,
    response: privacyRequestPage,
    handler: async (request) => handling.listForPlatform(platformCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/platform/privacy-requests/:id/extend',
    access: 'platform',
    tenant: 'optional',
    tags: ['platform'],
    summary:
      'Extend the deadline once by 30 days; the reason is mailed to the requester (409 when ' +
      'extended before or answered)',
    params,
    body: privacyExtendSchema,
    response: privacyRequestView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      handling.extend(platformCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/platform/privacy-requests/:id/resolve',
    access: 'platform',
    tenant: 'optional',
    tags: ['platform'],
    summary:
      'Answer a correction request: completed or rejected, with a note mailed to the requester',
    params,
    body: privacyResolveSchema,
    response: privacyRequestView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      handling.resolveForPlatform(platformCaller(request), request.params.id, request.body),
  });

  listRoute(app, {
    url: '/privacy-requests',
    access: 'customers:update',
    tags: ['privacy'],
    items: "Correction requests from the company's own customers",
    description: `Newest first. filter: ${filters}. search matches the e-mail.`,
    response: privacyRequestPage,
    handler: async (request) => handling.listForCompany(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/privacy-requests/:id/resolve',
    access: 'customers:update',
    tags: ['privacy'],
    summary:
      "Answer a correction request of the company's customer, with a note mailed to them " +
      "(404 for another company's)",
    params,
    body: privacyResolveSchema,
    response: privacyRequestView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      handling.resolveForCompany(tenantCaller(request), request.params.id, request.body),
  });
};
