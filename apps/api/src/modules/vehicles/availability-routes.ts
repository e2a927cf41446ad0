import { listQuerySchema } from '@motorpool/domain/list-query';
import {
  availabilityListView,
  availabilityQuerySchema,
} from '@motorpool/domain/schemas/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeFilters } from '../../lib/list-filters.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { VehicleAvailability } from './availability-service.ts';
import { catalogueFilterFields } from './catalogue-repository.ts';

// vehicles:browse: customers search too (staff hold it through vehicles:read).
export const vehicleAvailabilityRoutes: FastifyPluginAsyncZod<{
  availability: VehicleAvailability;
}> = async (app, { availability }) => {
  route(app, {
    method: 'GET',
    url: '/vehicles/availability',
    access: 'vehicles:browse',
    tags: ['vehicles', 'reservations'],
    summary: 'The vehicles free for a whole period, each with its price for it',
    description:
      'pickupDate and returnDate (ISO 8601) are required; branchId and category optional. ' +
      'A vehicle is free when its status is bookable (available or rented) and no ' +
      "reservation, rental or maintenance hold overlaps the period plus the company's " +
      'turnaround buffer. sort: dailyRate | make | seatingCapacity (default dailyRate:asc). ' +
      `filter: ${describeFilters(catalogueFilterFields)}. search matches make and model. ` +
      'The licence plate is empty for callers without vehicles:read.',
    querystring: listQuerySchema.and(availabilityQuerySchema),
    response: availabilityListView,
    errors: [400, 401, 403],
    handler: async (request) => availability.search(tenantCaller(request), request.query),
  });
};
