import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createBranch, createFleet, createVehicle, type Fleet, multipart } from './test-support.ts';

// GET /catalogue/vehicles: what a customer sees of the fleet, and only the bookable part of it.

const catalogueKeys = [
  'id',
  'make',
  'model',
  'year',
  'color',
  'category',
  'fuelType',
  'transmission',
  'seatingCapacity',
  'doors',
  'features',
  'engine',
  'horsepower',
  'fuelCapacity',
  'trunkCapacity',
  'dimensions',
  'dailyRate',
  'branchId',
  'thumbnailUrl',
  'averageRating',
].sort();
const backOfficeKeys = [
  'vin',
  'licensePlate',
  'mileage',
  'lastService',
  'nextService',
  'status',
  'createdAt',
  'updatedAt',
];

let f: Fleet;
let customer: TestUser;
let branchId: string;
const fleet: Record<'available' | 'cheap' | 'maintenance' | 'retired' | 'rented', string> = {
  available: '',
  cheap: '',
  maintenance: '',
  retired: '',
  rented: '',
};

beforeAll(async () => {
  f = await createFleet();
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  branchId = (await createBranch(f)).id;
  const serviced = { lastService: '2024-01-10', nextService: '2025-01-10', mileage: 4321 };
  fleet.available = (
    await createVehicle(f, branchId, { model: 'Catalogue', dailyRate: 30000, ...serviced })
  ).id;
  fleet.cheap = (
    await createVehicle(f, branchId, { model: 'Budget', dailyRate: 9000, category: 'economy' })
  ).id;
  fleet.maintenance = (await createVehicle(f, branchId, { status: 'maintenance' })).id;
  fleet.retired = (await createVehicle(f, branchId)).id;
  fleet.rented = (await createVehicle(f, branchId)).id;
  for (const [id, status] of [
    [fleet.retired, 'retired'],
    [fleet.rented, 'rented'],
  ] as const) {
    const res = await f.call('POST', `/vehicles/${id}/status`, f.admin, { body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  const { body, headers } = multipart({ name: 'side.png', type: 'image/png', content: png });
  const image = await f.t.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${fleet.available}/images`,
    headers: { authorization: `Bearer ${f.admin.token}`, 'x-tenant-id': f.demo, ...headers },
    payload: body,
  });
  expect(image.statusCode, image.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const catalogue = (query = '') => f.call('GET', `/catalogue/vehicles?${query}`, customer);
// The vehicles of this test's branch only: other tests add vehicles to the same company.
const atBranch = (query = '') => catalogue(`filter[branchId][equals]=${branchId}&${query}`);

describe('the vehicle catalogue', () => {
  it('gives a customer the catalogue fields only, never the VIN, plate, mileage or service dates', async () => {
    const res = await atBranch();
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(catalogueKeys);
      for (const key of backOfficeKeys) expect(item, key).not.toHaveProperty(key);
    }
    const one = await f.call('GET', `/catalogue/vehicles/${fleet.available}`, customer);
    expect(one.statusCode, one.body).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(catalogueKeys);
    expect(one.json()).toMatchObject({ model: 'Catalogue', dailyRate: 30000, branchId });
    expect(one.json().thumbnailUrl).toMatch(/^\/api\/v1\/files\/[\w-]+\/thumbnail\?sig=/);
  });

  it('lists only the vehicles a customer may book now: none in maintenance, retired or rented', async () => {
    const res = await atBranch('limit=100');
    const ids = (res.json().data as { id: string }[]).map((v) => v.id);
    expect(ids.sort()).toEqual([fleet.available, fleet.cheap].sort());
    expect(res.json().total).toBe(2);
    for (const hidden of [fleet.maintenance, fleet.retired]) {
      const one = await f.call('GET', `/catalogue/vehicles/${hidden}`, customer);
      expect(one.statusCode, hidden).toBe(404);
      expect(one.json().code).toBe('NOT_FOUND');
      const images = await f.call('GET', `/catalogue/vehicles/${hidden}/images`, customer);
      expect(images.statusCode, hidden).toBe(404);
    }
    // out on a rental now, bookable later: the availability search links to its page
    const rented = await f.call('GET', `/catalogue/vehicles/${fleet.rented}`, customer);
    expect(rented.statusCode, rented.body).toBe(200);
  });

  it('sorts by the daily rate, cheapest first by default, and filters by catalogue fields', async () => {
    const cheapestFirst = await atBranch();
    expect(cheapestFirst.json().data.map((v: { id: string }) => v.id)).toEqual([
      fleet.cheap,
      fleet.available,
    ]);
    const dearestFirst = await atBranch('sort=dailyRate:desc');
    expect(dearestFirst.json().data[0].id).toBe(fleet.available);
    const economy = await atBranch('filter[category][equals]=economy');
    expect(economy.json().data.map((v: { id: string }) => v.id)).toEqual([fleet.cheap]);
    const underTwenty = await atBranch('filter[dailyRate][lte]=20000');
    expect(underTwenty.json().data.map((v: { id: string }) => v.id)).toEqual([fleet.cheap]);
  });

  it.each([
    ['filter by mileage', 'filter[mileage][gte]=0', 'querystring.filter[mileage][gte]'],
    ['filter by status', 'filter[status][equals]=retired', 'querystring.filter[status][equals]'],
    [
      'filter by licence plate',
      'filter[licensePlate][equals]=X',
      'querystring.filter[licensePlate][equals]',
    ],
    ['sort by mileage', 'sort=mileage:asc', 'querystring.sort'],
    ['sort by licence plate', 'sort=licensePlate:asc', 'querystring.sort'],
  ])('refuses to %s with 400', async (_what, query, path) => {
    const res = await catalogue(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('searches make and model, never the VIN or the licence plate', async () => {
    const staffView = await f.call('GET', `/vehicles/${fleet.available}`, f.viewer);
    const { vin, licensePlate } = staffView.json() as { vin: string; licensePlate: string };
    const byModel = await atBranch('search=catalog');
    expect(byModel.json().data.map((v: { id: string }) => v.id)).toEqual([fleet.available]);
    for (const text of [vin, vin.slice(-7), licensePlate]) {
      const res = await catalogue(`search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data, text).toEqual([]);
    }
  });

  it("gives a customer a catalogue vehicle's images with signed URLs", async () => {
    const res = await f.call('GET', `/catalogue/vehicles/${fleet.available}/images`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json().data as { url: string; thumbnailUrl: string }[];
    expect(image?.url).toMatch(/^\/api\/v1\/files\/[\w-]+\?sig=/);
    const bytes = await f.t.app.inject({ method: 'GET', url: image!.thumbnailUrl });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');
  });

  it("keeps a customer out of the back office's vehicle list, record and images", async () => {
    for (const url of [
      '/vehicles',
      `/vehicles/${fleet.available}`,
      `/vehicles/${fleet.available}/images`,
    ]) {
      const res = await f.call('GET', url, customer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const staff = await f.call('GET', `/vehicles/${fleet.available}`, f.staff);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      mileage: 4321,
      lastService: '2024-01-10',
      status: 'available',
    });
    expect(staff.json().vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('needs a signed-in caller', async () => {
    const res = await f.call('GET', '/catalogue/vehicles', null);
    expect(res.statusCode).toBe(401);
  });
});
