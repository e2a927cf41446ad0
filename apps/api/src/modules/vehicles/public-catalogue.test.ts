import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookingParties, hour, iso } from '../reservations/test-support.ts';
import { createBranch, createFleet, createVehicle, type Fleet } from './test-support.ts';

// /public/catalogue/...: what a visitor who is not signed in reads on the company's address.

let f: Fleet;
let branchId: string;
const car = { suv: '', economy: '', manual: '', acme: '', retired: '' };

const visit = (url: string, host = 'demo.localhost:3000', language?: 'ar') =>
  f.t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { host, ...(language ? { 'accept-language': language } : {}) },
  });
const ids = (body: { data: { id?: string; vehicle?: { id: string } }[] }) =>
  body.data.map((row) => row.id ?? row.vehicle?.id).sort();
// This test's branch only: other tests add vehicles to the same company.
const list = (query: string) =>
  visit(`/public/catalogue/vehicles?filter[branchId][equals]=${branchId}&limit=100&${query}`);

beforeAll(async () => {
  f = await createFleet();
  branchId = (await createBranch(f)).id;
  car.suv = (
    await createVehicle(f, branchId, {
      model: 'Explorer',
      category: 'suv',
      seatingCapacity: 7,
      dailyRate: 40000,
      features: ['gps', 'bluetooth', 'sunroof'],
    })
  ).id;
  car.economy = (
    await createVehicle(f, branchId, {
      model: 'Yaris',
      category: 'economy',
      fuelType: 'gasoline',
      dailyRate: 9000,
      features: ['bluetooth'],
    })
  ).id;
  car.manual = (
    await createVehicle(f, branchId, {
      model: 'Stick',
      transmission: 'manual',
      fuelType: 'diesel',
      dailyRate: 15000,
      features: [],
    })
  ).id;
  car.retired = (await createVehicle(f, branchId, { model: 'Gone' })).id;
  const retire = await f.call('POST', `/vehicles/${car.retired}/status`, f.admin, {
    body: { status: 'retired' },
  });
  expect(retire.statusCode, retire.body).toBe(200);
  const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
  const acme = await f.call('POST', '/vehicles', f.acmeAdmin, {
    tenant: f.acme,
    body: {
      make: 'Kia',
      model: 'Rio',
      vin: 'JTDKN3DU5A9999001',
      year: 2023,
      color: 'Red',
      licensePlate: 'ACME 1',
      branchId: acmeBranch.id,
      dailyRate: 10000,
      mileage: 10,
      fuelType: 'gasoline',
      transmission: 'automatic',
      seatingCapacity: 5,
      category: 'economy',
    },
  });
  expect(acme.statusCode, acme.body).toBe(201);
  car.acme = acme.json().id;
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('the public catalogue', () => {
  it('lets a visitor read the catalogue on the company address, with the catalogue fields only', async () => {
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual([car.suv, car.economy, car.manual].sort());
    for (const item of res.json().data as Record<string, unknown>[]) {
      for (const key of ['vin', 'licensePlate', 'mileage', 'status', 'lastService']) {
        expect(item, key).not.toHaveProperty(key);
      }
    }
    const one = await visit(`/public/catalogue/vehicles/${car.suv}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ model: 'Explorer', dailyRate: 40000, branchId });
    expect(one.json()).not.toHaveProperty('licensePlate');
    const images = await visit(`/public/catalogue/vehicles/${car.suv}/images`);
    expect(images.statusCode, images.body).toBe(200);
    expect(images.json()).toEqual({ data: [] });
  });

  it("answers 404 for another company's vehicle and for one that is not bookable", async () => {
    for (const id of [car.acme, car.retired]) {
      for (const suffix of ['', '/images', `/quote?pickupDate=${iso(0)}&returnDate=${iso(hour)}`]) {
        const res = await visit(`/public/catalogue/vehicles/${id}${suffix}`);
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    const onAcme = await visit(`/public/catalogue/vehicles/${car.acme}`, 'acme.localhost');
    expect(onAcme.statusCode).toBe(200);
  });

  it('needs a company: 400 without one, 404 for an unknown one, as the other public routes', async () => {
    const none = await visit('/public/catalogue/vehicles', 'localhost:3000');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('TENANT_REQUIRED');
    const unknown = await visit('/public/catalogue/vehicles', 'nosuchco.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('filters by category, transmission, fuel, seats, price and features', async () => {
    const cases: [string, string[]][] = [
      ['filter[category][equals]=suv', [car.suv]],
      ['filter[transmission][equals]=manual', [car.manual]],
      ['filter[fuelType][equals]=diesel', [car.manual]],
      ['filter[seatingCapacity][gte]=6', [car.suv]],
      ['filter[dailyRate][gte]=10000&filter[dailyRate][lte]=20000', [car.manual]],
      ['features=bluetooth', [car.suv, car.economy]],
      ['features=bluetooth,gps', [car.suv]],
      ['features=', [car.suv, car.economy, car.manual]],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res.json()), query).toEqual(expected.sort());
    }
    const bad = await list('features=gps,teleporter');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('querystring.features');
  });

  it('searches the availability for dates, each car priced for the period, never a plate', async () => {
    const parties = await bookingParties(f);
    await book(f, parties, 10 * hour, 40 * hour);
    const period = (from: number, to: number) => `pickupDate=${iso(from)}&returnDate=${iso(to)}`;
    const url = (from: number, to: number, extra = '') =>
      `/public/catalogue/availability?${period(from, to)}&branchId=${parties.branchId}${extra}`;
    const during = await visit(url(20 * hour, 44 * hour));
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().data).toEqual([]);
    const later = await visit(url(100 * hour, 148 * hour));
    expect(later.json().data).toHaveLength(1);
    const [item] = later.json().data;
    expect(item.vehicle.id).toBe(parties.vehicleId);
    expect(item.vehicle).not.toHaveProperty('licensePlate');
    expect(item.quote).toMatchObject({ dailyRate: 20000, days: 2, subtotal: 40000 });

    const mine = `&filter[branchId][equals]=${branchId}`;
    const suvs = await visit(
      `/public/catalogue/availability?${period(0, 24 * hour)}${mine}&features=sunroof`,
    );
    expect(ids(suvs.json())).toEqual([car.suv]);
    const bad = await visit(`/public/catalogue/availability?${period(24 * hour, 0)}`);
    expect(bad.statusCode).toBe(400);

    const quote = (from: number, to: number) =>
      visit(`/public/catalogue/vehicles/${parties.vehicleId}/quote?${period(from, to)}`);
    const taken = await quote(20 * hour, 44 * hour);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ available: false, quote: { days: 1 } });
    const free = await quote(100 * hour, 148 * hour);
    expect(free.json()).toMatchObject({ available: true, quote: { days: 2, subtotal: 40000 } });
    expect(free.json().quote.total).toBeGreaterThanOrEqual(40000);
  });

  it('answers in Arabic when asked', async () => {
    const res = await visit(
      '/public/catalogue/vehicles?filter[category][equals]=boat',
      undefined,
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('يرجى تصحيح الأخطاء المميزة أدناه.');
  });
});
