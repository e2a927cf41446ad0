import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, lookups, vehicleFiles, vehicles } from '../db/schema/index.ts';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestApp, type TestApp } from './app.ts';
import { bearer, createTestUser, type TestUser } from './identity.ts';

// A self-registered customer sees the customer area's catalogue; the back office's records
// (audit trail, documents, maintenance, statistics, the role matrix) stay with the staff.

const backOfficeKeys = ['vin', 'licensePlate', 'mileage', 'lastService', 'nextService'];

let t: TestApp;
let demo: string;
let customer: TestUser;
let viewer: TestUser;
let vehicleId: string;
let documentFileId: string;
let branchId: string;
let lookupId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  customer = await createTestUser(t.database, demo, { roles: ['customer'] });
  viewer = await createTestUser(t.database, demo, { roles: ['viewer'] });
  await t.database.withTenant(demo, async (tx) => {
    const [document] = await tx
      .select({ vehicleId: vehicleFiles.vehicleId, fileId: vehicleFiles.fileId })
      .from(vehicleFiles)
      .where(eq(vehicleFiles.kind, 'document'))
      .orderBy(asc(vehicleFiles.id))
      .limit(1);
    const [branch] = await tx.select({ id: branches.id }).from(branches).orderBy(asc(branches.id));
    const [lookup] = await tx.select({ id: lookups.id }).from(lookups).orderBy(asc(lookups.id));
    vehicleId = document!.vehicleId;
    documentFileId = document!.fileId;
    branchId = branch!.id;
    lookupId = lookup!.id;
  });
});
afterAll(async () => t.close());

const get = (url: string, as: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(as, 'demo') });
const status = async (url: string, as: TestUser) => (await get(url, as)).statusCode;

describe('a customer account', () => {
  it('browses the catalogue without VIN, plate, mileage or service dates', async () => {
    const list = await get('/catalogue/vehicles?limit=100', customer);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const key of backOfficeKeys) expect(item, key).not.toHaveProperty(key);
    }
    const one = await get(`/catalogue/vehicles/${items[0]!.id}`, customer);
    expect(one.statusCode).toBe(200);
    for (const key of backOfficeKeys) expect(one.json(), key).not.toHaveProperty(key);
    expect(await status(`/catalogue/vehicles/${items[0]!.id}/images`, customer)).toBe(200);
  });

  it('sees no vehicle in maintenance or retired in the catalogue', async () => {
    const hidden = await t.database.withTenant(demo, (tx) =>
      tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(inArray(vehicles.status, ['maintenance', 'retired'])),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) {
      expect(await status(`/catalogue/vehicles/${id}`, customer), id).toBe(404);
      expect(await status(`/vehicles/${id}`, viewer), id).toBe(200);
    }
    const statuses = ['maintenance', 'retired'].join(',');
    const listed = await get(`/vehicles?filter[status][in]=${statuses}&limit=100`, viewer);
    expect(listed.json().total).toBeGreaterThan(0);
  });

  it("cannot read the back office's vehicle list, record or images; staff still can", async () => {
    for (const url of ['/vehicles', `/vehicles/${vehicleId}`, `/vehicles/${vehicleId}/images`]) {
      const res = await get(url, customer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await status(url, viewer), url).toBe(200);
    }
    const staff = await get(`/vehicles/${vehicleId}`, viewer);
    for (const key of ['vin', 'licensePlate', 'mileage', 'createdAt']) {
      expect(staff.json(), key).toHaveProperty(key);
    }
  });

  it("cannot read a vehicle's back-office records", async () => {
    for (const rest of ['activity', 'documents', 'maintenance-records', 'stats']) {
      const res = await get(`/vehicles/${vehicleId}/${rest}`, customer);
      expect(res.statusCode, rest).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(await status(`/vehicles/${vehicleId}/${rest}`, viewer), rest).toBe(200);
    }
  });

  it('cannot fetch a registration document with its bearer token', async () => {
    expect(await status(`/files/${documentFileId}`, customer)).toBe(403);
    expect(await status(`/files/${documentFileId}`, viewer)).toBe(200);
  });

  it('sees the branches but not their statistics or activity', async () => {
    expect(await status('/branches', customer)).toBe(200);
    expect(await status(`/branches/${branchId}`, customer)).toBe(200);
    for (const rest of ['stats', 'activity']) {
      expect(await status(`/branches/${branchId}/${rest}`, customer), rest).toBe(403);
      expect(await status(`/branches/${branchId}/${rest}`, viewer), rest).toBe(200);
    }
  });

  it('reads lookup values but neither their totals nor writes them', async () => {
    expect(await status('/lookups', customer)).toBe(200);
    expect(await status(`/lookups/${lookupId}`, customer)).toBe(200);
    expect(await status('/lookups/stats', customer)).toBe(403);
    expect(await status('/lookups/types', customer)).toBe(403);
    expect(await status('/lookups/stats', viewer)).toBe(200);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/lookups/${lookupId}`,
      headers: bearer(customer, 'demo'),
      payload: { name: 'Changed by a customer' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('reaches no user, role matrix or staff search category, vehicles included', async () => {
    expect(await status('/users', customer)).toBe(403);
    expect(await status('/permissions', customer)).toBe(403);
    expect(await status('/permissions/users', customer)).toBe(403);
    expect(await status('/search?q=demo&category=customers', customer)).toBe(403);
    expect(await status('/search?q=demo&category=vehicles', customer)).toBe(403);
  });

  it('reads its own effective permissions from GET /permissions/user', async () => {
    const res = await get('/permissions/user', customer);
    expect(res.statusCode).toBe(200);
    const mine = res.json().effectivePermissions as string[];
    expect(mine).toEqual(expect.arrayContaining(['vehicles:browse', 'reservations:create']));
    expect(mine).not.toContain('vehicles:read');
  });
});

describe('GET /permissions', () => {
  it('answers those who may read roles, a manager included', async () => {
    const manager = await createTestUser(t.database, demo, { roles: ['manager'] });
    expect(await status('/permissions', manager)).toBe(200);
    expect(await status('/permissions', viewer)).toBe(403);
  });
});
