import {
  impersonationHandoffSchema,
  impersonationHandoffView,
  impersonationView,
  supportAccessUpdateSchema,
  supportAccessView,
} from '@motorpool/domain/schemas/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../lib/http-errors.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { VisitService } from './service.ts';
import type { SupportAccessService } from './support-access.ts';

const tags = ['auth'];

// The company's side of support visits: its host redeems the hand-over code, the back office
// reads the running visit for its banner, and the administrators allow or forbid visits.
export const companyVisitRoutes: FastifyPluginAsyncZod<{
  visits: VisitService;
  supportAccess: SupportAccessService;
}> = async (app, { visits, supportAccess }) => {
  route(app, {
    method: 'POST',
    url: '/auth/impersonation/handoff',
    access: 'public',
    tags,
    summary:
      "Trade a support visit's single-use hand-over code for its access token (no refresh " +
      'token); 401 when the code is unknown, used, older than two minutes or the visit ended',
    body: impersonationHandoffSchema,
    response: impersonationHandoffView,
    errors: [400, 401, 403, 409],
    handler: async (request) => visits.redeem(request.tenant!.id, request.body.code),
  });

  route(app, {
    method: 'GET',
    url: '/auth/impersonation',
    access: 'signed-in',
    tags,
    summary: "The support visit the caller's token belongs to (404 for an ordinary session)",
    response: impersonationView,
    errors: [401, 403, 404],
    handler: async (request) => {
      const principal = request.principal;
      const visit = principal?.kind === 'user' ? principal.impersonation : null;
      if (!visit) throw apiError('NOT_FOUND', 'error.impersonationNotFound');
      return visits.get(visit.id, tenantCaller(request).tenantId);
    },
  });

  route(app, {
    method: 'GET',
    url: '/tenants/current/support-access',
    access: 'settings:read',
    tags: ['tenants'],
    summary: "Whether the platform's support may enter the company as its administrator",
    response: supportAccessView,
    errors: [401, 403],
    handler: async (request) => supportAccess.get(tenantCaller(request)),
  });

  route(app, {
    method: 'PUT',
    url: '/tenants/current/support-access',
    access: 'settings:update',
    tags: ['tenants'],
    summary:
      "Allow or forbid the platform's support to enter; forbidding ends no running visit's " +
      'rights later than its next request',
    body: supportAccessUpdateSchema,
    response: supportAccessView,
    errors: [400, 401, 403],
    handler: async (request) => supportAccess.set(tenantCaller(request), request.body),
  });
};
