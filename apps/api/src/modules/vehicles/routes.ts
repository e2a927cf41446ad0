import {
  activityPage,
  activityQuery,
  id,
  pagedView,
  strictObject,
} from '@motorpool/domain/schemas/common';
import { fileView } from '@motorpool/domain/schemas/file';
import {
  maintenanceRecordView,
  vehicleCreateSchema,
  vehicleDocumentView,
  vehicleMaintenanceRecordSchema,
  vehicleMileageResetSchema,
  vehicleStatsView,
  vehicleStatusChangeSchema,
  vehicleUpdateSchema,
  vehicleView,
} from '@motorpool/domain/schemas/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import type { VehicleHistoryService } from './history-service.ts';
import { vehicleFilterFields } from './repository.ts';
import type { VehicleService } from './service.ts';

const tags = ['vehicles'];
const idParams = strictObject({ id });
const recordParams = strictObject({ id, recordId: id });

export const vehicleListDescription =
  'sort: createdAt | make | year | dailyRate | mileage | licensePlate (field:asc|desc, ' +
  `default createdAt:desc). filter: ${describeFilters(vehicleFilterFields)}; e.g. ` +
  'filter[year][gte]=2020&filter[dailyRate][lte]=30000 (minor units). search matches make, ' +
  'model, licence plate and VIN.';

export type VehicleRouteDeps = { vehicles: VehicleService; history: VehicleHistoryService };

// Vehicles (resources and actions): the back office's fleet (vehicles:read
// and above). Customers (vehicles:browse) see only the catalogue (catalogue-routes.ts).
export const vehicleRoutes: FastifyPluginAsyncZod<VehicleRouteDeps> = async (
  app,
  { vehicles, history },
) => {
  catalogueRoutes(app, { vehicles, history });

  listRoute(app, {
    url: '/vehicles',
    access: 'vehicles:read',
    tags,
    items: 'The fleet',
    description: vehicleListDescription,
    response: pagedView(vehicleView),
    handler: async (request) => vehicles.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles',
    access: 'vehicles:create',
    tags,
    summary: 'Add a vehicle (VIN and licence plate unique in the company)',
    body: vehicleCreateSchema,
    status: 201,
    response: vehicleView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await vehicles.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id',
    access: 'vehicles:read',
    tags,
    summary: 'One vehicle',
    params: idParams,
    response: vehicleView,
    errors: [400, 401, 403, 404],
    handler: async (request) => vehicles.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/vehicles/:id',
    access: 'vehicles:update',
    tags,
    summary: 'Change a vehicle (its status changes through POST /vehicles/{id}/status)',
    params: idParams,
    body: vehicleUpdateSchema,
    response: vehicleView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      vehicles.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/vehicles/:id',
    access: 'vehicles:delete',
    tags,
    summary: 'Delete a vehicle; one with rental history is retired instead',
    params: idParams,
    response: z.object({ outcome: z.enum(['deleted', 'retired']) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => vehicles.remove(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/status',
    access: 'vehicles:status',
    tags,
    summary: 'Mark available, unavailable (retired) or in maintenance; 409 when not allowed',
    params: idParams,
    body: vehicleStatusChangeSchema,
    response: vehicleView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      vehicles.setStatus(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/mileage-reset',
    access: 'vehicles:update',
    tags,
    summary: 'Correct the odometer reading (with a reason, kept in the activity log)',
    params: idParams,
    body: vehicleMileageResetSchema,
    response: vehicleView,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      vehicles.resetMileage(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id/stats',
    access: 'vehicles:read',
    tags,
    summary: 'Rentals, revenue, rating, maintenance cost and utilisation of the vehicle',
    params: idParams,
    response: vehicleStatsView,
    errors: [400, 401, 403, 404],
    handler: async (request) => history.stats(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id/activity',
    access: 'vehicles:read',
    tags,
    summary: 'Audit entries about the vehicle, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      history.activity(tenantCaller(request), request.params.id, request.query),
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id/maintenance-records',
    access: 'vehicles:read',
    tags,
    summary: 'The maintenance history of the vehicle (its completed work orders), newest first',
    params: idParams,
    response: z.object({ data: z.array(maintenanceRecordView) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await history.records(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/maintenance-records',
    access: 'vehicles:update',
    tags,
    summary: 'Add a past service to the maintenance history',
    params: idParams,
    body: vehicleMaintenanceRecordSchema,
    status: 201,
    response: maintenanceRecordView,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await history.addRecord(tenantCaller(request), request.params.id, request.body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/vehicles/:id/maintenance-records/:recordId',
    access: 'vehicles:update',
    tags,
    summary: 'Remove an entry added to the maintenance history (409 for a workshop work order)',
    params: recordParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      const { id: vehicleId, recordId } = request.params;
      await history.removeRecord(tenantCaller(request), vehicleId, recordId);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id/images',
    access: 'vehicles:read',
    tags,
    summary: 'The images of the vehicle, with signed URLs',
    params: idParams,
    response: z.object({ data: z.array(fileView) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await history.images(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/images',
    access: 'vehicles:update',
    tags,
    summary: 'Upload an image (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
    params: idParams,
    status: 201,
    response: fileView,
    errors: [400, 401, 403, 404, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await history.addImage(tenantCaller(request), request.params.id, request)),
  });

  route(app, {
    method: 'GET',
    url: '/vehicles/:id/documents',
    access: 'vehicles:read',
    tags,
    summary: 'The documents of the vehicle, with signed URLs',
    params: idParams,
    response: z.object({ data: z.array(vehicleDocumentView) }),
    errors: [400, 401, 403, 404],
    handler: async (request) => ({
      data: await history.documents(tenantCaller(request), request.params.id),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/documents',
    access: 'vehicles:update',
    tags,
    summary:
      'Upload a document (multipart: fields documentType and optional expiryDate before ' +
      'the `file` part: PDF, JPEG or PNG, at most 10 MB)',
    params: idParams,
    status: 201,
    response: vehicleDocumentView,
    errors: [400, 401, 403, 404, 413],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await history.addDocument(tenantCaller(request), request.params.id, request)),
  });
};
