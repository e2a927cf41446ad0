import { id, strictObject } from '@motorpool/domain/schemas/common';
import { checkoutReadinessView } from '@motorpool/domain/schemas/checkout-readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { ReadinessService } from './readiness-service.ts';

const idParams = strictObject({ id });
const description =
  'Every reason POST /rentals/{id}/checkout would refuse now, each with its key, message and ' +
  'details (which document is missing or expired, the licence, the customer, the car). ' +
  'earlyCheckout does not block: the checkout asks confirmEarly: true for it.';

// The desk asks before it starts a checkout; the same checks the checkout refuses by.
export const rentalReadinessRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessService }> = async (
  app,
  { readiness },
) => {
  route(app, {
    method: 'GET',
    url: '/reservations/:id/checkout-readiness',
    access: 'rentals:checkout',
    tags: ['reservations'],
    summary: 'What stands between a confirmed reservation and its checkout',
    description,
    params: idParams,
    response: checkoutReadinessView,
    errors: [400, 401, 403, 404],
    handler: async (request) => readiness.ofReservation(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/rentals/:id/checkout-readiness',
    access: 'rentals:checkout',
    tags: ['rentals'],
    summary: 'What stands between a rental awaiting pickup and its checkout',
    description,
    params: idParams,
    response: checkoutReadinessView,
    errors: [400, 401, 403, 404],
    handler: async (request) => readiness.ofRental(tenantCaller(request), request.params.id),
  });
};
