import { activityPage, activityQuery, id, strictObject } from '@motorpool/domain/schemas/common';
import {
  rentalCancelSchema,
  rentalCheckoutSchema,
  customerRentalListView,
  customerRentalView,
  rentalCreateSchema,
  rentalListView,
  rentalUpdateSchema,
  rentalView,
} from '@motorpool/domain/schemas/rental';
import { inspectionPhotoView } from '@motorpool/domain/schemas/rental-inspection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewFor } from '../../lib/audience.ts';
import { exportRoute, listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { exportColumns, exportTitle } from './export-columns.ts';
import { rentalFilterSpecs } from './repository.ts';
import type { RentalService } from './service.ts';

const tags = ['rentals'];
const idParams = strictObject({ id });

const listDescription =
  'sort: pickupDate | returnDate | createdAt | rentalNumber | status | totalAmount ' +
  `(default pickupDate:desc). filter: ${describeFilters(rentalFilterSpecs)}; overdue=true is ` +
  'short for filter[overdue]=true (active and past the return date plus the grace). search ' +
  "matches the rental number, the reservation number, the customer's name and the licence " +
  'plate. A customer account sees only its own rentals.';

// A customer account (rentals:read) reads only its own, without the staff's notes and their
// rating of the customer; every change is the back office's, each with its permission.
export const rentalRoutes: FastifyPluginAsyncZod<{
  rentals: RentalService;
  timeZoneOf: (tenantId: string) => Promise<string>;
}> = async (app, { rentals, timeZoneOf }) => {
  listRoute(app, {
    url: '/rentals',
    access: 'rentals:read',
    tags,
    items: "The company's rentals",
    description: listDescription,
    response: z.union([rentalListView, customerRentalListView]),
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await rentals.list(c, request.query), customerRentalListView);
    },
  });

  exportRoute(app, {
    url: '/rentals/export',
    access: 'rentals:export',
    tags,
    items: "The company's rentals",
    description: `Headers and values in the caller's language. ${listDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      return sendExport(reply, {
        format,
        fileName: `rentals-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone: await timeZoneOf(c.tenantId),
        columns: exportColumns(c.language),
        pages: rentals.pages(c, filters),
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/rentals',
    access: 'rentals:create',
    tags,
    summary: 'Make a rental from a confirmed reservation, or book a walk-in and make it (pending)',
    description:
      'With reservationId the confirmed reservation is taken over with its hold and price ' +
      '(409 when not confirmed or already rented); without it the walk-in fields are booked ' +
      'exactly like POST /reservations (confirmed at once, 409 VEHICLE_NOT_AVAILABLE naming ' +
      'the booking in the way).',
    body: rentalCreateSchema,
    status: 201,
    response: rentalView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await rentals.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/rentals/:id',
    access: 'rentals:read',
    tags,
    summary: 'One rental with its legs, inspections, extensions, overdue records and charges',
    params: idParams,
    response: z.union([rentalView, customerRentalView]),
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await rentals.get(c, request.params.id), customerRentalView);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/rentals/:id',
    access: 'rentals:update',
    tags,
    summary: 'Change the notes, or the return branch until the car is back',
    params: idParams,
    body: rentalUpdateSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      rentals.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/rentals/:id',
    access: 'rentals:delete',
    tags,
    summary: 'Delete a cancelled rental (409 otherwise)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await rentals.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/cancel',
    access: 'rentals:cancel',
    tags,
    summary: 'Cancel a rental pending pickup, with a reason; its reservation is cancelled too',
    params: idParams,
    body: rentalCancelSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      rentals.cancel(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/rentals/:id/checkout',
    access: 'rentals:checkout',
    tags,
    summary: 'Hand the car over: inspection with signature, mileage, fuel; the rental is active',
    description:
      'Refused with 409 for each reason GET /rentals/{id}/checkout-readiness lists (the first ' +
      'as the message, all in details): the customer not verified while the company requires ' +
      'it or their licence or date of birth missing or expired, the vehicle in maintenance, ' +
      'retired or rented, its registration or insurance missing or expired (named), its ' +
      'insurance ending before the return date, or a pickup more than 24 h ahead without ' +
      "confirmEarly: true; 400 when startMileage is below the vehicle's odometer. The security " +
      "deposit defaults to the company's for the category.",
    params: idParams,
    body: rentalCheckoutSchema,
    response: rentalView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      rentals.checkout(tenantCaller(request), request.params.id, request.body),
  });

  // Staff who check cars out or in (rentals:checkout or rentals:checkin, checked by the service).
  route(app, {
    method: 'POST',
    url: '/rentals/:id/inspection-photos',
    access: ['rentals:read', 'customers:read'],
    tags,
    summary: 'Upload a photo for an inspection mark (multipart `file`: JPEG, PNG or WebP, 10 MB)',
    description: 'Needs rentals:checkout or rentals:checkin. Marks name the answered id.',
    params: idParams,
    consumes: ['multipart/form-data'],
    status: 201,
    response: inspectionPhotoView,
    errors: [400, 401, 403, 404, 409, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await rentals.uploadPhoto(tenantCaller(request), request.params.id, request)),
  });

  route(app, {
    method: 'GET',
    url: '/rentals/:id/activity',
    access: ['rentals:read', 'customers:read'],
    tags,
    summary: 'Audit entries about the rental, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      rentals.activity(tenantCaller(request), request.params.id, request.query),
  });
};
