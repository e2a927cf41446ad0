import { planUsageView } from '@motorpool/domain/schemas/plan-usage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/engine.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { planUsage } from './plan-usage.ts';

// The company settings page's plan panel: the plan, its limits and what counts against them.
export const planUsageRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  route(app, {
    method: 'GET',
    url: '/tenants/current/usage',
    access: 'settings:read',
    tags: ['tenants'],
    summary: "The company's plan, its limits and the vehicles and admin users counted against it",
    response: planUsageView,
    errors: [401, 403],
    handler: async (request) => planUsage(database, tenantCaller(request).tenantId),
  });
};
