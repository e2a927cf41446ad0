import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRental } from '../rentals/test-support.ts';
import { createBranch, createFleet, createVehicle, type Fleet } from './test-support.ts';

let f: Fleet;
let branchId: string;
beforeAll(async () => {
  f = await createFleet();
  branchId = (await createBranch(f)).id;
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const fillUp = (day: number, odometerKm: number, litres: number, fullTank = true) => ({
  filledAt: `2026-03-${String(day).padStart(2, '0')}T08:00:00Z`,
  litresMl: litres * 1000,
  costMinor: litres * 233,
  odometerKm,
  station: 'Aldrees, Olaya',
  fullTank,
});

describe('fuel log', () => {
  it('lists fill-ups newest first with the consumption between full tanks', async () => {
    const car = await createVehicle(f, branchId);
    for (const body of [
      fillUp(1, 10_000, 50),
      fillUp(5, 10_300, 20, false),
      fillUp(9, 10_600, 31),
    ]) {
      const res = await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.staff, { body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ currency: 'SAR', source: 'manual', fuelLevel: null });
    }
    const page = await f.call('GET', `/vehicles/${car.id}/fuel-logs?limit=2`, f.viewer);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, hasMore: true, page: 1, limit: 2 });
    expect(page.json().data.map((e: { odometerKm: number }) => e.odometerKm)).toEqual([
      10_600, 10_300,
    ]);
    // (20 + 31) litres over 600 km
    expect(page.json().summary).toEqual({ consumptionPer100Km: 8.5, measuredKm: 600 });
    const audit = await f.auditOf(car.id);
    expect(audit.filter((a) => a.action === 'fuel_log_add')).toHaveLength(3);
  });

  it("refuses an odometer below the previous fill-up's, in the caller's language", async () => {
    const car = await createVehicle(f, branchId);
    await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.admin, { body: fillUp(2, 5_000, 40) });
    const res = await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.admin, {
      body: fillUp(3, 4_900, 10),
      language: 'ar',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.odometerKm',
        message: formatMessage('fuelLog.odometerBelowPrevious', 'ar', {
          odometer: 4_900,
          previous: 5_000,
        }),
      },
    ]);
  });

  it('deletes an entry, and keeps viewers and other companies out', async () => {
    const car = await createVehicle(f, branchId);
    const entry = (
      await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.admin, { body: fillUp(4, 100, 30) })
    ).json();
    const viewer = await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.viewer, {
      body: fillUp(5, 200, 30),
    });
    expect(viewer.statusCode).toBe(403);
    const foreign = await f.call('GET', `/vehicles/${car.id}/fuel-logs`, f.acmeAdmin);
    expect(foreign.statusCode).toBe(404);
    const gone = await f.call('DELETE', `/vehicles/${car.id}/fuel-logs/${entry.id}`, f.admin);
    expect(gone.statusCode, gone.body).toBe(204);
    const again = await f.call('DELETE', `/vehicles/${car.id}/fuel-logs/${entry.id}`, f.admin);
    expect(again.statusCode).toBe(404);
    const page = await f.call('GET', `/vehicles/${car.id}/fuel-logs`, f.admin);
    expect(page.json()).toMatchObject({ total: 0, summary: { consumptionPer100Km: null } });
  });

  it('refuses an empty or negative fill-up', async () => {
    const car = await createVehicle(f, branchId);
    const res = await f.call('POST', `/vehicles/${car.id}/fuel-logs`, f.admin, {
      body: { ...fillUp(6, 100, 1), litresMl: 0, costMinor: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.costMinor', 'body.litresMl']);
  });

  it("adds the fuel level a rental's return reads as a checkin entry", async () => {
    const r = await activeRental(f);
    const back = await f.call('POST', `/rentals/${r.id}/checkin`, f.staff, {
      body: {
        endMileage: 1450,
        fuelLevelEnd: 100,
        vehicleConditionEnd: 'good',
        inspection: { marks: [] },
      },
    });
    expect(back.statusCode, back.body).toBe(200);
    const log = await f.call('GET', `/vehicles/${r.vehicle.id}/fuel-logs`, f.viewer);
    expect(log.json().data).toEqual([
      expect.objectContaining({
        source: 'checkin',
        odometerKm: 1450,
        fuelLevel: 100,
        fullTank: true,
        litresMl: 0,
        costMinor: 0,
        currency: 'SAR',
      }),
    ]);
  });
});
