import type { WorkOrderView } from '@motorpool/domain/schemas/maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingParties } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  act,
  createWorkOrder,
  hour,
  iso,
  vehicleStatus,
  workOrderBody,
  workshopVehicle,
} from './test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 120_000);
afterAll(async () => f.t.close());

const paths = (body: { details?: { path: string }[] }) =>
  (body.details ?? []).map((d) => d.path).sort();

describe('work orders', () => {
  it('requires vehicle, type, priority, description, issue and severity', async () => {
    const res = await f.call('POST', '/maintenance', f.admin, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual(
      ['description', 'issue', 'priority', 'severity', 'type', 'vehicleId'].map((p) => `body.${p}`),
    );
  });

  it('refuses non-positive quantities and durations and negative costs, storing nothing', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const res = await f.call('POST', '/maintenance', f.admin, {
      body: workOrderBody(vehicleId, {
        parts: [{ name: 'Oil filter', quantity: 0, unitCost: -5 }],
        estimatedDuration: 0,
        estimatedCost: -1,
        labor: { hours: 2, rate: -1 },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual([
      'body.estimatedCost',
      'body.estimatedDuration',
      'body.labor.rate',
      'body.parts.0.quantity',
      'body.parts.0.unitCost',
    ]);
    const list = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    expect(list.json().total).toBe(0);
  });

  it('numbers, computes the costs and accepts the other spellings', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const order = await createWorkOrder(f, vehicleId, {
      type: 'PREVENTIVE',
      priority: 'urgent',
      parts: [
        { name: 'Oil filter', partNumber: 'OF-1', quantity: 2, unitCost: 3500 },
        { name: 'Engine oil 5W-30', quantity: 5, unitCost: 4200, supplier: 'Petromin' },
      ],
      labor: { hours: 1.5, rate: 12000 },
      suppliesCost: 1500,
      otherCost: 0,
      notes: 'Customer asked for a wash too',
    });
    expect(order.workOrderNumber).toMatch(/^WO-\d{6}$/);
    expect(order).toMatchObject({
      status: 'scheduled',
      type: 'preventive',
      priority: 'critical',
      source: 'staff',
      allowedActions: ['start', 'complete', 'cancel'],
      currency: 'SAR',
    });
    expect(order.parts.map((p) => p.totalCost)).toEqual([7000, 21000]);
    expect(order.costBreakdown).toEqual({
      labor: { hours: 1.5, rate: 12000, cost: 18000 },
      parts: 28000,
      supplies: 1500,
      other: 0,
      total: 47500,
    });
    expect(order.totalCost).toBe(47500);
    expect(order.timeline.map((t) => t.event)).toEqual(['created', 'scheduled']);
    expect(order.notes).toMatchObject([
      { type: 'general', content: 'Customer asked for a wash too' },
    ]);
    const next = await createWorkOrder(f, vehicleId, { scheduledDate: iso(100 * hour) });
    expect(Number(next.workOrderNumber.slice(3))).toBe(Number(order.workOrderNumber.slice(3)) + 1);
  });

  it("refuses a date in the past with 'maintenance date cannot be in the past' (en, ar)", async () => {
    const { vehicleId } = await workshopVehicle(f);
    const body = workOrderBody(vehicleId, { scheduledDate: '2020-01-01T09:00:00Z' });
    const en = await f.call('POST', '/maintenance', f.admin, { body });
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toContainEqual({
      path: 'body.scheduledDate',
      message: 'Maintenance date cannot be in the past',
    });
    const ar = await f.call('POST', '/maintenance', f.admin, { body, language: 'ar' });
    expect(ar.json().details).toContainEqual({
      path: 'body.scheduledDate',
      message: 'لا يمكن أن يكون تاريخ الصيانة في الماضي',
    });
  });

  it('refuses scheduling over a booking, naming it, and blocks bookings over the work (409)', async () => {
    const b = await bookingParties(f);
    const reservation = await book(f, b, 0, 48 * hour);
    const clash = await f.call('POST', '/maintenance', f.admin, {
      body: workOrderBody(b.vehicleId, { scheduledDate: iso(24 * hour) }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'VEHICLE_NOT_AVAILABLE' });
    expect(clash.json().details).toContainEqual({
      path: 'reservationNumber',
      message: reservation.reservationNumber,
    });
    const order = await createWorkOrder(f, b.vehicleId, {
      scheduledDate: iso(72 * hour),
      dueDate: iso(80 * hour),
    });
    const blocked = await f.call('POST', '/reservations', f.admin, {
      body: {
        customerId: b.customerId,
        vehicleId: b.vehicleId,
        pickupBranchId: b.branchId,
        returnBranchId: b.branchId,
        pickupDate: iso(70 * hour),
        returnDate: iso(75 * hour),
      },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().details).toContainEqual({
      path: 'maintenanceReference',
      message: order.workOrderNumber,
    });
    // cancelled work gives the time back
    await act(f, order.id, 'cancel', { reason: 'Parts not delivered' });
    await book(f, b, 70 * hour, 75 * hour);
  });

  it('starts, pauses, resumes and completes along the machine, moving the vehicle', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const order = await createWorkOrder(f, vehicleId);
    const started = (await act(f, order.id, 'start')) as WorkOrderView;
    expect(started).toMatchObject({
      status: 'in_progress',
      allowedActions: ['pause', 'complete', 'cancel'],
    });
    expect((await vehicleStatus(f, vehicleId)).status).toBe('maintenance');
    await act(f, order.id, 'pause', { reason: 'Waiting for parts' });
    const again = await f.call('POST', `/maintenance/${order.id}/pause`, f.admin, {
      body: {},
      language: 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('لا يمكن تنفيذ إيقافه مؤقتًا على أمر عمل حالته متوقف مؤقتًا');
    await act(f, order.id, 'resume');
    const below = await f.call('POST', `/maintenance/${order.id}/complete`, f.admin, {
      body: { actualCost: 50000, actualDuration: 3.5, mileage: 1000 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([
      { path: 'body.mileage', message: "Mileage cannot be below the vehicle's odometer (1200 km)" },
    ]);
    const missing = await f.call('POST', `/maintenance/${order.id}/complete`, f.admin, {
      body: { actualCost: -1, actualDuration: 0 },
    });
    expect(paths(missing.json())).toEqual([
      'body.actualCost',
      'body.actualDuration',
      'body.mileage',
    ]);
    const done = (await act(f, order.id, 'complete', {
      actualCost: 50000,
      actualDuration: 3.5,
      mileage: 1350,
    })) as WorkOrderView;
    expect(done).toMatchObject({
      status: 'completed',
      actualCost: 50000,
      mileage: 1350,
      allowedActions: [],
    });
    expect(done.timeline.map((t) => t.event)).toEqual([
      'created',
      'scheduled',
      'started',
      'paused',
      'resumed',
      'completed',
    ]);
    const vehicle = await vehicleStatus(f, vehicleId);
    expect(vehicle).toMatchObject({ status: 'available', mileage: 1350 });
    expect(vehicle.lastService).toBe(done.completedDate?.slice(0, 10));
    await act(f, order.id, 'start', {}, 409);
  });

  it('holds one work period at a time: starting early moves the hold to now', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const first = await createWorkOrder(f, vehicleId, {
      scheduledDate: iso(0),
      dueDate: iso(10 * hour),
    });
    const second = await createWorkOrder(f, vehicleId, {
      scheduledDate: iso(20 * hour),
      dueDate: iso(30 * hour),
    });
    await act(f, first.id, 'start');
    const clash = await f.call('POST', `/maintenance/${second.id}/start`, f.admin, { body: {} });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toContainEqual({
      path: 'maintenanceReference',
      message: first.workOrderNumber,
    });
    expect((await f.call('GET', `/maintenance/${second.id}`, f.admin)).json().status).toBe(
      'scheduled',
    );
    await act(f, first.id, 'cancel');
    expect((await vehicleStatus(f, vehicleId)).status).toBe('available');
    // the first order's planned dates were given back when its work started early
    const b = { ...(await bookingParties(f)), vehicleId };
    await book(f, b, 0, 5 * hour);
  });

  it('files a driver report pending review, with a photo, then schedules it', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const res = await f.call('POST', '/maintenance/driver-reports', f.staff, {
      body: {
        vehicleId,
        issue: 'Grinding noise when braking',
        severity: 'major',
        location: 'King Fahd Road, Riyadh',
        latitude: 24.7136,
        longitude: 46.6753,
        mileage: 1250,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as WorkOrderView;
    expect(report).toMatchObject({
      status: 'pending',
      source: 'driverReport',
      type: 'corrective',
      priority: 'high',
      allowedActions: ['schedule', 'start', 'cancel'],
      scheduledDate: null,
    });
    const { multipart } = await import('../vehicles/test-support.ts');
    const { pngBytes } = await import('../rentals/test-support.ts');
    const form = multipart(
      { name: 'brakes.png', type: 'image/png', content: pngBytes },
      { kind: 'photos' },
    );
    const upload = await f.t.app.inject({
      method: 'POST',
      url: `/api/v1/maintenance/${report.id}/attachments`,
      headers: {
        ...form.headers,
        ...(await import('../../test/identity.ts')).bearer(f.staff, f.demo),
      },
      payload: form.body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({ kind: 'photos', fileName: 'brakes.png' });
    await act(f, report.id, 'complete', { actualCost: 0, actualDuration: 1, mileage: 1300 }, 409);
    const scheduled = (await act(f, report.id, 'schedule', {
      scheduledDate: iso(200 * hour),
      estimatedDuration: 6,
    })) as WorkOrderView;
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.attachments).toHaveLength(1);
    expect(scheduled.timeline.map((t) => t.event)).toEqual(['created', 'scheduled']);
  });

  it('lets the viewer read but not act, and hides other companies’ orders (404)', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const order = await createWorkOrder(f, vehicleId, { scheduledDate: iso(300 * hour) });
    expect((await f.call('GET', `/maintenance/${order.id}`, f.viewer)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/maintenance', workOrderBody(vehicleId)],
      ['POST', `/maintenance/${order.id}/start`, {}],
      ['PATCH', `/maintenance/${order.id}`, { technician: 'Omar' }],
      ['DELETE', `/maintenance/${order.id}`, undefined],
    ] as const) {
      expect((await f.call(method, url, f.viewer, { body })).statusCode).toBe(403);
    }
    expect((await f.call('GET', `/maintenance/${order.id}`, f.acmeAdmin)).statusCode).toBe(404);
    expect(
      (await f.call('POST', `/maintenance/${order.id}/start`, f.acmeAdmin, { body: {} }))
        .statusCode,
    ).toBe(404);
    const foreign = await f.call('POST', '/maintenance', f.acmeAdmin, {
      body: workOrderBody(vehicleId),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      { path: 'body.vehicleId', message: 'Please select a vehicle of this company' },
    ]);
  });

  it('edits open orders, refuses changes to finished ones and deletes only unstarted work', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const order = await createWorkOrder(f, vehicleId, { scheduledDate: iso(400 * hour) });
    const edited = await f.call('PATCH', `/maintenance/${order.id}`, f.admin, {
      body: {
        technician: 'Omar Al-Harbi',
        parts: [{ name: 'Wiper blade', quantity: 2, unitCost: 2500 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ technician: 'Omar Al-Harbi', totalCost: 5000 });
    await act(f, order.id, 'start');
    expect((await f.call('DELETE', `/maintenance/${order.id}`, f.admin)).statusCode).toBe(409);
    await act(f, order.id, 'complete', { actualCost: 5000, actualDuration: 1, mileage: 1200 });
    expect(
      (await f.call('PATCH', `/maintenance/${order.id}`, f.admin, { body: { technician: 'X' } }))
        .statusCode,
    ).toBe(409);
    const other = await createWorkOrder(f, vehicleId, { scheduledDate: iso(500 * hour) });
    expect((await f.call('DELETE', `/maintenance/${other.id}`, f.admin)).statusCode).toBe(204);
    expect((await f.call('GET', `/maintenance/${other.id}`, f.admin)).statusCode).toBe(404);
  });

  it('lists with filters and sort, and exports the filtered list', async () => {
    const { vehicleId } = await workshopVehicle(f);
    await createWorkOrder(f, vehicleId, { scheduledDate: iso(600 * hour), priority: 'low' });
    await createWorkOrder(f, vehicleId, { scheduledDate: iso(700 * hour), priority: 'high' });
    const list = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}&sort=priority:desc&limit=1`,
      f.viewer,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, hasMore: true });
    expect(list.json().data[0].priority).toBe('high');
    const bad = await f.call('GET', '/maintenance?filter[status][equals]=someday', f.admin);
    expect(bad.statusCode).toBe(400);
    const csv = await f.call(
      'GET',
      `/maintenance/export?format=csv&filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Number');
    expect(csv.body.match(/WO-\d{6}/g)).toHaveLength(2);
    expect((await f.call('GET', '/maintenance/export?format=csv', f.viewer)).statusCode).toBe(403);
  });

  it("answers the vehicle page's maintenance records from completed work orders", async () => {
    const { vehicleId } = await workshopVehicle(f);
    const added = await f.call('POST', `/vehicles/${vehicleId}/maintenance-records`, f.admin, {
      body: {
        date: '2025-03-01',
        type: 'inspection',
        description: 'Annual inspection',
        cost: 25000,
        mileage: 900,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const orders = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    expect(orders.json().data).toMatchObject([
      {
        id: added.json().id,
        status: 'completed',
        source: 'history',
        actualCost: 25000,
        mileage: 900,
      },
    ]);
    const records = await f.call('GET', `/vehicles/${vehicleId}/maintenance-records`, f.admin);
    expect(records.json().data).toMatchObject([
      { id: added.json().id, date: '2025-03-01', type: 'inspection', cost: 25000, mileage: 900 },
    ]);
    const stats = await f.call('GET', `/vehicles/${vehicleId}/stats`, f.admin);
    expect(stats.json()).toMatchObject({ maintenanceCost: 25000, maintenanceRecords: 1 });
    const removed = await f.call(
      'DELETE',
      `/vehicles/${vehicleId}/maintenance-records/${added.json().id}`,
      f.admin,
    );
    expect(removed.statusCode).toBe(204);
  });

  it('is in the OpenAPI document', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths ?? {});
    for (const p of [
      '/api/v1/maintenance',
      '/api/v1/maintenance/{id}/complete',
      '/api/v1/maintenance/schedules',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
