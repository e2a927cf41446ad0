import { sampleDataRemovedView, sampleDataView } from '@motorpool/domain/schemas/sample-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { SampleDataService } from './sample-data-service.ts';

const tags = ['tenants'];
const url = '/tenants/current/sample-data';

// The company settings page's sample data card: what the sample holds, loading and removing it.
export const sampleDataRoutes: FastifyPluginAsyncZod<{ sample: SampleDataService }> = async (
  app,
  { sample },
) => {
  route(app, {
    method: 'GET',
    url,
    access: 'settings:read',
    tags,
    summary:
      "The company's sample data: whether it is there, its rows by kind, and whether it can be added",
    response: sampleDataView,
    errors: [401, 403],
    handler: async (request) => sample.view(tenantCaller(request).tenantId),
  });

  route(app, {
    method: 'POST',
    url,
    access: 'settings:update',
    tags,
    summary:
      'Fill the company with sample data (409 when it has vehicles, customers or bookings, or ' +
      'its sample already)',
    status: 201,
    response: sampleDataView,
    errors: [401, 403, 409],
    handler: async (request, reply) => {
      const caller = tenantCaller(request);
      const view = await sample.load(
        caller.tenantId,
        { type: 'user', id: caller.userId },
        caller.requestId,
      );
      return reply.status(201).send(view);
    },
  });

  route(app, {
    method: 'DELETE',
    url,
    access: 'settings:update',
    tags,
    summary:
      "Remove the company's sample data, all or nothing (409 when the company's own records " +
      'still use it, saying what)',
    response: sampleDataRemovedView,
    errors: [401, 403, 409],
    handler: async (request) => sample.remove(tenantCaller(request)),
  });
};
