import { id, strictObject } from '@motorpool/domain/schemas/common';
import { rentalDocumentListView, rentalDocumentView } from '@motorpool/domain/schemas/rental';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentDeleteRoute } from '../../lib/document-routes.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { RentalDocumentService } from './document-service.ts';

const tags = ['rentals'];
const idParams = strictObject({ id });

// A customer account lists (and, through the signed URLs, downloads) the documents of its own
// rentals; uploading and deleting are the back office's.
export const rentalDocumentRoutes: FastifyPluginAsyncZod<{
  documents: RentalDocumentService;
}> = async (app, { documents }) => {
  route(app, {
    method: 'GET',
    url: '/rentals/:id/documents',
    access: 'rentals:read',
    tags,
    summary: 'The documents of the rental, newest first, with signed URLs',
    params: idParams,
    response: rentalDocumentListView,
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await documents.list(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/documents',
    access: 'rentals:update',
    tags,
    summary:
      'Upload a document (multipart: field kind (contract, inspection, identification or ' +
      'insurance) before the `file` part: PDF, JPEG, PNG or WebP, at most 10 MB, at most 20 ' +
      'per rental)',
    params: idParams,
    status: 201,
    response: rentalDocumentView,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await documents.add(tenantCaller(request), request.params.id, request)),
  });

  documentDeleteRoute(app, {
    url: '/rentals/:id/documents/:documentId',
    access: 'rentals:update',
    tags,
    remove: documents.remove,
  });
};
