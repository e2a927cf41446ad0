import { id, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { FileService, FileVariant } from './service.ts';

const tags = ['files'];
const idParams = strictObject({ id });
const sigQuery = z.object({ sig: z.string().max(2000).optional() });

// GET needs no header when the link is signed (how <img> tags load vehicle images).
export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  async function serve(
    request: FastifyRequest<{ Params: { id: string }; Querystring: { sig?: string } }>,
    reply: FastifyReply,
    variant: FileVariant,
  ) {
    const principal = request.principal;
    const file = await files.read(
      {
        ...(request.query.sig ? { sig: request.query.sig } : {}),
        ...(request.tenant ? { tenantId: request.tenant.id } : {}),
        caller: principal?.kind === 'user' ? tenantCaller(request) : null,
      },
      request.params.id,
      variant,
    );
    const name = encodeURIComponent(file.fileName);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${name}`)
      .header('cache-control', 'private, max-age=3600')
      .send(file.content);
  }

  const readRoute = (url: string, summary: string, variant: FileVariant) =>
    route(app, {
      method: 'GET',
      url,
      access: 'signed-link',
      tenant: 'optional',
      tags,
      summary,
      description:
        'Send ?sig= from a file URL the API returned (no header needed), or the bearer ' +
        'header of a user allowed to read vehicles.',
      params: idParams,
      querystring: sigQuery,
      errors: [400, 401, 403, 404],
      handler: (request, reply) => serve(request, reply, variant),
    });

  readRoute('/files/:id', 'The bytes of a stored file', 'original');
  readRoute('/files/:id/thumbnail', 'A 320×240 WebP preview of an image file', 'thumbnail');

  route(app, {
    method: 'DELETE',
    url: '/files/:id',
    // the file's owner then asks for its own right too (customer documents: customers:update)
    access: 'vehicles:update',
    tags,
    summary: 'Delete a vehicle image or document, or a customer document',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await files.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
