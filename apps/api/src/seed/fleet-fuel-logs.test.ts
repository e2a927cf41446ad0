import { fuelConsumption } from '@motorpool/domain/fuel-consumption';
import { describe, expect, it } from 'vitest';
import { demoFuelLogs } from './fleet-fuel-logs.ts';

const car = (id: string, overrides: object = {}) => ({
  tenantId: '0190f5a4-7c3e-7a10-9b1d-5f2e8c4d6a01',
  id,
  mileage: 54_321,
  fuelType: 'gasoline',
  category: 'economy',
  fuelCapacity: 50,
  ...overrides,
});

describe('demo fuel logs', () => {
  const cars = [
    car('a'),
    car('b', { fuelType: 'electric', fuelCapacity: null }),
    car('c', { category: 'luxury', mileage: 8_000 }),
  ];
  const rows = demoFuelLogs(cars, 'SAR', Date.parse('2026-03-31T12:00:00Z'));

  it('leaves electric cars out and stays below each odometer, rising with time', () => {
    expect(new Set(rows.map((r) => r.vehicleId))).toEqual(new Set(['a', 'c']));
    for (const id of ['a', 'c']) {
      const log = rows
        .filter((r) => r.vehicleId === id)
        .sort((x, y) => x.filledAt.getTime() - y.filledAt.getTime());
      const mileage = cars.find((c) => c.id === id)!.mileage;
      expect(log.at(-1)!.odometerKm).toBeLessThan(mileage);
      for (let i = 1; i < log.length; i += 1) {
        expect(log[i]!.odometerKm).toBeGreaterThan(log[i - 1]!.odometerKm);
      }
      expect(log.every((r) => r.costMinor === Math.round((r.litresMl / 1000) * 233))).toBe(true);
    }
  });

  it("burns what the car's kind burns, the top-up included", () => {
    const consumptionOf = (id: string) =>
      fuelConsumption(
        rows
          .filter((r) => r.vehicleId === id)
          .sort((x, y) => x.filledAt.getTime() - y.filledAt.getTime()),
      ).consumptionPer100Km;
    expect(consumptionOf('a')).toBe(6.2);
    expect(consumptionOf('c')).toBe(10.4);
    expect(rows.filter((r) => !r.fullTank)).toHaveLength(2);
  });
});
