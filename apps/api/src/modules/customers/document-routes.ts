import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  customerDocumentReviewSchema,
  customerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentDeleteRoute } from '../../lib/document-routes.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { CustomerDocumentService } from './document-service.ts';

const tags = ['customers'];
const idParams = strictObject({ id });
const documentParams = strictObject({ id, documentId: id });

export const customerDocumentRoutes: FastifyPluginAsyncZod<{
  documents: CustomerDocumentService;
}> = async (app, { documents }) => {
  route(app, {
    method: 'GET',
    url: '/customers/:id/documents',
    access: 'customers:read',
    tags,
    summary: 'The documents of the customer, newest first, with signed URLs',
    params: idParams,
    response: z.object({ data: z.array(customerDocumentView) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await documents.list(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/customers/:id/documents',
    access: 'customers:update',
    tags,
    summary:
      'Upload a document (multipart: fields category and optional expiryDate before the ' +
      '`file` part: PDF, JPEG, PNG or WebP, at most 10 MB, at most 20 per customer)',
    params: idParams,
    status: 201,
    response: customerDocumentView,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await documents.add(tenantCaller(request), request.params.id, request)),
  });

  route(app, {
    method: 'POST',
    url: '/customers/:id/documents/:documentId/review',
    access: 'customers:update',
    tags,
    summary: 'Verify or reject a pending document (a reason is required to reject)',
    params: documentParams,
    body: customerDocumentReviewSchema,
    response: customerDocumentView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      documents.review(
        tenantCaller(request),
        request.params.id,
        request.params.documentId,
        request.body,
      ),
  });

  documentDeleteRoute(app, {
    url: '/customers/:id/documents/:documentId',
    access: 'customers:update',
    tags,
    remove: documents.remove,
  });
};
