// The dashboard's recent activity: the company's audit trail, newest first, for those who may
// read it (audit:read). Each entry names its record, which the screen links to.
import { activityPage, activityQuery } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/engine.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { companyActivity } from '../audit/ports.ts';

export const activityRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  route(app, {
    method: 'GET',
    url: '/dashboard/activity',
    access: 'audit:read',
    tags: ['dashboard'],
    summary: "The company's latest audited actions, newest first",
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403],
    handler: async (request) =>
      database.withTenant(tenantCaller(request).tenantId, (tx) =>
        companyActivity(tx, request.query),
      ),
  });
};
