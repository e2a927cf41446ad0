import { publicTenantView } from '@motorpool/domain/schemas/company-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { type TenantService, toPublicTenantWithTerms } from './service.ts';

export const tenantRoutes: FastifyPluginAsyncZod<{ tenants: TenantService }> = async (
  app,
  { tenants },
) => {
  route(app, {
    method: 'GET',
    url: '/tenants/current',
    access: 'public',
    tags: ['tenants'],
    summary: 'The tenant the x-tenant-id header or the host resolves to, with its booking terms',
    response: publicTenantView,
    errors: [400, 403, 404],
    handler: async (request) => {
      // tenancy has resolved and vetted request.tenant (scope 'required')
      const row = await tenants.findTenant({ id: request.tenant!.id });
      return toPublicTenantWithTerms(row!);
    },
  });
};
