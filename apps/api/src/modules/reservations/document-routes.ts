import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  reservationDocumentListView,
  reservationDocumentView,
} from '@motorpool/domain/schemas/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentDeleteRoute } from '../../lib/document-routes.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { ReservationDocumentService } from './document-service.ts';

const tags = ['reservations'];
const idParams = strictObject({ id });

// A customer account lists (and, through the signed URLs, downloads) the documents of its own
// reservations; uploading and deleting are the back office's.
export const reservationDocumentRoutes: FastifyPluginAsyncZod<{
  documents: ReservationDocumentService;
}> = async (app, { documents }) => {
  route(app, {
    method: 'GET',
    url: '/reservations/:id/documents',
    access: 'reservations:read',
    tags,
    summary: 'The documents of the reservation, newest first, with signed URLs',
    params: idParams,
    response: reservationDocumentListView,
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await documents.list(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/reservations/:id/documents',
    access: 'reservations:update',
    tags,
    summary:
      'Upload a document (multipart: field kind before the `file` part: PDF, JPEG, PNG or ' +
      'WebP, at most 10 MB, at most 20 per reservation)',
    params: idParams,
    status: 201,
    response: reservationDocumentView,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await documents.add(tenantCaller(request), request.params.id, request)),
  });

  documentDeleteRoute(app, {
    url: '/reservations/:id/documents/:documentId',
    access: 'reservations:update',
    tags,
    remove: documents.remove,
  });
};
