// Helpers for the maintenance tests: not part of the server.
import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { expect } from 'vitest';
import type { TestUser } from '../../test/identity.ts';
import { hour, iso } from '../reservations/test-support.ts';
import { createBranch, createVehicle, type Fleet } from '../vehicles/test-support.ts';

export { hour, iso };

/** A fresh vehicle (odometer 1200, midsize) at a fresh branch. */
export async function workshopVehicle(f: Fleet, overrides: object = {}) {
  const branch = await createBranch(f);
  const vehicle = await createVehicle(f, branch.id, overrides);
  return { branchId: branch.id, vehicleId: vehicle.id as string };
}

export const workOrderBody = (vehicleId: string, overrides: object = {}) => ({
  vehicleId,
  type: 'preventive',
  priority: 'medium',
  description: '30 000 km service',
  issue: 'Due by mileage',
  severity: 'minor',
  scheduledDate: iso(0),
  estimatedDuration: 4,
  ...overrides,
});

export async function createWorkOrder(
  f: Fleet,
  vehicleId: string,
  overrides: object = {},
  as: TestUser = f.admin,
): Promise<WorkOrderView> {
  const res = await f.call('POST', '/maintenance', as, {
    body: workOrderBody(vehicleId, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WorkOrderView;
}

export async function act(
  f: Fleet,
  id: string,
  action: 'schedule' | 'start' | 'pause' | 'resume' | 'complete' | 'cancel',
  body: object = {},
  expected = 200,
) {
  const res = await f.call('POST', `/maintenance/${id}/${action}`, f.admin, { body });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json();
}

export async function vehicleStatus(f: Fleet, vehicleId: string) {
  const res = await f.call('GET', `/vehicles/${vehicleId}`, f.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; mileage: number; lastService: string | null };
}

/** One pass of the maintenance job at `now`, as the runner would run it. */
export async function runJob(f: Fleet, now = new Date()) {
  const job = f.t.services.jobs.find('maintenance.services');
  if (!job) throw new Error('maintenance.services is not registered');
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return job.handler(
    {
      id: 'test',
      name: 'maintenance.services',
      key: 'test',
      tenantId: null,
      attempt: 1,
      maxAttempts: 1,
      now: () => now,
      signal: new AbortController().signal,
      log: quiet,
    },
    {},
  );
}
