// A work order's notes and attachments: part of the maintenance routes (routes.ts).
import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  maintenanceAttachmentListView,
  maintenanceAttachmentView,
  maintenanceNoteSchema,
  workOrderView,
} from '@motorpool/domain/schemas/maintenance';
import { z } from 'zod';
import { documentDeleteRoute } from '../../lib/document-routes.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route, type ZodApp } from '../../lib/route.ts';
import type { AttachmentService } from './attachment-service.ts';
import type { MaintenanceService } from './service.ts';

const tags = ['maintenance'];
const idParams = strictObject({ id });

export function noteAndAttachmentRoutes(
  app: ZodApp,
  { maintenance, attachments }: { maintenance: MaintenanceService; attachments: AttachmentService },
): void {
  route(app, {
    method: 'POST',
    url: '/maintenance/:id/notes',
    access: 'maintenance:update',
    tags,
    summary: 'Add a note (general, technical, customer or internal)',
    params: idParams,
    body: maintenanceNoteSchema,
    status: 201,
    response: workOrderView,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await maintenance.addNote(tenantCaller(request), request.params.id, request.body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/maintenance/:id/notes/:noteId',
    access: 'maintenance:update',
    tags,
    summary: 'Delete a note',
    params: strictObject({ id, noteId: id }),
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await maintenance.removeNote(tenantCaller(request), request.params.id, request.params.noteId);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'GET',
    url: '/maintenance/:id/attachments',
    access: 'maintenance:read',
    tags,
    summary: 'The attachments of the work order, newest first, with signed URLs',
    params: idParams,
    response: maintenanceAttachmentListView,
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await attachments.list(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/:id/attachments',
    access: 'maintenance:update',
    tags,
    summary:
      'Upload an attachment (multipart: field kind (photos, documents or invoices) before the ' +
      '`file` part: PDF, JPEG, PNG or WebP, at most 10 MB, at most 30 per order)',
    params: idParams,
    status: 201,
    response: maintenanceAttachmentView,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await attachments.add(tenantCaller(request), request.params.id, request)),
  });

  documentDeleteRoute(app, {
    url: '/maintenance/:id/attachments/:documentId',
    access: 'maintenance:update',
    tags,
    remove: attachments.remove,
  });
}
