import {
  customDomain,
  customDomainInput,
  customDomainView,
} from '@motorpool/domain/schemas/custom-domain';
import { strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { CustomDomainService } from './custom-domain-service.ts';
import type { TenantService } from './service.ts';

const tags = ['tenants'];
const url = '/tenants/current/domain';

// The company's own domain, managed from its settings (packages/domain/src/custom-domains.ts).
export const customDomainRoutes: FastifyPluginAsyncZod<{
  domains: CustomDomainService;
  tenants: Pick<TenantService, 'findTenant'>;
}> = async (app, { domains, tenants }) => {
  route(app, {
    method: 'GET',
    url,
    access: 'settings:read',
    tags,
    summary: "The company's own domain, its state and the TXT record that verifies it",
    response: customDomainView,
    errors: [401, 403],
    handler: async (request) => domains.get(tenantCaller(request).tenantId),
  });

  route(app, {
    method: 'PUT',
    url,
    access: 'settings:update',
    tags,
    summary:
      'Claim a domain (a DNS name of two labels or more, not the platform’s): answers the TXT ' +
      'record to publish. Another domain replaces the current one and must be verified anew; ' +
      'a domain another company holds is refused (409).',
    body: customDomainInput,
    response: customDomainView,
    errors: [400, 401, 403, 409],
    handler: async (request) => domains.set(tenantCaller(request), request.body.domain),
  });

  route(app, {
    method: 'POST',
    url: `${url}/verify`,
    access: 'settings:update',
    tags,
    summary:
      'Look the TXT record up in DNS: the domain is verified, and serves the company, once ' +
      'it holds the token; otherwise 422 says what was found.',
    response: customDomainView,
    errors: [401, 403, 404, 422],
    handler: async (request) => domains.verify(tenantCaller(request)),
  });

  // A TLS proxy's question before it fetches a certificate for a name (Caddy's on-demand `ask`):
  // only verified domains get one, so nobody can make it request certificates for any name.
  route(app, {
    method: 'GET',
    url: '/public/domains/check',
    access: 'public',
    tenant: 'none',
    tags,
    summary: 'Whether this name is a company’s verified domain (204), or not (404)',
    querystring: strictObject({ domain: customDomain }),
    status: 204,
    response: z.null(),
    errors: [400, 404],
    handler: async (request, reply) => {
      const tenant = await tenants.findTenant({ domain: request.query.domain });
      if (!tenant) throw apiError('NOT_FOUND', 'error.domainNotSet');
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'DELETE',
    url,
    access: 'settings:update',
    tags,
    summary: 'Remove the domain: it stops serving the company at once',
    status: 204,
    response: z.null(),
    errors: [401, 403],
    handler: async (request, reply) => {
      await domains.remove(tenantCaller(request));
      return reply.status(204).send(null);
    },
  });
};
