import { activityPage, activityQuery, id, strictObject } from '@motorpool/domain/schemas/common';
import {
  reservationCancellationQuoteView,
  reservationCancelSchema,
  reservationConfirmSchema,
  reservationCreateSchema,
  reservationListView,
  reservationQuoteRequestSchema,
  reservationQuoteView,
  reservationUpdateSchema,
  reservationView,
} from '@motorpool/domain/schemas/reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRoute, listRoute } from '../../lib/grid-routes.ts';
import { describeFilters, type FieldSpec } from '../../lib/list-filters.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { admitKey, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { exportColumns, exportTitle } from './export-columns.ts';
import { audienceOf } from './booking-terms.ts';
import type { ReservationService } from './service.ts';

const tags = ['reservations'];
const idParams = strictObject({ id });

const describeList = (filters: Record<string, FieldSpec>) =>
  'sort: pickupDate | returnDate | createdAt | reservationNumber | status | totalAmount ' +
  `(default pickupDate:desc). filter: ${describeFilters(filters)}. ` +
  "search matches the reservation number, the customer's name and the licence plate. " +
  'A customer account sees only its own reservations.';

// Reservations. A customer account (reservations:read|create|update|cancel)
// reads, books, re-dates and cancels only its own; everything else is the back office's.
export const reservationRoutes: FastifyPluginAsyncZod<{
  reservations: ReservationService;
  timeZoneOf: (tenantId: string) => Promise<string>;
  limits: Pick<RequestLimits, 'bookings'>;
}> = async (app, { reservations, timeZoneOf, limits }) => {
  const listDescription = describeList(reservations.filters);
  listRoute(app, {
    url: '/reservations',
    access: 'reservations:read',
    tags,
    items: "The company's reservations",
    description: listDescription,
    response: reservationListView,
    handler: async (request) => reservations.list(tenantCaller(request), request.query),
  });

  exportRoute(app, {
    url: '/reservations/export',
    access: 'reservations:export',
    tags,
    items: "The company's reservations",
    description: `Headers and values in the caller's language; amounts in minor units. ${listDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      return sendExport(reply, {
        format,
        fileName: `reservations-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone: await timeZoneOf(c.tenantId),
        columns: exportColumns(c.language),
        pages: reservations.pages(c, filters),
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/reservations/quote',
    access: 'reservations:create',
    tags,
    summary: 'Price a booking without making it (the form’s live quote; availability unchecked)',
    body: reservationQuoteRequestSchema,
    response: reservationQuoteView,
    errors: [400, 401, 403],
    handler: async (request) => reservations.quote(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'POST',
    url: '/reservations',
    access: 'reservations:create',
    tags,
    summary: 'Book a vehicle (pending); 409 VEHICLE_NOT_AVAILABLE naming the booking in the way',
    description:
      'A customer account books for its own record (customerId is ignored), without ' +
      'discount, fees or internal notes.',
    body: reservationCreateSchema,
    status: 201,
    response: reservationView,
    errors: [400, 401, 403, 409, 429],
    handler: async (request, reply) => {
      const caller = tenantCaller(request);
      // a customer account books at most so many an hour; the desk is not limited
      if (audienceOf(caller) === 'customer') {
        await admitKey(limits.bookings, `${caller.tenantId}:${caller.userId}`, request, reply);
      }
      return reply.status(201).send(await reservations.create(caller, request.body));
    },
  });

  route(app, {
    method: 'GET',
    url: '/reservations/:id',
    access: 'reservations:read',
    tags,
    summary: 'One reservation with its priced breakdown',
    params: idParams,
    response: reservationView,
    errors: [400, 401, 403, 404],
    handler: async (request) => reservations.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/reservations/:id',
    access: 'reservations:update',
    tags,
    summary: 'Change a pending or confirmed reservation (re-priced; the vehicle re-checked)',
    description:
      'A customer account changes only pickupDate and returnDate of its own reservation, before ' +
      'pickup (another field: 403 reservation.customerDatesOnly; after pickup: 409).',
    params: idParams,
    body: reservationUpdateSchema,
    response: reservationView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      reservations.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/reservations/:id',
    access: 'reservations:delete',
    tags,
    summary: 'Delete a pending reservation (409 otherwise: cancel it instead)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await reservations.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/reservations/:id/confirm',
    access: 'reservations:confirm',
    tags,
    summary: 'Confirm a pending reservation (409 from any other status)',
    params: idParams,
    body: reservationConfirmSchema,
    response: reservationView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      reservations.confirm(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/reservations/:id/cancel',
    access: 'reservations:cancel',
    tags,
    summary: 'Cancel a pending or confirmed reservation, with a reason; the vehicle is freed',
    description:
      'A customer account cancels its own before pickup (409 after): the cancellation ' +
      'policy’s fee is kept (cancellationFee) and the rest of what was paid is refunded.',
    params: idParams,
    body: reservationCancelSchema,
    response: reservationView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      reservations.cancel(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/reservations/:id/cancellation-quote',
    access: 'reservations:read',
    tags,
    summary: 'What cancelling now would cost under the company’s cancellation policy',
    description:
      'freeUntil: pickup less the policy’s free hours; after it, fee (percent of the total or a ' +
      'fixed amount, never above the total); refund: paid less the fee, not below 0. A ' +
      'customer’s cancellation keeps the fee and refunds the rest (cards through the card ' +
      'processor); staff cancellations apply no fee. cancellable: the caller may cancel now ' +
      '(a customer only before pickup).',
    params: idParams,
    response: reservationCancellationQuoteView,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      reservations.cancellationQuote(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/reservations/:id/activity',
    access: ['reservations:read', 'customers:read'],
    tags,
    summary: 'Audit entries about the reservation, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      reservations.activity(tenantCaller(request), request.params.id, request.query),
  });
};
