import { activityQuery, id, strictObject } from '@motorpool/domain/schemas/common';
import {
  fuelLogCreateSchema,
  fuelLogPage,
  fuelLogView,
} from '@motorpool/domain/schemas/vehicle-fuel-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { FuelLogService } from './fuel-log-service.ts';

const tags = ['vehicles'];

// A vehicle's fuel log: read with the fleet, written with vehicles:update in the car's branch.
export const fuelLogRoutes: FastifyPluginAsyncZod<{ fuelLogs: FuelLogService }> = async (
  app,
  { fuelLogs },
) => {
  route(app, {
    method: 'GET',
    url: '/vehicles/:id/fuel-logs',
    access: 'vehicles:read',
    tags,
    summary: 'The fuel log of the vehicle, newest first, with its consumption',
    description:
      '`summary.consumptionPer100Km`: litres per 100 km between consecutive full-tank ' +
      'fill-ups over the whole log (one decimal), null until two full tanks bound a distance. ' +
      'A rental return adds a `checkin` entry with the fuel level it read and no litres.',
    params: strictObject({ id }),
    querystring: activityQuery,
    response: fuelLogPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      fuelLogs.list(tenantCaller(request), request.params.id, request.query),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/:id/fuel-logs',
    access: 'vehicles:update',
    tags,
    summary: 'Record a fill-up (400 when the odometer is below the previous fill-up)',
    params: strictObject({ id }),
    body: fuelLogCreateSchema,
    status: 201,
    response: fuelLogView,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await fuelLogs.create(tenantCaller(request), request.params.id, request.body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/vehicles/:id/fuel-logs/:entryId',
    access: 'vehicles:update',
    tags,
    summary: 'Remove an entry from the fuel log',
    params: strictObject({ id, entryId: id }),
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await fuelLogs.remove(tenantCaller(request), request.params.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  });
};
