import { id, oneOf, strictObject } from '@motorpool/domain/schemas/common';
import { rentalPdfKinds, rentalPdfQuerySchema } from '@motorpool/domain/schemas/rental';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import { route } from '../../lib/route.ts';
import type { RentalPdfService } from './pdf/service.ts';

const tags = ['rentals'];

// A customer account reads the PDFs of its own rentals, like the rental itself.
export const rentalPdfRoutes: FastifyPluginAsyncZod<{ pdfs: RentalPdfService }> = async (
  app,
  { pdfs },
) => {
  route(app, {
    method: 'GET',
    url: '/rentals/:id/pdf/:kind',
    access: 'rentals:read',
    tags,
    summary: 'The rental contract or receipt as PDF',
    description:
      'kind: contract (signed at checkout) | receipt (at return). language: en | ar, the ' +
      "caller's language unless given; dates in the company's time zone.",
    params: strictObject({ id, kind: oneOf(rentalPdfKinds) }),
    querystring: rentalPdfQuerySchema,
    produces: ['application/pdf'],
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { id: rentalId, kind } = request.params;
      const pdf = await pdfs.forCaller(c, rentalId, kind, request.query.language ?? c.language);
      return sendPdf(reply, pdf, 'private, no-store');
    },
  });
};
