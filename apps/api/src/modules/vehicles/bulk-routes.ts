import {
  vehicleBulkBranchSchema,
  vehicleBulkResult,
  vehicleBulkRetireSchema,
  vehicleBulkStatusSchema,
} from '@motorpool/domain/schemas/vehicle-bulk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import type { VehicleBulkService } from './bulk-service.ts';

const tags = ['vehicles'];
const allOrNothing =
  ' All or nothing: when any selected vehicle cannot take the change (unknown, another ' +
  "branch's, out on a rental, or a move its status does not allow) nothing changes and the " +
  '409 lists each refused vehicle as `details[].path` `body.ids.<index>` with the reason.';

// Bulk actions of the vehicle list: up to 100 selected vehicles, with the single action's permission.
export const vehicleBulkRoutes: FastifyPluginAsyncZod<{ bulk: VehicleBulkService }> = async (
  app,
  { bulk },
) => {
  route(app, {
    method: 'POST',
    url: '/vehicles/bulk/status',
    access: 'vehicles:status',
    tags,
    summary: 'Mark the selected vehicles available, in maintenance or retired',
    description: `As POST /vehicles/{id}/status for each vehicle.${allOrNothing}`,
    body: vehicleBulkStatusSchema,
    response: vehicleBulkResult,
    errors: [400, 401, 403, 409],
    handler: async (request) => bulk.setStatus(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/bulk/branch',
    access: 'vehicles:update',
    tags,
    summary: 'Move the selected vehicles to a branch',
    description: `As PATCH /vehicles/{id} with branchId for each vehicle.${allOrNothing}`,
    body: vehicleBulkBranchSchema,
    response: vehicleBulkResult,
    errors: [400, 401, 403, 409],
    handler: async (request) => bulk.moveToBranch(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'POST',
    url: '/vehicles/bulk/retire',
    access: 'vehicles:status',
    tags,
    summary: 'Retire the selected vehicles (they keep their history)',
    description: `As POST /vehicles/{id}/status with status retired.${allOrNothing}`,
    body: vehicleBulkRetireSchema,
    response: vehicleBulkResult,
    errors: [400, 401, 403, 409],
    handler: async (request) => bulk.retire(tenantCaller(request), request.body),
  });
};
