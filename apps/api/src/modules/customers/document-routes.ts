import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  customerDocumentReviewSchema,
  customerDocumentView,
} from '@motorpool/domain/schemas/customer-document';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentRoutes } from '../../lib/document-routes.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { CustomerDocumentService } from './documents.ts';

const tags = ['customers'];
const documentParams = strictObject({ id, documentId: id });

export const customerDocumentRoutes: FastifyPluginAsyncZod<{
  documents: CustomerDocumentService;
}> = async (app, { documents }) => {
  await documentRoutes(app, {
    base: '/customers',
    noun: 'customer',
    read: 'customers:read',
    update: 'customers:update',
    tags,
    uploadSummary:
      'Upload a document (multipart: fields category and optional expiryDate before the ' +
      '`file` part: PDF, JPEG, PNG or WebP, at most 10 MB, at most 20 per customer)',
    listResponse: z.object({ data: z.array(customerDocumentView) }),
    view: customerDocumentView,
    documents,
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

  // A customer account's own documents: the service finds its record, never a path's id.
  route(app, {
    method: 'GET',
    url: '/auth/profile/documents',
    access: 'signed-in',
    tags,
    summary: "The signed-in customer's own documents, newest first, with signed URLs",
    response: z.object({ data: z.array(customerDocumentView) }),
    errors: [401, 403],
    handler: async (request) => ({ data: await documents.listOwn(tenantCaller(request)) }),
  });

  route(app, {
    method: 'POST',
    url: '/auth/profile/documents',
    access: 'signed-in',
    tags,
    summary:
      'Upload one of their own documents for staff review (multipart as ' +
      'POST /customers/{id}/documents; it starts pending)',
    status: 201,
    response: customerDocumentView,
    errors: [400, 401, 403, 409, 413],
    handler: async (request, reply) =>
      reply.status(201).send(await documents.addOwn(tenantCaller(request), request)),
  });

  route(app, {
    method: 'DELETE',
    url: '/auth/profile/documents/:documentId',
    access: 'signed-in',
    tags,
    summary: 'Withdraw one of their own documents while it awaits review',
    params: strictObject({ documentId: id }),
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await documents.removeOwn(tenantCaller(request), request.params.documentId);
      return reply.status(204).send(null);
    },
  });
};
