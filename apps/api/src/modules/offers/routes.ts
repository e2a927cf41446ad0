import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  offerCreateSchema,
  offerListView,
  offerUpdateSchema,
  offerView,
  publicOfferView,
} from '@motorpool/domain/schemas/offer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { tenantCaller, visitorCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { offerFilterSpecs } from './repository.ts';
import type { OfferService } from './service.ts';

const tags = ['offers'];
const idParams = strictObject({ id });

// Offers: managed by staff (offers:*), read by anybody on the company's address.
export const offerRoutes: FastifyPluginAsyncZod<{ offers: OfferService }> = async (
  app,
  { offers },
) => {
  listRoute(app, {
    url: '/offers',
    access: 'offers:read',
    tags,
    items: "The company's offers",
    description:
      'sort: titleEn | validFrom | validUntil | featuredOrder | createdAt (default ' +
      `createdAt:desc). filter: ${describeFilters(offerFilterSpecs)}. ` +
      'search matches both titles and the promo code.',
    response: offerListView,
    handler: async (request) => offers.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/offers',
    access: 'offers:create',
    tags,
    summary: 'Create an offer (promo code unique in the company, whatever its case)',
    description:
      'discount: {kind: percent, value in basis points (1000 = 10 %, at most 10000)} or ' +
      '{kind: amount, value in minor units}. validFrom and validUntil are days of the ' +
      "company's time zone, both included.",
    body: offerCreateSchema,
    status: 201,
    response: offerView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await offers.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/offers/:id',
    access: 'offers:read',
    tags,
    summary: 'One offer',
    params: idParams,
    response: offerView,
    errors: [400, 401, 403, 404],
    handler: async (request) => offers.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/offers/:id',
    access: 'offers:update',
    tags,
    summary: 'Change an offer',
    params: idParams,
    body: offerUpdateSchema,
    response: offerView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      offers.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/offers/:id',
    access: 'offers:delete',
    tags,
    summary: 'Delete an offer (bookings keep the code they were priced with)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await offers.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/offers/:id/image',
    access: 'offers:update',
    tags,
    summary: "Set the offer's image (multipart `file`: JPEG, PNG or WebP, 5 MB)",
    params: idParams,
    consumes: ['multipart/form-data'],
    response: offerView,
    errors: [400, 401, 403, 404, 413],
    handler: async (request) =>
      offers.uploadImage(tenantCaller(request), request.params.id, request),
  });

  route(app, {
    method: 'DELETE',
    url: '/offers/:id/image',
    access: 'offers:update',
    tags,
    summary: "Remove the offer's image",
    params: idParams,
    response: offerView,
    errors: [400, 401, 403, 404],
    handler: async (request) => offers.deleteImage(tenantCaller(request), request.params.id),
  });
};

// The customer home's offers, for a visitor who is not signed in, on the company's address.
export const publicOfferRoutes: FastifyPluginAsyncZod<{
  offers: OfferService;
  limits: Pick<RequestLimits, 'browse'>;
}> = async (app, { offers, limits }) => {
  app.addHook('onRequest', async (request, reply) => admitAddress(limits.browse, request, reply));

  route(app, {
    method: 'GET',
    url: '/public/offers',
    access: 'public',
    tags: ['catalogue'],
    summary: "The company's current offers: active, today within their dates (its time zone)",
    description: 'Both languages of each text, so the page shows the visitor’s; at most 20.',
    response: z.object({ data: z.array(publicOfferView) }),
    errors: [404, 429],
    handler: async (request) => ({ data: await offers.current(visitorCaller(request)) }),
  });
};
