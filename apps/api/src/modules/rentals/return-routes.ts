import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  rentalChargesView,
  rentalCheckinQuoteSchema,
  rentalCheckinSchema,
  rentalView,
} from '@motorpool/domain/schemas/rental';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { RentalReturnService } from './return-service.ts';

const tags = ['rentals'];
const idParams = strictObject({ id });

// Check-in: the staff's quote of the return charges, and the return itself.
export const rentalReturnRoutes: FastifyPluginAsyncZod<{ returns: RentalReturnService }> = async (
  app,
  { returns },
) => {
  route(app, {
    method: 'POST',
    url: '/rentals/:id/checkin-quote',
    access: 'rentals:checkin',
    tags,
    summary: 'The charges check-in would compute from these readings; nothing is stored',
    description:
      'Excess kilometres, fuel, late return, settled overdue time, new damage (isNew marks) ' +
      'priced from the company settings, and the manual lines; tax at the rental’s rate.',
    params: idParams,
    body: rentalCheckinQuoteSchema,
    response: rentalChargesView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      returns.quote(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/checkin',
    access: 'rentals:checkin',
    tags,
    summary: 'Return the car: charges stored, the rental and its reservation completed',
    description:
      'The vehicle becomes available with its odometer at endMileage, or goes to maintenance ' +
      'with a damage report when the return inspection has new damage; the hold is released.',
    params: idParams,
    body: rentalCheckinSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      returns.checkin(tenantCaller(request), request.params.id, request.body),
  });
};
