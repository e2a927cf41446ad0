import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  contactRequestPage,
  contactRequestUpdateSchema,
  contactRequestView,
} from '@motorpool/domain/schemas/contact-request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { platformCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { contactRequestFilters, type PlatformContactRequests } from './platform-requests.ts';

const tags = ['platform'];

// Contact and demo requests as the platform's super administrators follow them up.
export const platformContactRoutes: FastifyPluginAsyncZod<{
  requests: PlatformContactRequests;
}> = async (app, { requests }) => {
  listRoute(app, {
    url: '/platform/contact-requests',
    access: 'platform',
    tenant: 'optional',
    tags,
    items: 'Contact and demo requests from the marketing site',
    description:
      `Newest first. filter: ${describeFilters(contactRequestFilters)}. search matches the ` +
      'name, e-mail and company. newCount counts the requests still new, whatever the filters.',
    response: contactRequestPage,
    handler: async (request) => requests.list(platformCaller(request), request.query),
  });

  route(app, {
    method: 'PATCH',
    url: '/platform/contact-requests/:id',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'Move a request on: new, then contacted, then closed (409 for any other move)',
    params: strictObject({ id }),
    body: contactRequestUpdateSchema,
    response: contactRequestView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      requests.update(platformCaller(request), request.params.id, request.body),
  });
};
