import { activityQuery, id, oneOf, strictObject } from '@motorpool/domain/schemas/common';
import {
  serviceDueListView,
  serviceDueStates,
  serviceScheduleCreateSchema,
  serviceScheduleListView,
  serviceScheduleUpdateSchema,
  serviceScheduleView,
} from '@motorpool/domain/schemas/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { ScheduleService } from './schedule-service.ts';

const tags = ['maintenance'];
const idParams = strictObject({ id });

const pageQuery = activityQuery.extend({ vehicleId: id.optional() });

// Recurring services (every N km and/or M months, per vehicle or category) and who is due.
export const maintenanceScheduleRoutes: FastifyPluginAsyncZod<{
  schedules: ScheduleService;
}> = async (app, { schedules }) => {
  route(app, {
    method: 'GET',
    url: '/maintenance/schedules',
    access: 'maintenance:read',
    tags,
    summary: 'Service schedules, newest first, each with its vehicles due soon and overdue',
    querystring: pageQuery,
    response: serviceScheduleListView,
    errors: [400, 401, 403],
    handler: async (request) => schedules.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'GET',
    url: '/maintenance/service-due',
    access: 'maintenance:read',
    tags,
    summary: "Each covered vehicle's next service by active schedule: overdue, due soon, then ok",
    description:
      'Due soon: within 7 days or 500 km; overdue: past the date or the distance. Filter by ' +
      'vehicleId and state (ok, dueSoon, overdue).',
    querystring: pageQuery.extend({ state: oneOf(serviceDueStates).optional() }),
    response: serviceDueListView,
    errors: [400, 401, 403],
    handler: async (request) => schedules.due(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/schedules',
    access: 'maintenance:create',
    tags,
    summary: 'Create a service schedule for a vehicle or a category',
    body: serviceScheduleCreateSchema,
    status: 201,
    response: serviceScheduleView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply.status(201).send(await schedules.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/maintenance/schedules/:id',
    access: 'maintenance:read',
    tags,
    summary: 'One service schedule',
    params: idParams,
    response: serviceScheduleView,
    errors: [400, 401, 403, 404],
    handler: async (request) => schedules.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/maintenance/schedules/:id',
    access: 'maintenance:update',
    tags,
    summary: 'Change a service schedule (its vehicle or category stays)',
    params: idParams,
    body: serviceScheduleUpdateSchema,
    response: serviceScheduleView,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      schedules.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/maintenance/schedules/:id',
    access: 'maintenance:delete',
    tags,
    summary: 'Delete a service schedule (its work orders stay)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await schedules.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
