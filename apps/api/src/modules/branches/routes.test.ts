import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchBody,
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
} from '../vehicles/test-support.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const open = { closed: false, openTime: '08:00', closeTime: '22:00' };
const hours = {
  sunday: open,
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: { closed: true },
  saturday: { closed: false, openTime: '14:00', closeTime: '22:00' },
};

describe('branches', () => {
  it('creates a branch with hours, amenities, coordinates and a manager of the company', async () => {
    const res = await f.call('POST', '/branches', f.admin, {
      body: branchBody({
        code: 'tst-air',
        operatingHours: hours,
        amenities: ['parking', 'wifi'],
        latitude: 24.96,
        longitude: 46.7,
        managerId: f.staff.userId,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'TST-AIR',
      operatingHours: hours,
      amenities: ['parking', 'wifi'],
      latitude: 24.96,
      managerId: f.staff.userId,
      managerName: 'Test User',
      vehicleCount: 0,
      status: 'active',
    });
    const id = res.json().id as string;
    const read = await f.call('GET', `/branches/${id}`, f.viewer);
    expect(read.json().operatingHours.friday).toEqual({ closed: true });
    expect((await f.auditOf(id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a manager from another company and a duplicate code', async () => {
    const foreign = await f.call('POST', '/branches', f.admin, {
      body: branchBody({ managerId: f.acmeAdmin.userId }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('body.managerId');

    await createBranch(f, { code: 'DUP-1' });
    const dup = await f.call('POST', '/branches', f.admin, {
      body: branchBody({ code: 'dup-1' }),
      language: 'ar',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(formatMessage('branch.duplicateCode', 'ar'));
  });

  it('validates hours with translated messages', async () => {
    const res = await f.call('POST', '/branches', f.admin, {
      body: branchBody({
        operatingHours: {
          ...hours,
          monday: { closed: false, openTime: '18:00', closeTime: '09:00' },
        },
      }),
      language: 'ar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.operatingHours.monday.closeTime',
      message: formatMessage('branch.closeAfterOpen', 'ar'),
    });
  });

  it('lists with search and the status, city and country filters', async () => {
    await createBranch(f, { code: 'TIF-LST', city: 'Taif', name: 'Taif Gateway' });
    await createBranch(f, { code: 'SHJ-LST', city: 'Sharjah', country: 'AE', status: 'inactive' });
    const jeddah = await f.call(
      'GET',
      '/branches?filter[city][equals]=taif&search=gateway',
      f.viewer,
    );
    expect(jeddah.statusCode, jeddah.body).toBe(200);
    expect(jeddah.json().data.map((b: { code: string }) => b.code)).toEqual(['TIF-LST']);
    const inactiveAe = await f.call(
      'GET',
      '/branches?filter[country][equals]=AE&filter[status][equals]=inactive&search=LST',
      f.viewer,
    );
    expect(inactiveAe.json().data.map((b: { code: string }) => b.code)).toEqual(['SHJ-LST']);
    const bad = await f.call('GET', '/branches?filter[status][equals]=closed', f.viewer);
    expect(bad.statusCode).toBe(400);
  });

  it('counts vehicles by status in its stats and refuses deletion while it has vehicles', async () => {
    const branch = await createBranch(f);
    const a = await createVehicle(f, branch.id);
    await createVehicle(f, branch.id);
    await f.call('POST', `/vehicles/${a.id}/status`, f.admin, { body: { status: 'rented' } });
    const stats = await f.call('GET', `/branches/${branch.id}/stats`, f.viewer);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      totalVehicles: 2,
      vehiclesByStatus: { available: 1, rented: 1, maintenance: 0, retired: 0 },
      utilizationRate: 50,
      totalRentals: 0,
    });
    const refused = await f.call('DELETE', `/branches/${branch.id}`, f.admin, { language: 'ar' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(formatMessage('branch.hasVehicles', 'ar'));
    const vehicles = await f.call(
      'GET',
      `/vehicles?filter[branchId][equals]=${branch.id}`,
      f.viewer,
    );
    expect(vehicles.json().total).toBe(2);
    const detail = await f.call('GET', `/branches/${branch.id}`, f.viewer);
    expect(detail.json()).toMatchObject({ vehicleCount: 2 });
    const listed = await f.call('GET', `/branches?search=${branch.code}`, f.viewer);
    expect(listed.json().data).toEqual([expect.objectContaining({ vehicleCount: 2 })]);
  });

  it('updates and deletes an empty branch, with its activity', async () => {
    const branch = await createBranch(f);
    const patched = await f.call('PATCH', `/branches/${branch.id}`, f.admin, {
      body: { status: 'maintenance', amenities: ['carWash'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'maintenance', amenities: ['carWash'] });
    const activity = await f.call('GET', `/branches/${branch.id}/activity`, f.viewer);
    expect(activity.json().data.map((a: { action: string }) => a.action)).toEqual([
      'update',
      'create',
    ]);
    expect((await f.call('DELETE', `/branches/${branch.id}`, f.admin)).statusCode).toBe(204);
    expect((await f.call('GET', `/branches/${branch.id}`, f.admin)).statusCode).toBe(404);
  });

  it('answers 401, 403 to a viewer writing and 404 for another tenant', async () => {
    expect((await f.call('GET', '/branches', null)).statusCode).toBe(401);
    expect((await f.call('POST', '/branches', f.viewer, { body: branchBody() })).statusCode).toBe(
      403,
    );
    const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
    for (const [method, url] of [
      ['GET', `/branches/${acmeBranch.id}`],
      ['GET', `/branches/${acmeBranch.id}/stats`],
      ['DELETE', `/branches/${acmeBranch.id}`],
    ] as const) {
      expect((await f.call(method, url, f.admin)).statusCode).toBe(404);
    }
  });
});
