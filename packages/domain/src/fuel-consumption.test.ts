import { describe, expect, it } from 'vitest';
import { fuelConsumption } from './fuel-consumption.ts';

const fill = (odometerKm: number, litres: number, fullTank = true) => ({
  odometerKm,
  litresMl: litres * 1000,
  fullTank,
});

describe('fuel consumption', () => {
  it('is unknown until two full tanks bound a distance', () => {
    expect(fuelConsumption([])).toEqual({ consumptionPer100Km: null, measuredKm: 0 });
    expect(fuelConsumption([fill(1000, 40), fill(1400, 30, false)]).consumptionPer100Km).toBe(null);
  });

  it('counts the partial fill-ups between two full tanks, with one decimal', () => {
    // 20 + 31 litres over 600 km
    const log = [fill(1000, 45), fill(1300, 20, false), fill(1600, 31)];
    expect(fuelConsumption(log)).toEqual({ consumptionPer100Km: 8.5, measuredKm: 600 });
  });

  it('ignores what comes before the first full tank and after the last', () => {
    const log = [fill(500, 10, false), fill(1000, 40), fill(1500, 40), fill(1800, 12, false)];
    expect(fuelConsumption(log)).toEqual({ consumptionPer100Km: 8, measuredKm: 500 });
  });

  it("starts a new interval at a full tank a return reads, the renter's fuel unknown", () => {
    const reading = { odometerKm: 1200, litresMl: 0, fullTank: true, readingOnly: true };
    const log = [fill(1000, 40), reading, fill(1700, 35)];
    expect(fuelConsumption(log)).toEqual({ consumptionPer100Km: 7, measuredKm: 500 });
  });
});
