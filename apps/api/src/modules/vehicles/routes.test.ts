import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/identity.ts';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  vehicleBody,
} from './test-support.ts';

let f: Fleet;
let branchId: string;
beforeAll(async () => {
  f = await createFleet();
  branchId = (await createBranch(f)).id;
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('vehicles', () => {
  it('creates a vehicle with normalised VIN and plate, and reads it back', async () => {
    const body = vehicleBody(branchId, { vin: 'jtdkn3du5a0000001', licensePlate: ' abc   1234 ' });
    const res = await f.call('POST', '/vehicles', f.admin, { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      vin: 'JTDKN3DU5A0000001',
      licensePlate: 'ABC 1234',
      status: 'available',
      dailyRate: 25000,
      thumbnailUrl: null,
    });
    const read = await f.call('GET', `/vehicles/${res.json().id}`, f.viewer);
    expect(read.json().make).toBe('Toyota');
    expect((await f.auditOf(res.json().id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a duplicate VIN and a duplicate plate with 409 and their messages', async () => {
    const first = await createVehicle(f, branchId);
    const vin = await f.call('POST', '/vehicles', f.admin, {
      body: vehicleBody(branchId, { vin: first.vin }),
    });
    expect(vin.statusCode).toBe(409);
    expect(vin.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A vehicle with this VIN already exists',
      details: [{ path: 'body.vin' }],
    });
    const plate = await f.call('POST', '/vehicles', f.admin, {
      body: vehicleBody(branchId, { licensePlate: first.licensePlate.toLowerCase() }),
      language: 'ar',
    });
    expect(plate.statusCode).toBe(409);
    expect(plate.json().message).toBe(formatMessage('vehicle.duplicatePlate', 'ar'));
    const other = await createVehicle(f, branchId);
    const patch = await f.call('PATCH', `/vehicles/${other.id}`, f.admin, {
      body: { vin: first.vin },
    });
    expect(patch.statusCode).toBe(409);
  });

  it('answers an invalid plate and year with translated 400s', async () => {
    const res = await f.call('POST', '/vehicles', f.admin, {
      body: vehicleBody(branchId, { licensePlate: 'A_1', year: 1900 }),
      language: 'ar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'body.licensePlate', message: formatMessage('vehicle.invalidLicensePlate', 'ar') },
        { path: 'body.year', message: formatMessage('generic.invalidYear', 'ar') },
      ]),
    );
    const en = await f.call('POST', '/vehicles', f.admin, {
      body: vehicleBody(branchId, { licensePlate: '-X-' }),
    });
    expect(en.json().details[0].message).toBe('Invalid license plate format');
  });

  it('refuses a branch of another company', async () => {
    const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
    const res = await f.call('POST', '/vehicles', f.admin, {
      body: vehicleBody(acmeBranch.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.branchId');
  });

  it('lists with search, year and rate ranges, status and sort', async () => {
    const branch = (await createBranch(f)).id;
    await createVehicle(f, branch, { make: 'Lexus', model: 'LX', year: 2019, dailyRate: 90000 });
    await createVehicle(f, branch, { make: 'Lexus', model: 'ES', year: 2022, dailyRate: 60000 });
    await createVehicle(f, branch, { make: 'Lexus', model: 'RX', year: 2024, dailyRate: 75000 });
    const q =
      `/vehicles?filter[branchId][equals]=${branch}&search=lexus` +
      '&filter[year][gte]=2020&filter[dailyRate][lte]=80000&sort=dailyRate:desc';
    const res = await f.call('GET', q, f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((v: { model: string }) => v.model)).toEqual(['RX', 'ES']);
    expect(res.json()).toMatchObject({ total: 2, page: 1, hasMore: false });

    const paged = await f.call(
      'GET',
      `/vehicles?filter[branchId][equals]=${branch}&limit=2&sort=year:asc`,
      f.viewer,
    );
    expect(paged.json()).toMatchObject({ total: 3, hasMore: true });
    expect(paged.json().data.map((v: { year: number }) => v.year)).toEqual([2019, 2022]);

    const bad = await f.call('GET', '/vehicles?sort=vin:asc&filter[year][gte]=old', f.viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['querystring.sort']);
    const badValue = await f.call('GET', '/vehicles?filter[year][gte]=old', f.viewer);
    expect(badValue.json().details[0].path).toBe('querystring.filter[year][gte]');
  });

  it('follows the status machine and answers an illegal move with 409', async () => {
    const v = await createVehicle(f, branchId);
    const toMaintenance = await f.call('POST', `/vehicles/${v.id}/status`, f.staff, {
      body: { status: 'maintenance', reason: 'Brake noise' },
    });
    expect(toMaintenance.statusCode, toMaintenance.body).toBe(200);
    expect(toMaintenance.json().status).toBe('maintenance');
    const illegal = await f.call('POST', `/vehicles/${v.id}/status`, f.staff, {
      body: { status: 'rented' },
      language: 'ar',
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toBe(
      formatMessage('vehicle.illegalTransition', 'ar', { from: 'في الصيانة', to: 'مؤجرة' }),
    );
    const status = await f.call('PATCH', `/vehicles/${v.id}`, f.admin, {
      body: { status: 'retired' },
    });
    expect(status.statusCode).toBe(400);
  });

  it('resets the mileage with a reason kept in the activity', async () => {
    const v = await createVehicle(f, branchId, { mileage: 50000 });
    const res = await f.call('POST', `/vehicles/${v.id}/mileage-reset`, f.staff, {
      body: { mileage: 120, reason: 'Instrument cluster replaced' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mileage).toBe(120);
    const activity = await f.call('GET', `/vehicles/${v.id}/activity`, f.viewer);
    expect(activity.json().data[0]).toMatchObject({
      action: 'mileage_reset',
      before: { mileage: 50000 },
      after: { mileage: 120, reason: 'Instrument cluster replaced' },
    });
  });

  it('keeps a maintenance history that feeds the stats', async () => {
    const v = await createVehicle(f, branchId);
    const record = {
      date: '2025-03-01',
      type: 'preventive',
      description: 'Oil change',
      cost: 35000,
      mileage: 1500,
    };
    const added = await f.call('POST', `/vehicles/${v.id}/maintenance-records`, f.staff, {
      body: record,
    });
    expect(added.statusCode, added.body).toBe(201);
    const second = await f.call('POST', `/vehicles/${v.id}/maintenance-records`, f.staff, {
      body: { ...record, type: 'corrective', cost: 15000 },
    });
    expect(second.statusCode, second.body).toBe(201);
    const bad = await f.call('POST', `/vehicles/${v.id}/maintenance-records`, f.staff, {
      body: { ...record, cost: 0 },
      language: 'ar',
    });
    expect(bad.json().details[0]).toEqual({
      path: 'body.cost',
      message: formatMessage('generic.positive', 'ar'),
    });
    const list = await f.call('GET', `/vehicles/${v.id}/maintenance-records`, f.viewer);
    expect(list.json().data).toHaveLength(2);
    const stats = await f.call('GET', `/vehicles/${v.id}/stats`, f.viewer);
    expect(stats.json()).toEqual({
      totalRentals: 0,
      totalRevenue: 0,
      averageRating: null,
      maintenanceCost: 50000,
      maintenanceRecords: 2,
      utilizationRate: 0,
    });
    const removed = await f.call(
      'DELETE',
      `/vehicles/${v.id}/maintenance-records/${added.json().id}`,
      f.staff,
    );
    expect(removed.statusCode).toBe(204);
    expect((await f.call('GET', `/vehicles/${v.id}/stats`, f.viewer)).json().maintenanceCost).toBe(
      15000,
    );
  });

  it('erases a vehicle without rental history, with its maintenance records', async () => {
    const v = await createVehicle(f, branchId);
    await f.call('POST', `/vehicles/${v.id}/maintenance-records`, f.admin, {
      body: {
        date: '2025-01-01',
        type: 'inspection',
        description: 'Annual',
        cost: 100,
        mileage: 1,
      },
    });
    expect((await f.call('DELETE', `/vehicles/${v.id}`, f.staff)).statusCode).toBe(403);
    const res = await f.call('DELETE', `/vehicles/${v.id}`, f.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect((await f.call('GET', `/vehicles/${v.id}`, f.admin)).statusCode).toBe(404);
  });

  it('answers 401, 403 to a viewer writing and 404 for another tenant', async () => {
    expect((await f.call('GET', '/vehicles', null)).statusCode).toBe(401);
    expect(
      (await f.call('POST', '/vehicles', f.viewer, { body: vehicleBody(branchId) })).statusCode,
    ).toBe(403);
    const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
    const acmeVehicle = await f.call('POST', '/vehicles', f.acmeAdmin, {
      body: vehicleBody(acmeBranch.id),
    });
    expect(acmeVehicle.statusCode).toBe(201);
    const id = acmeVehicle.json().id as string;
    for (const [method, url, body] of [
      ['GET', `/vehicles/${id}`],
      ['PATCH', `/vehicles/${id}`, { color: 'Red' }],
      ['DELETE', `/vehicles/${id}`],
      ['POST', `/vehicles/${id}/status`, { status: 'maintenance' }],
      ['GET', `/vehicles/${id}/stats`],
      ['GET', `/vehicles/${id}/images`],
    ] as const) {
      const res = await f.call(method, url, f.admin, body ? { body } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets staff assigned to a branch change only the vehicles of that branch', async () => {
    const own = (await createBranch(f)).id;
    const other = (await createBranch(f)).id;
    const staff = await createTestUser(f.t.database, f.demo, { roles: ['staff'] });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(users).set({ branchId: own }).where(eq(users.id, staff.userId)),
    );
    const mine = await createVehicle(f, own);
    const theirs = await createVehicle(f, other);
    const ok = await f.call('PATCH', `/vehicles/${mine.id}`, staff, { body: { color: 'Blue' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await f.call('PATCH', `/vehicles/${theirs.id}`, staff, {
      body: { color: 'Blue' },
      language: 'ar',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(formatMessage('vehicle.otherBranch', 'ar'));
    const record = {
      date: '2025-01-01',
      type: 'inspection',
      description: 'x',
      cost: 1,
      mileage: 1,
    };
    expect(
      (await f.call('POST', `/vehicles/${theirs.id}/maintenance-records`, staff, { body: record }))
        .statusCode,
    ).toBe(403);
    const moved = await f.call('PATCH', `/vehicles/${mine.id}`, staff, {
      body: { branchId: other },
    });
    expect(moved.statusCode).toBe(403);
  });
});
