import { id, strictObject } from '@motorpool/domain/schemas/common';
import { rentalShareSchema, rentalShareView } from '@motorpool/domain/schemas/rental';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import type { RentalShareService } from './share-service.ts';

const tags = ['rentals'];

export const rentalShareRoutes: FastifyPluginAsyncZod<{ shares: RentalShareService }> = async (
  app,
  { shares },
) => {
  route(app, {
    method: 'POST',
    url: '/rentals/:id/share',
    // staff who may change rentals (a public link is a publication, not a read); reading the
    // customers is what tells them from a customer account
    access: ['rentals:update', 'customers:read'],
    tags,
    summary: 'A link to the contract or receipt PDF that anyone holding it may open for 7 days',
    params: strictObject({ id }),
    body: rentalShareSchema,
    response: rentalShareView,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      shares.create(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/public/rentals/documents/:token',
    access: 'public',
    tenant: 'optional',
    tags,
    summary: 'The PDF a share link names (no sign-in); 404 once expired or if altered',
    params: strictObject({ token: z.string().min(1).max(1000) }),
    produces: ['application/pdf'],
    errors: [400, 404],
    handler: async (request, reply) => {
      const pdf = await shares.open(request.params.token, request.tenant?.id ?? null);
      return sendPdf(reply, pdf, 'private, max-age=300');
    },
  });
};
