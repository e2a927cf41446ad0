import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  impersonationStartSchema,
  impersonationStartView,
  impersonationView,
} from '@motorpool/domain/schemas/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { VisitService } from './service.ts';

const tags = ['platform'];
const idParams = strictObject({ id });

// Support visits as the platform starts and ends them. A visit's own token is a company's
// caller, so the access check refuses it here: no visit starts another.
export const platformVisitRoutes: FastifyPluginAsyncZod<{ visits: VisitService }> = async (
  app,
  { visits },
) => {
  route(app, {
    method: 'POST',
    url: '/platform/tenants/:id/impersonate',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      'Enter a company as its administrator for support: an access token (no refresh token) ' +
      'for 30 minutes and a single-use hand-over code for its host. 409 when the company is ' +
      'suspended, inactive or being deleted, or a visit of yours is still running; 403 when ' +
      "the company's administrators switched support access off",
    params: idParams,
    body: impersonationStartSchema,
    status: 201,
    response: impersonationStartView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await visits.start(platformCaller(request), request.params.id, request.body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/platform/impersonations/:id',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary: 'End a support visit at once (its token is refused from then on)',
    params: idParams,
    response: impersonationView,
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      const c = platformCaller(request);
      return visits.end(request.params.id, { ...c, requestId: c.requestId });
    },
  });
};
