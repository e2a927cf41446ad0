import { listDefaults } from '@motorpool/domain/list-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  vehicleBody,
} from './test-support.ts';

// A branch with more vehicles than lists count (listDefaults.countCap), written in one insert.
const MANY = listDefaults.countCap + 50;

let f: Fleet;
let big: string;
beforeAll(async () => {
  f = await createFleet();
  big = (await createBranch(f)).id;
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.insert(vehicles).values(
      Array.from({ length: MANY }, (_, i) => ({
        tenantId: f.demo,
        branchId: big,
        make: 'Hyundai',
        model: 'Accent',
        vin: `KMHCT41DAFU${String(i).padStart(6, '0')}`,
        year: 2020 + (i % 5),
        color: 'Silver',
        licensePlate: `BLK ${String(i).padStart(5, '0')}`,
        dailyRate: 10_000 + i,
        fuelType: 'gasoline' as const,
        transmission: 'automatic' as const,
        seatingCapacity: 5,
        category: 'economy' as const,
      })),
    ),
  );
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const inBig = (query: string) => `/vehicles?filter[branchId][equals]=${big}&${query}`;

describe('vehicle list size', () => {
  it('counts up to the cap and says the total is capped beyond it', async () => {
    const res = await f.call('GET', inBig('limit=20'), f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: listDefaults.countCap,
      totalCapped: true,
      hasMore: true,
    });
    expect(res.json().data).toHaveLength(20);
  });

  it('counts exactly when the matches fit under the cap', async () => {
    const res = await f.call('GET', inBig('filter[year][equals]=2021&limit=20'), f.viewer);
    expect(res.json()).toMatchObject({ total: MANY / 5, totalCapped: false, hasMore: true });
  });

  it('pages past the cap: a lower bound while more follow, the exact figure on the last page', async () => {
    const past = Math.floor(listDefaults.countCap / 20) + 2;
    const deep = await f.call('GET', inBig(`limit=20&page=${past}&sort=dailyRate:asc`), f.viewer);
    expect(deep.json()).toMatchObject({ totalCapped: true, hasMore: true });
    expect(deep.json().total).toBe(past * 20 + 1);
    expect(deep.json().data[0].dailyRate).toBe(10_000 + (past - 1) * 20);

    const lastPage = Math.ceil(MANY / 20);
    const last = await f.call('GET', inBig(`limit=20&page=${lastPage}`), f.viewer);
    expect(last.json()).toMatchObject({ total: MANY, totalCapped: false, hasMore: false });
    expect(last.json().data).toHaveLength(MANY - (lastPage - 1) * 20);

    const beyond = await f.call('GET', inBig(`limit=20&page=${lastPage + 3}`), f.viewer);
    expect(beyond.json()).toMatchObject({ data: [], total: MANY, hasMore: false });
  });
});

describe('vehicle search', () => {
  it('matches make, model, plate and VIN of the company only, taking % and _ literally', async () => {
    const branch = (await createBranch(f)).id;
    const mine = await createVehicle(f, branch, { make: 'Zenvo', model: 'TSR_S' });
    const acmeBranch = (await createBranch(f, {}, f.acmeAdmin)).id;
    const theirs = await f.call('POST', '/vehicles', f.acmeAdmin, {
      tenant: f.acme,
      body: vehicleBody(acmeBranch, { make: 'Zenvo', model: 'TS1' }),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);

    const ids = async (search: string) =>
      (await f.call('GET', `/vehicles?search=${encodeURIComponent(search)}`, f.viewer))
        .json()
        .data.map((v: { id: string }) => v.id);
    expect(await ids('zenvo')).toEqual([mine.id]);
    expect(await ids('tsr_s')).toEqual([mine.id]);
    expect(await ids('tsr%')).toEqual([]);
    expect(await ids('ts_')).toEqual([]);
    expect(await ids(mine.licensePlate.toLowerCase())).toEqual([mine.id]);
    expect(await ids(mine.vin.slice(-7))).toEqual([mine.id]);
    expect(await ids('TS1')).toEqual([]);
  });
});
