import { listQuerySchema } from '@motorpool/domain/list-query';
import {
  catalogueQuoteQuery,
  catalogueQuoteView,
  publicAvailabilityListView,
} from '@motorpool/domain/schemas/catalogue';
import { id, pagedView, strictObject } from '@motorpool/domain/schemas/common';
import { fileView } from '@motorpool/domain/schemas/file';
import { availabilityQuerySchema } from '@motorpool/domain/schemas/reservation';
import { vehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admitAddress, type RequestLimits } from '../../lib/request-limits.ts';
import { visitorCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { VehicleAvailability } from './availability-service.ts';
import { catalogueListDescription } from './catalogue-routes.ts';
import type { VehicleRouteDeps } from './routes.ts';

const tags = ['catalogue'];
const idParams = strictObject({ id });
const features = 'features=gps,bluetooth keeps the vehicles having all of them.';

export type PublicCatalogueDeps = VehicleRouteDeps & {
  availability: VehicleAvailability;
  /** reads per client address */
  limits: Pick<RequestLimits, 'browse'>;
};

// The customer area's catalogue for a visitor who is not signed in, on the company's address
// (or with x-tenant-id): the same service code and the same fields as the signed-in routes
// (catalogue-routes.ts, availability-routes.ts), never a plate.
export const publicCatalogueRoutes: FastifyPluginAsyncZod<PublicCatalogueDeps> = async (
  app,
  { vehicles, history, availability, limits },
) => {
  app.addHook('onRequest', async (request, reply) => admitAddress(limits.browse, request, reply));

  route(app, {
    method: 'GET',
    url: '/public/catalogue/vehicles',
    access: 'public',
    tags,
    summary: 'The vehicles customers may book: page, limit, search, sort and filter[field][op]',
    description: `${catalogueListDescription} ${features}`,
    querystring: listQuerySchema,
    response: pagedView(vehicleCatalogueView),
    errors: [400, 404, 429],
    handler: async (request) => vehicles.catalogue.list(visitorCaller(request), request.query),
  });

  route(app, {
    method: 'GET',
    url: '/public/catalogue/vehicles/:id',
    access: 'public',
    tags,
    summary: 'One vehicle of the catalogue (404 when it is not bookable)',
    params: idParams,
    response: vehicleCatalogueView,
    errors: [400, 404, 429],
    handler: async (request) => vehicles.catalogue.get(visitorCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/public/catalogue/vehicles/:id/images',
    access: 'public',
    tags,
    summary: 'The images of a vehicle of the catalogue, with signed URLs',
    params: idParams,
    response: z.object({ data: z.array(fileView) }),
    errors: [400, 404, 429],
    handler: async (request) => ({
      data: await history.catalogueImages(visitorCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'GET',
    url: '/public/catalogue/vehicles/:id/quote',
    access: 'public',
    tags,
    summary: 'The price of a vehicle of the catalogue for a period, and whether it is free then',
    description:
      'pickupDate and returnDate (ISO 8601) are required. The price is the period at the ' +
      'daily rate with tax, before add-ons (the booking adds them).',
    params: idParams,
    querystring: catalogueQuoteQuery,
    response: catalogueQuoteView,
    errors: [400, 404, 429],
    handler: async (request) =>
      availability.quote(visitorCaller(request), request.params.id, request.query),
  });

  route(app, {
    method: 'GET',
    url: '/public/catalogue/availability',
    access: 'public',
    tags,
    summary: 'The vehicles free for a whole period, each with its price for it',
    description:
      'As GET /vehicles/availability: pickupDate and returnDate (ISO 8601) required, ' +
      `branchId and category optional, the catalogue's sorts and filters. ${features}`,
    querystring: listQuerySchema.and(availabilityQuerySchema),
    response: publicAvailabilityListView,
    errors: [400, 404, 429],
    handler: async (request) => {
      const page = await availability.search(visitorCaller(request), request.query);
      const data = page.data.map(({ vehicle: { licensePlate: _plate, ...vehicle }, quote }) => ({
        vehicle,
        quote,
      }));
      return { ...page, data };
    },
  });
};
