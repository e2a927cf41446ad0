import { id, pagedView, strictObject } from '@motorpool/domain/schemas/common';
import { fileView } from '@motorpool/domain/schemas/file';
import { vehicleCatalogueView } from '@motorpool/domain/schemas/vehicle';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route, type ZodApp } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { catalogueFilterFields } from './catalogue-repository.ts';
import type { VehicleRouteDeps } from './routes.ts';

const tags = ['vehicles'];
const idParams = strictObject({ id });

export const catalogueListDescription =
  'Only vehicles a customer may book (status available). sort: dailyRate | make | ' +
  'seatingCapacity (field:asc|desc, default dailyRate:asc). filter: ' +
  `${describeFilters(catalogueFilterFields)}; e.g. filter[category][equals]=suv&` +
  'filter[dailyRate][lte]=30000 (minor units). search matches make and model.';

// The customer area's catalogue (vehicles:browse): what a customer sees of the bookable
// vehicles. The back office's record of a vehicle (GET /vehicles...) needs vehicles:read.
export function catalogueRoutes(app: ZodApp, { vehicles, history }: VehicleRouteDeps): void {
  listRoute(app, {
    url: '/catalogue/vehicles',
    access: 'vehicles:browse',
    tags,
    items: 'The vehicles customers may book',
    description: catalogueListDescription,
    response: pagedView(vehicleCatalogueView),
    handler: async (request) => vehicles.catalogue.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'GET',
    url: '/catalogue/vehicles/:id',
    access: 'vehicles:browse',
    tags,
    summary: 'One vehicle of the catalogue (404 when it is not bookable)',
    params: idParams,
    response: vehicleCatalogueView,
    errors: [400, 401, 403, 404],
    handler: async (request) => vehicles.catalogue.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/catalogue/vehicles/:id/images',
    access: 'vehicles:browse',
    tags,
    summary: 'The images of a vehicle of the catalogue, with signed URLs',
    params: idParams,
    response: z.object({ data: z.array(fileView) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await history.catalogueImages(tenantCaller(request), request.params.id),
    }),
  });
}
