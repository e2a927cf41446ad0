import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  companyBulkDeleteSchema,
  companyBulkDeleteView,
} from '@motorpool/domain/schemas/company-deletion';
import { platformTenantView } from '@motorpool/domain/schemas/platform-tenant';
import { deletionGraceDays } from '@motorpool/domain/value-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { CompanyDeletionService } from './company-deletion-service.ts';
import type { CompanyExport } from './company-export.ts';

const tags = ['platform'];
const idParams = strictObject({ id });

// Deleting a company and taking its data away first: the platform's super administrators only.
export const companyDeletionRoutes: FastifyPluginAsyncZod<{
  deletion: CompanyDeletionService;
  exporter: CompanyExport;
}> = async (app, { deletion, exporter }) => {
  route(app, {
    method: 'DELETE',
    url: '/platform/tenants/:id',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      `Schedule a company's deletion: it is removed with all its data after ` +
      `${deletionGraceDays} days unless restored (409 when its status does not allow it)`,
    params: idParams,
    response: platformTenantView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) => deletion.schedule(platformCaller(request), request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/platform/tenants/bulk-delete',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      'Schedule up to 100 companies for deletion, answering for each: scheduled, notFound or ' +
      'illegalTransition',
    body: companyBulkDeleteSchema,
    response: companyBulkDeleteView,
    errors: [400, 401, 403],
    handler: async (request) => deletion.scheduleMany(platformCaller(request), request.body.ids),
  });

  route(app, {
    method: 'GET',
    url: '/platform/tenants/:id/export',
    access: 'platform',
    tenant: 'optional',
    tags,
    summary:
      "A company's full export as one zip: <table>.json and <table>.csv for every table " +
      'holding its rows, its stored files under files/, and manifest.json (streamed)',
    params: idParams,
    produces: ['application/zip'],
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      const file = await exporter.open(request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });
};
