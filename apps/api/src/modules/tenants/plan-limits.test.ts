import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../lib/tabular/test-support.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { branchBody, uniquePlate, uniqueVin, vehicleBody } from '../vehicles/test-support.ts';

// The plan's limits on the server: vehicles not retired and active back-office users, held
// against a company on Starter (25 vehicles, 5 admin users).

let t: TestApp;
let company: string;
let admin: TestUser;
let branch: { id: string; code: string };

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, body?: object, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(admin, company), 'accept-language': language },
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.services.tenants.createTenant(
    { name: 'Small Fleet', subdomain: 'smallfleet', adminEmail: 'owner@small.test' },
    { type: 'system' },
  );
  company = row.id;
  await t.services.tenants.updateTenant(company, { plan: 'starter' }, { type: 'system' });
  admin = await createTestUser(t.database, company, { roles: ['admin'] });
  const created = await call('POST', '/branches', branchBody({ email: 'b@small.test' }));
  expect(created.statusCode, created.body).toBe(201);
  branch = created.json();
}, 60_000);
afterAll(async () => t.close());

const addVehicle = () => call('POST', '/vehicles', vehicleBody(branch.id));

async function importVehicles(rows: number) {
  const header =
    'make,model,year,vin,licensePlate,color,category,branch,dailyRate,mileage,fuelType,transmission,seatingCapacity';
  const lines = Array.from(
    { length: rows },
    () =>
      `Kia,Rio,2024,${uniqueVin()},${uniquePlate()},Red,Economy,${branch.code},120.00,10,Gasoline,automatic,5`,
  );
  const { payload, headers } = await multipartBody(
    'fleet.csv',
    [header, ...lines].join('\n'),
    'text/csv',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vehicles/import',
    headers: { ...bearer(admin, company), ...headers },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    created: number;
    failed: { row: number; errors: { message: string }[] }[];
  };
}

describe('vehicles on the Starter plan', () => {
  let first: string;

  it('admits 25 vehicles, the last ones by import, and refuses the rows beyond', async () => {
    for (let i = 0; i < 22; i += 1) {
      const res = await addVehicle();
      expect(res.statusCode, res.body).toBe(201);
      first ??= res.json().id;
    }
    const report = await importVehicles(5);
    expect(report.created).toBe(3);
    expect(report.failed.map((f) => f.row)).toEqual([5, 6]);
    expect(report.failed[0]!.errors[0]!.message).toBe('The Starter plan allows up to 25 vehicles.');
  });

  it('refuses the 26th vehicle with PLAN_LIMIT, in the caller’s language', async () => {
    const res = await addVehicle();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The Starter plan allows up to 25 vehicles.',
    });
    const ar = await call('POST', '/vehicles', vehicleBody(branch.id), 'ar');
    expect(ar.json().message).toBe('تسمح الباقة الأساسية بما يصل إلى 25 مركبة.');
  });

  it('frees a place for a retired vehicle, and takes it again on its return', async () => {
    const retired = await call('POST', `/vehicles/${first}/status`, { status: 'retired' });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await addVehicle()).statusCode).toBe(201);
    const back = await call('POST', `/vehicles/${first}/status`, { status: 'available' });
    expect([back.statusCode, back.json().code]).toEqual([403, 'PLAN_LIMIT']);
  });

  it('lets only one of two vehicles created at once take the last place', async () => {
    const list = await call('GET', '/vehicles?limit=2&filter[status][equals]=available');
    for (const { id } of list.json().data as { id: string }[]) {
      const retired = await call('POST', `/vehicles/${id}/status`, { status: 'retired' });
      expect(retired.statusCode, retired.body).toBe(200);
    }
    // 23 counted: two places left, three asked for at once
    const answers = await Promise.all([addVehicle(), addVehicle(), addVehicle()]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403]);
  });

  it('sets no limit on Enterprise', async () => {
    await t.services.tenants.updateTenant(company, { plan: 'enterprise' }, { type: 'system' });
    expect((await addVehicle()).statusCode).toBe(201);
    await t.services.tenants.updateTenant(company, { plan: 'starter' }, { type: 'system' });
  });
});

describe('admin users on the Starter plan', () => {
  const userBody = (n: number, overrides: object = {}) => ({
    firstName: 'Staff',
    lastName: `No ${n}`,
    email: `staff${n}@small.test`,
    roles: ['staff'],
    password: 'Sturdy-passw0rd!',
    ...overrides,
  });

  it('admits 5 active back-office users, not counting customers', async () => {
    await createTestUser(t.database, company, { roles: ['customer'] });
    for (let n = 1; n <= 4; n += 1) {
      const res = await call('POST', '/users', userBody(n));
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await call('POST', '/users', userBody(6));
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The Starter plan allows up to 5 admin users.',
    });
    const suspendedOne = await call('POST', '/users', userBody(7, { status: 'suspended' }));
    expect(suspendedOne.statusCode, suspendedOne.body).toBe(201);
  });

  it('refuses to make a sixth active again, and an imported one', async () => {
    const list = await call('GET', '/users?limit=50');
    const suspended = (list.json().data as { id: string; status: string }[]).find(
      (u) => u.status === 'suspended',
    )!;
    const back = await call('POST', `/users/${suspended.id}/status`, { status: 'active' });
    expect([back.statusCode, back.json().code]).toEqual([403, 'PLAN_LIMIT']);

    const body = await multipartBody(
      'users.csv',
      'Email,First name,Last name,Roles\nnew@small.test,Huda,Saleh,staff\n',
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/import',
      headers: { ...body.headers, ...bearer(admin, company), 'accept-language': 'ar' },
      payload: body.payload,
    });
    expect(imported.json()).toMatchObject({
      created: 0,
      failed: [{ errors: [{ message: 'تسمح الباقة الأساسية بما يصل إلى 5 مستخدمين إداريين.' }] }],
    });
  });
});

describe('the company’s usage of its plan', () => {
  it('counts what the limits count, for whoever may read the settings', async () => {
    const res = await call('GET', '/tenants/current/usage');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toEqual({
      plan: 'starter',
      status: 'active',
      trialEndsAt: null,
      // the one added while on Enterprise stays: a lower plan refuses more, never erases
      vehicles: { used: 26, limit: 25 },
      adminUsers: { used: 5, limit: 5 },
    });
    const customer = await createTestUser(t.database, company, { roles: ['customer'] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current/usage',
      headers: bearer(customer, company),
    });
    expect(refused.statusCode).toBe(403);
  });
});
