import { listQuerySchema } from '@motorpool/domain/list-query';
import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  fileView,
  maintenanceRecordView,
  pagedView,
  vehicleDocumentView,
  vehicleStatsView,
  vehicleView,
} from '@motorpool/domain/schemas/fleet-views';
import {
  vehicleCreateSchema,
  vehicleMaintenanceRecordSchema,
  vehicleMileageResetSchema,
  vehicleStatusChangeSchema,
  vehicleUpdateSchema,
} from '@motorpool/domain/schemas/vehicle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/engine.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { FileService } from '../files/service.ts';
import { activityQuery, activityResponse } from './activity.ts';
import { createVehicleHistoryService } from './history-service.ts';
import { vehicleFilterFields } from './repository.ts';
import { createVehicleService } from './service.ts';

const tags = ['vehicles'];
const idParams = strictObject({ id });
const recordParams = strictObject({ id, recordId: id });

export const vehicleListDescription =
  'sort: createdAt | make | year | dailyRate | mileage | licensePlate (field:asc|desc, ' +
  `default createdAt:desc). filter: ${describeFilters(vehicleFilterFields)}; e.g. ` +
  'filter[year][gte]=2020&filter[dailyRate][lte]=30000 (minor units). search matches make, ' +
  'model, licence plate and VIN.';

export type VehicleRouteDeps = { database: Database; files: FileService };

// SPEC §2 Vehicles (DESIGN §4 resources and actions). The list, one vehicle and its images
// are the catalogue (vehicles:browse, which customers hold); statistics, activity, documents
// and maintenance records are back-office records (vehicles:read).
export const vehicleRoutes: FastifyPluginAsyncZod<VehicleRouteDeps> = async (
  app,
  { database, files },
) => {
  const vehicles = createVehicleService(database, files);
  const history = createVehicleHistoryService(database, vehicles, files);

  app.get(
    '/vehicles',
    {
      config: { permission: 'vehicles:browse' },
      schema: {
        tags,
        summary: 'The fleet: page, limit, search, sort and filter[field][op]',
        description: vehicleListDescription,
        querystring: listQuerySchema,
        response: { 200: pagedView(vehicleView), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => vehicles.list(tenantCaller(request), request.query),
  );

  app.post(
    '/vehicles',
    {
      config: { permission: 'vehicles:create' },
      schema: {
        tags,
        summary: 'Add a vehicle (VIN and licence plate unique in the company)',
        body: vehicleCreateSchema,
        response: { 201: vehicleView, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await vehicles.create(tenantCaller(request), request.body)),
  );

  app.get(
    '/vehicles/:id',
    {
      config: { permission: 'vehicles:browse' },
      schema: {
        tags,
        summary: 'One vehicle',
        params: idParams,
        response: { 200: vehicleView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => vehicles.get(tenantCaller(request), request.params.id),
  );

  app.patch(
    '/vehicles/:id',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary: 'Change a vehicle (its status changes through POST /vehicles/{id}/status)',
        params: idParams,
        body: vehicleUpdateSchema,
        response: { 200: vehicleView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => vehicles.update(tenantCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/vehicles/:id',
    {
      config: { permission: 'vehicles:delete' },
      schema: {
        tags,
        summary: 'Delete a vehicle; one with rental history is retired instead',
        params: idParams,
        response: {
          200: z.object({ outcome: z.enum(['deleted', 'retired']) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => vehicles.remove(tenantCaller(request), request.params.id),
  );

  app.post(
    '/vehicles/:id/status',
    {
      config: { permission: 'vehicles:status' },
      schema: {
        tags,
        summary: 'Mark available, unavailable (retired) or in maintenance; 409 when not allowed',
        params: idParams,
        body: vehicleStatusChangeSchema,
        response: { 200: vehicleView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => vehicles.setStatus(tenantCaller(request), request.params.id, request.body),
  );

  app.post(
    '/vehicles/:id/mileage-reset',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary: 'Correct the odometer reading (with a reason, kept in the activity log)',
        params: idParams,
        body: vehicleMileageResetSchema,
        response: { 200: vehicleView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      vehicles.resetMileage(tenantCaller(request), request.params.id, request.body),
  );

  app.get(
    '/vehicles/:id/stats',
    {
      config: { permission: 'vehicles:read' },
      schema: {
        tags,
        summary: 'Rentals, revenue, rating, maintenance cost and utilisation of the vehicle',
        params: idParams,
        response: { 200: vehicleStatsView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => history.stats(tenantCaller(request), request.params.id),
  );

  app.get(
    '/vehicles/:id/activity',
    {
      config: { permission: 'vehicles:read' },
      schema: {
        tags,
        summary: 'Audit entries about the vehicle, newest first',
        params: idParams,
        querystring: activityQuery,
        response: { 200: activityResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => history.activity(tenantCaller(request), request.params.id, request.query),
  );

  app.get(
    '/vehicles/:id/maintenance-records',
    {
      config: { permission: 'vehicles:read' },
      schema: {
        tags,
        summary: 'The maintenance history of the vehicle, newest first',
        params: idParams,
        response: {
          200: z.object({ data: z.array(maintenanceRecordView) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await history.records(tenantCaller(request), request.params.id) }),
  );

  app.post(
    '/vehicles/:id/maintenance-records',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary: 'Add a past service to the maintenance history',
        params: idParams,
        body: vehicleMaintenanceRecordSchema,
        response: { 201: maintenanceRecordView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await history.addRecord(tenantCaller(request), request.params.id, request.body)),
  );

  app.delete(
    '/vehicles/:id/maintenance-records/:recordId',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary: 'Remove an entry from the maintenance history',
        params: recordParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id: vehicleId, recordId } = request.params;
      await history.removeRecord(tenantCaller(request), vehicleId, recordId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/vehicles/:id/images',
    {
      config: { permission: 'vehicles:browse' },
      schema: {
        tags,
        summary: 'The images of the vehicle, with signed URLs',
        params: idParams,
        response: {
          200: z.object({ data: z.array(fileView) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await history.images(tenantCaller(request), request.params.id) }),
  );

  app.post(
    '/vehicles/:id/images',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary: 'Upload an image (multipart field `file`: JPEG, PNG or WebP, at most 5 MB)',
        params: idParams,
        response: { 201: fileView, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await history.addImage(tenantCaller(request), request.params.id, request)),
  );

  app.get(
    '/vehicles/:id/documents',
    {
      config: { permission: 'vehicles:read' },
      schema: {
        tags,
        summary: 'The documents of the vehicle, with signed URLs',
        params: idParams,
        response: {
          200: z.object({ data: z.array(vehicleDocumentView) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await history.documents(tenantCaller(request), request.params.id),
    }),
  );

  app.post(
    '/vehicles/:id/documents',
    {
      config: { permission: 'vehicles:update' },
      schema: {
        tags,
        summary:
          'Upload a document (multipart: fields documentType and optional expiryDate before ' +
          'the `file` part: PDF, JPEG or PNG, at most 10 MB)',
        params: idParams,
        response: { 201: vehicleDocumentView, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await history.addDocument(tenantCaller(request), request.params.id, request)),
  );
};
