import { tenantStatuses } from '@motorpool/domain/value-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
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
  app.get(
    '/tenants/current',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['tenants'],
        summary: 'The tenant that the x-tenant-id header or the host resolves to',
        response: { 200: currentTenantResponse, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      // tenancy has resolved and vetted request.tenant (scope 'required')
      const row = await tenants.findTenant({ id: request.tenant!.id });
      return toPublicTenant(row!);
    },
  );
};
