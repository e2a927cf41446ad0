import { describe, expect, it } from 'vitest';
import { roiSavings, type RoiInput } from './roi.ts';

const base: RoiInput = {
  fleetSize: 50,
  utilisationPercent: 70,
  fuelPerVehicle: 1_200,
  maintenancePerVehicle: 400,
  currency: 'SAR',
};

describe('ROI calculator arithmetic', () => {
  it('saves 25 % of a year of fuel and 30 % of a year of maintenance, in halalas', () => {
    // fuel 50 x 1 200 x 12 = 720 000 SAR a year, a quarter saved; maintenance 240 000, 30 %.
    expect(roiSavings(base)).toEqual({
      fuelMinor: 18_000_000,
      maintenanceMinor: 7_200_000,
      totalMinor: 25_200_000,
      // 252 000 SAR over 50 x 365 x 0.7 = 12 775 rented days = 19.7260... SAR
      perRentalDayMinor: 1_973,
    });
  });

  it('counts three-digit currencies in their own minor units', () => {
    const kwd = roiSavings({
      ...base,
      fleetSize: 1,
      fuelPerVehicle: 1,
      maintenancePerVehicle: 1,
      currency: 'KWD',
    });
    // 12 KWD of fuel a year: 3 KWD saved = 3 000 fils; maintenance 12 x 30 % = 3.6 KWD.
    expect(kwd?.fuelMinor).toBe(3_000);
    expect(kwd?.maintenanceMinor).toBe(3_600);
  });

  it('rounds half up and has no per-day figure when no vehicle is rented', () => {
    const small = roiSavings({
      ...base,
      fleetSize: 1,
      fuelPerVehicle: 0,
      maintenancePerVehicle: 1,
      utilisationPercent: 0,
    });
    // 1 x 1 x 12 = 1 200 halalas, 30 % = 360
    expect(small).toEqual({
      fuelMinor: 0,
      maintenanceMinor: 360,
      totalMinor: 360,
      perRentalDayMinor: null,
    });
    const odd = roiSavings({
      ...base,
      fleetSize: 1,
      fuelPerVehicle: 0,
      maintenancePerVehicle: 1,
      utilisationPercent: 1,
      currency: 'QAR',
    });
    // 360 dirhams over 3.65 days = 98.63 -> 99
    expect(odd?.perRentalDayMinor).toBe(99);
  });

  it('refuses figures outside its limits instead of guessing', () => {
    expect(roiSavings({ ...base, fleetSize: 0 })).toBeNull();
    expect(roiSavings({ ...base, fleetSize: 10_001 })).toBeNull();
    expect(roiSavings({ ...base, utilisationPercent: 101 })).toBeNull();
    expect(roiSavings({ ...base, fuelPerVehicle: -5 })).toBeNull();
    expect(roiSavings({ ...base, maintenancePerVehicle: 1.5 })).toBeNull();
    expect(roiSavings({ ...base, currency: 'USD' as never })).toBeNull();
  });

  it('stays exact at the largest fleet and spend', () => {
    const big = roiSavings({
      ...base,
      fleetSize: 10_000,
      fuelPerVehicle: 1_000_000,
      maintenancePerVehicle: 1_000_000,
      currency: 'OMR',
    });
    expect(big?.fuelMinor).toBe(30_000_000_000_000);
    expect(big?.maintenanceMinor).toBe(36_000_000_000_000);
    expect(Number.isSafeInteger(big?.totalMinor)).toBe(true);
  });
});
