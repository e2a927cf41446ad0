import type { CatalogPermission } from '@motorpool/domain/permissions';
import { id, strictObject } from '@motorpool/domain/schemas/common';
import { z } from 'zod';
import { type TenantCaller, tenantCaller } from './request-caller.ts';
import { route, type ZodApp } from './route.ts';

/**
 * `DELETE <owner>/:id/documents/:documentId` of an entity that keeps documents (a customer, a
 * reservation): 204 once the document and its file are gone.
 */
export function documentDeleteRoute(
  app: ZodApp,
  options: {
    url: string;
    access: CatalogPermission;
    tags: string[];
    remove: (c: TenantCaller, ownerId: string, documentId: string) => Promise<void>;
  },
) {
  route(app, {
    method: 'DELETE',
    url: options.url,
    access: options.access,
    tags: options.tags,
    summary: 'Delete a document and its file',
    params: strictObject({ id, documentId: id }),
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await options.remove(tenantCaller(request), request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  });
}
