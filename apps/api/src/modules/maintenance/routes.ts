import { activityPage, activityQuery, id, strictObject } from '@motorpool/domain/schemas/common';
import {
  driverReportSchema,
  maintenanceActionSchema,
  maintenanceCompleteSchema,
  maintenanceCreateSchema,
  maintenanceScheduleSchema,
  maintenanceUpdateSchema,
  workOrderListView,
  workOrderView,
} from '@motorpool/domain/schemas/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRoute, listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import type { AttachmentService } from './attachment-service.ts';
import { noteAndAttachmentRoutes } from './note-routes.ts';
import { exportColumns, exportTitle } from './export-columns.ts';
import { maintenanceFilterSpecs } from './repository.ts';
import type { MaintenanceService } from './service.ts';

const tags = ['maintenance'];
const idParams = strictObject({ id });

const listDescription =
  'sort: createdAt | scheduledDate | dueDate | completedDate | workOrderNumber | priority | ' +
  `status | actualCost (default createdAt:desc). filter: ${describeFilters(maintenanceFilterSpecs)}. ` +
  "search matches the work order number, the description, the technician and the vehicle's " +
  'plate, make and model.';

const actionDescription =
  'Follows the maintenance status machine (allowedActions on every order says what its status ' +
  'offers); 409 with the status and the action in the caller’s language otherwise. Each move ' +
  'writes a timeline entry.';

// Maintenance: work orders, their actions, notes and attachments.
export const maintenanceRoutes: FastifyPluginAsyncZod<{
  maintenance: MaintenanceService;
  attachments: AttachmentService;
  timeZoneOf: (tenantId: string) => Promise<string>;
}> = async (app, { maintenance, attachments, timeZoneOf }) => {
  listRoute(app, {
    url: '/maintenance',
    access: 'maintenance:read',
    tags,
    items: "The company's work orders",
    description: listDescription,
    response: workOrderListView,
    handler: async (request) => maintenance.list(tenantCaller(request), request.query),
  });

  exportRoute(app, {
    url: '/maintenance/export',
    access: 'maintenance:export',
    tags,
    items: "The company's work orders",
    description: `Headers and values in the caller's language. ${listDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      return sendExport(reply, {
        format,
        fileName: `work-orders-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone: await timeZoneOf(c.tenantId),
        columns: exportColumns(c.language),
        pages: maintenance.pages(c, filters),
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/maintenance',
    access: 'maintenance:create',
    tags,
    summary: 'Open a work order: scheduled when it has a scheduledDate, else pending review',
    description:
      'type and priority accept SPEC’s other spellings (PREVENTIVE, repair, urgent…) and store ' +
      'the canonical value. A scheduled period holds the vehicle like a booking: 409 ' +
      'VEHICLE_NOT_AVAILABLE naming the reservation or rental in the way; a scheduledDate in ' +
      "the past is 400 'maintenance date cannot be in the past'. Parts' totals and the cost " +
      'breakdown are computed here.',
    body: maintenanceCreateSchema,
    status: 201,
    response: workOrderView,
    errors: [400, 401, 403, 409],
    handler: async (request, reply) =>
      reply.status(201).send(await maintenance.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/driver-reports',
    access: 'maintenance:create',
    tags,
    summary: 'Report a problem with a vehicle (staff, from a phone): a pending work order',
    description:
      'Photos follow through POST /maintenance/{id}/attachments with kind photos. Priority ' +
      'follows the severity unless given; type defaults to corrective.',
    body: driverReportSchema,
    status: 201,
    response: workOrderView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply.status(201).send(await maintenance.report(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'GET',
    url: '/maintenance/:id',
    access: 'maintenance:read',
    tags,
    summary: 'One work order with its vehicle, parts, cost breakdown, notes, attachments, timeline',
    params: idParams,
    response: workOrderView,
    errors: [400, 401, 403, 404],
    handler: async (request) => maintenance.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/maintenance/:id',
    access: 'maintenance:update',
    tags,
    summary: 'Change an open work order (parts replace the list; its hold moves with its dates)',
    params: idParams,
    body: maintenanceUpdateSchema,
    response: workOrderView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      maintenance.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/maintenance/:id',
    access: 'maintenance:delete',
    tags,
    summary: 'Delete a pending, scheduled or cancelled work order (409 otherwise)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await maintenance.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/:id/schedule',
    access: 'maintenance:status',
    tags,
    summary:
      'Schedule a reviewed report (pending) or an overdue order: its period holds the vehicle',
    description: actionDescription,
    params: idParams,
    body: maintenanceScheduleSchema,
    response: workOrderView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      maintenance.schedule(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/:id/start',
    access: 'maintenance:status',
    tags,
    summary: 'Start work: the vehicle goes to maintenance (409 while it is rented)',
    description: actionDescription,
    params: idParams,
    body: maintenanceActionSchema,
    response: workOrderView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      maintenance.start(tenantCaller(request), request.params.id, request.body),
  });

  for (const action of ['pause', 'resume'] as const) {
    route(app, {
      method: 'POST',
      url: `/maintenance/:id/${action}`,
      access: 'maintenance:status',
      tags,
      summary: action === 'pause' ? 'Pause work (on hold)' : 'Resume paused work',
      description: actionDescription,
      params: idParams,
      body: maintenanceActionSchema,
      response: workOrderView,
      errors: [400, 401, 403, 404, 409],
      handler: async (request) =>
        maintenance.toggle(tenantCaller(request), request.params.id, action, request.body),
    });
  }

  route(app, {
    method: 'POST',
    url: '/maintenance/:id/complete',
    access: 'maintenance:status',
    tags,
    summary: 'Complete with the actual cost, duration and the odometer reading',
    description:
      `${actionDescription} The mileage updates the vehicle's odometer and may not be below ` +
      'it (400). The vehicle returns to available unless another order keeps it in the workshop.',
    params: idParams,
    body: maintenanceCompleteSchema,
    response: workOrderView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      maintenance.complete(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/maintenance/:id/cancel',
    access: 'maintenance:status',
    tags,
    summary: 'Cancel: the hold is released and the vehicle returns unless other work keeps it',
    description: actionDescription,
    params: idParams,
    body: maintenanceActionSchema,
    response: workOrderView,
    errors: [400, 401, 403, 404, 409],
    handler: async (request) =>
      maintenance.cancel(tenantCaller(request), request.params.id, request.body),
  });

  noteAndAttachmentRoutes(app, { maintenance, attachments });

  route(app, {
    method: 'GET',
    url: '/maintenance/:id/activity',
    access: 'maintenance:read',
    tags,
    summary: 'Audit entries about the work order, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      maintenance.activity(tenantCaller(request), request.params.id, request.query),
  });
};
