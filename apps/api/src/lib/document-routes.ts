import type { CatalogPermission } from '@motorpool/domain/permissions';
import { id, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type TenantCaller, tenantCaller } from './request-caller.ts';
import { route, type ZodApp } from './route.ts';

const idParams = strictObject({ id });

/** What the routes of an entity's documents call: the files module's owned documents. */
export type DocumentActions<View> = {
  list(c: TenantCaller, ownerId: string): Promise<View[]>;
  add(c: TenantCaller, ownerId: string, request: FastifyRequest): Promise<View>;
  remove(c: TenantCaller, ownerId: string, documentId: string): Promise<void>;
};

export type DocumentRouteOptions = {
  /** the owner's path and its name in summaries: `/reservations`, `reservation` */
  base: string;
  noun: string;
  read: CatalogPermission;
  update: CatalogPermission;
  tags: string[];
  uploadSummary: string;
  listResponse: z.ZodType<{ data: unknown[] }>;
  view: z.ZodType;
  documents: DocumentActions<unknown>;
};

/**
 * `GET|POST <owner>/:id/documents` and `DELETE <owner>/:id/documents/:documentId` of an entity
 * that keeps documents (a customer, a reservation, a rental).
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRouteOptions> = async (app, options) => {
  const { base, tags, documents } = options;
  route(app, {
    method: 'GET',
    url: `${base}/:id/documents`,
    access: options.read,
    tags,
    summary: `The documents of the ${options.noun}, newest first, with signed URLs`,
    params: idParams,
    response: options.listResponse,
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await documents.list(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: `${base}/:id/documents`,
    access: options.update,
    tags,
    summary: options.uploadSummary,
    params: idParams,
    status: 201,
    response: options.view,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await documents.add(tenantCaller(request), request.params.id, request)),
  });

  documentDeleteRoute(app, {
    url: `${base}/:id/documents/:documentId`,
    access: options.update,
    tags,
    remove: documents.remove,
  });
};

/**
 * `DELETE <owner>/:id/documents/:documentId` of an entity that keeps documents: 204 once the
 * document and its file are gone.
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
