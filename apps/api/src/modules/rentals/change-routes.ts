import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  rentalExtendSchema,
  rentalSettleOverdueSchema,
  rentalSwapSchema,
  rentalView,
} from '@motorpool/domain/schemas/rental';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { RentalChangeService } from './change-service.ts';

const tags = ['rentals'];
const idParams = strictObject({ id });

// Extension rules and the swap of a car mid-rental; each re-checks the car's time
// through the holds' exclusion constraint.
export const rentalChangeRoutes: FastifyPluginAsyncZod<{ changes: RentalChangeService }> = async (
  app,
  { changes },
) => {
  route(app, {
    method: 'POST',
    url: '/rentals/:id/extend',
    access: 'rentals:extend',
    tags,
    summary: 'Move the return date later, re-priced; 409 VEHICLE_NOT_AVAILABLE naming the booking',
    description:
      'additionalDays by the reservation day rule at the booked rate and per-day add-ons, plus ' +
      'tax. Refused (409 rental.overdueUnsettled) while the rental is overdue and unsettled.',
    params: idParams,
    body: rentalExtendSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      changes.extend(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/settle-overdue',
    access: 'rentals:extend',
    tags,
    summary: 'Charge the overdue time so far (late fee rule), so the rental can be extended',
    params: idParams,
    body: rentalSettleOverdueSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      changes.settleOverdue(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/swap',
    access: 'rentals:update',
    tags,
    summary: 'Give the customer another car: the current leg ends, a new one starts',
    description:
      'The new car passes the checkout checks and takes the hold from now to the return date ' +
      '(409 VEHICLE_NOT_AVAILABLE naming the booking in the way); after a breakdown the old ' +
      'car goes to maintenance, otherwise back to available.',
    params: idParams,
    body: rentalSwapSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      changes.swap(tenantCaller(request), request.params.id, request.body),
  });
};
