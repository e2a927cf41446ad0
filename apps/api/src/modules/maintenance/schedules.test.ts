import type {
  ServiceDueView,
  ServiceScheduleView,
  WorkOrderListItemView,
} from '@motorpool/domain/schemas/maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { addMonths } from './service-due.ts';
import { createWorkOrder, hour, iso, runJob, workshopVehicle } from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 120_000);
afterAll(async () => f.t.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function schedule(body: object): Promise<ServiceScheduleView> {
  const res = await f.call('POST', '/maintenance/schedules', f.admin, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ServiceScheduleView;
}

async function standing(vehicleId: string): Promise<ServiceDueView[]> {
  const res = await f.call('GET', `/maintenance/service-due?vehicleId=${vehicleId}`, f.viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ServiceDueView[];
}

describe('service schedules', () => {
  it('needs a vehicle or a category, and a distance or a time', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const both = await f.call('POST', '/maintenance/schedules', f.admin, {
      body: { vehicleId, category: 'suv', description: 'Oil', intervalKm: 10000 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([
      { path: 'body.vehicleId', message: 'Choose either a vehicle or a vehicle category' },
    ]);
    const none = await f.call('POST', '/maintenance/schedules', f.admin, {
      body: { vehicleId, description: 'Oil' },
      language: 'ar',
    });
    expect(none.json().details).toEqual([
      { path: 'body.intervalKm', message: 'حدد فترة بالمسافة أو بالزمن أو كليهما' },
    ]);
    const zero = await f.call('POST', '/maintenance/schedules', f.admin, {
      body: { vehicleId, description: 'Oil', intervalKm: 0 },
    });
    expect(zero.statusCode).toBe(400);
    const viewer = await f.call('POST', '/maintenance/schedules', f.viewer, {
      body: { vehicleId, description: 'Oil', intervalKm: 5000 },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('comes due by mileage: within 500 km soon, past it overdue', async () => {
    const soon = await workshopVehicle(f); // odometer 1200
    await schedule({
      vehicleId: soon.vehicleId,
      description: 'Oil change',
      intervalKm: 1500,
      startMileage: 0,
    });
    expect(await standing(soon.vehicleId)).toMatchObject([
      { nextDueMileage: 1500, nextDueDate: null, state: 'dueSoon' },
    ]);
    const late = await workshopVehicle(f);
    await schedule({
      vehicleId: late.vehicleId,
      description: 'Oil change',
      intervalKm: 1000,
      startMileage: 0,
    });
    expect(await standing(late.vehicleId)).toMatchObject([
      { nextDueMileage: 1000, state: 'overdue' },
    ]);
    const fine = await workshopVehicle(f);
    await schedule({ vehicleId: fine.vehicleId, description: 'Tyres', intervalKm: 10000 });
    expect(await standing(fine.vehicleId)).toMatchObject([{ nextDueMileage: 10000, state: 'ok' }]);
  });

  it('comes due by date: within 7 days soon, past it overdue, whichever comes first', async () => {
    const soon = await workshopVehicle(f);
    const start = addMonths(daysFromToday(3), -6);
    await schedule({
      vehicleId: soon.vehicleId,
      description: 'Service',
      intervalMonths: 6,
      startDate: start,
    });
    expect(await standing(soon.vehicleId)).toMatchObject([
      { nextDueDate: daysFromToday(3), state: 'dueSoon' },
    ]);
    const late = await workshopVehicle(f);
    await schedule({
      vehicleId: late.vehicleId,
      description: 'Service',
      intervalMonths: 1,
      intervalKm: 50000,
      startDate: addMonths(today(), -2),
      startMileage: 0,
    });
    expect(await standing(late.vehicleId)).toMatchObject([
      { state: 'overdue', nextDueMileage: 50000 },
    ]);
  });

  it('covers a category and counts its due vehicles', async () => {
    const { vehicleId } = await workshopVehicle(f, { category: 'convertible', mileage: 9800 });
    const made = await schedule({
      category: 'convertible',
      description: 'Roof check',
      intervalKm: 10000,
    });
    expect(made.vehicles).toBeGreaterThanOrEqual(1);
    expect(made.dueSoon).toBeGreaterThanOrEqual(1);
    expect((await standing(vehicleId)).map((s) => s.state)).toEqual(['dueSoon']);
  });

  it('opens a scheduled work order once per due service and announces it', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const made = await schedule({
      vehicleId,
      description: 'Brake check',
      intervalKm: 1000,
      startMileage: 0,
    });
    await runJob(f);
    const [due] = await standing(vehicleId);
    expect(due?.openWorkOrderId).toBeTruthy();
    const list = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    const orders = list.json().data as WorkOrderListItemView[];
    expect(orders).toMatchObject([
      { source: 'serviceSchedule', status: 'scheduled', scheduleId: made.id, priority: 'high' },
    ]);
    const events = await f.t.database.withTenant(f.demo, (tx) => tx.select().from(outbox));
    expect(
      events.some(
        (e) =>
          (e.payload as { name?: string; payload?: { workOrderId?: string } }).name ===
            'maintenance.serviceOverdue' &&
          (e.payload as { payload: { workOrderId: string } }).payload.workOrderId === orders[0]?.id,
      ),
    ).toBe(true);
    await runJob(f);
    const again = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    expect(again.json().total).toBe(1);
    // completing it counts the next interval from the completion's reading
    await f.call('POST', `/maintenance/${orders[0]!.id}/complete`, f.admin, {
      body: { actualCost: 20000, actualDuration: 1, mileage: 1250 },
    });
    expect(await standing(vehicleId)).toMatchObject([
      { lastServiceMileage: 1250, nextDueMileage: 2250, state: 'ok', openWorkOrderId: null },
    ]);
  });

  it('marks scheduled work overdue once its due date passes, and takes the car in at its start', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const order = await createWorkOrder(f, vehicleId, {
      scheduledDate: iso(900 * hour),
      dueDate: iso(910 * hour),
    });
    await runJob(f, new Date(Date.parse(iso(905 * hour))));
    const vehicle = await f.call('GET', `/vehicles/${vehicleId}`, f.admin);
    expect(vehicle.json().status).toBe('maintenance');
    await runJob(f, new Date(Date.parse(iso(920 * hour))));
    const after = await f.call('GET', `/maintenance/${order.id}`, f.admin);
    expect(after.json()).toMatchObject({
      status: 'overdue',
      allowedActions: ['schedule', 'start', 'complete', 'cancel'],
    });
    await f.call('POST', `/maintenance/${order.id}/cancel`, f.admin, { body: {} });
    expect((await f.call('GET', `/vehicles/${vehicleId}`, f.admin)).json().status).toBe(
      'available',
    );
  });
});
