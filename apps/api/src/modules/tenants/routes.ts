import { tenantStatuses } from '@motorpool/domain/value-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { type TenantService, toPublicTenant } from './service.ts';

const currentTenantResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  status: z.enum(tenantStatuses),
  currency: z.string(),
  timeZone: z.string(),
  taxRateBp: z.number().int(),
  /** A demo company: its sign-in pages offer the demo accounts (public password). */
  isDemo: z.boolean(),
  branding: z.object({ logoUrl: z.string().nullable(), primaryColor: z.string().nullable() }),
});

export const tenantRoutes: FastifyPluginAsyncZod<{ tenants: TenantService }> = async (
  app,
  { tenants },
) => {
  route(app, {
    method: 'GET',
    url: '/tenants/current',
    access: 'public',
    tags: ['tenants'],
    summary: 'The tenant that the x-tenant-id header or the host resolves to',
    response: currentTenantResponse,
    errors: [400, 403, 404],
    handler: async (request) => {
      // tenancy has resolved and vetted request.tenant (scope 'required')
      const row = await tenants.findTenant({ id: request.tenant!.id });
      return toPublicTenant(row!);
    },
  });
};
