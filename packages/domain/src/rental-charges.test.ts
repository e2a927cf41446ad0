import { describe, expect, it } from 'vitest';
import {
  computeReturnCharges,
  extensionQuote,
  lateFee,
  overdueCharges,
  type ReturnChargesInput,
  startedHours,
} from './rental-charges.ts';
import { defaultRentalPolicy } from './schemas/company-settings.ts';

const at = (iso: string) => new Date(iso);
const due = '2031-05-04T10:00:00Z';

describe('startedHours', () => {
  it.each([
    ['2031-05-04T10:00:00Z', 0],
    ['2031-05-04T09:00:00Z', 0],
    ['2031-05-04T10:00:01Z', 1],
    ['2031-05-04T11:00:00Z', 1],
    ['2031-05-04T11:00:01Z', 2],
  ])('counts started hours to %s: %i', (to, hours) => {
    expect(startedHours(at(due), at(to))).toBe(hours);
  });
});

describe('lateFee', () => {
  const percent = { lateFee: { kind: 'percent' as const, value: 2500 } };
  const fixed = { lateFee: { kind: 'fixed' as const, value: 1000 } };

  it('charges basis points of the daily rate per started hour', () => {
    expect(lateFee(percent, 20_000, at(due), at('2031-05-04T12:30:00Z'))).toEqual({
      hours: 3,
      amount: 15_000,
    });
  });

  it('rounds the hourly percent half up', () => {
    // 1 % of 150 = 1.5 -> 2 per hour
    const onePercent = { lateFee: { kind: 'percent' as const, value: 100 } };
    expect(lateFee(onePercent, 150, at(due), at('2031-05-04T12:00:00Z'))).toEqual({
      hours: 2,
      amount: 4,
    });
  });

  it('caps every started 24-hour block at one daily rate', () => {
    // 25 % per hour: the cap is reached after four hours
    expect(lateFee(percent, 20_000, at(due), at('2031-05-04T20:00:00Z')).amount).toBe(20_000);
    // 24 h + 2 h: one full day capped, then 2 h at 5000
    expect(lateFee(percent, 20_000, at(due), at('2031-05-05T12:00:00Z'))).toEqual({
      hours: 26,
      amount: 30_000,
    });
    // 48 h + 5 h: three capped blocks
    expect(lateFee(percent, 20_000, at(due), at('2031-05-06T15:00:00Z')).amount).toBe(60_000);
  });

  it('charges a fixed amount per hour, capped the same way', () => {
    expect(lateFee(fixed, 20_000, at(due), at('2031-05-04T13:00:00Z')).amount).toBe(3000);
    expect(lateFee(fixed, 20_000, at(due), at('2031-05-05T10:00:00Z'))).toEqual({
      hours: 24,
      amount: 20_000,
    });
  });

  it('is nothing when the return is not after the start', () => {
    expect(lateFee(percent, 20_000, at(due), at(due))).toEqual({ hours: 0, amount: 0 });
  });

  it('refuses a fractional rate', () => {
    expect(() => lateFee(percent, 10.5, at(due), at(due))).toThrow(RangeError);
  });
});

const base: ReturnChargesInput = {
  policy: {
    ...defaultRentalPolicy,
    kmAllowancePerDay: { economy: 200 },
    excessKmRate: 50,
    refuellingRatePer10Percent: 3000,
    damageCatalogue: [
      {
        damageType: 'scratch',
        location: 'front_bumper',
        pricePerCategory: { economy: 40_000, luxury: 90_000 },
      },
      { damageType: 'dent', location: 'hood', pricePerCategory: { luxury: 120_000 } },
    ],
  },
  category: 'economy',
  dailyRate: 20_000,
  bookedDays: 3,
  taxRateBp: 1500,
  returnDate: at(due),
  actualReturnDate: at(due),
  legs: [{ startMileage: 10_000, endMileage: 10_600, fuelStart: 100, fuelEnd: 100 }],
};

describe('computeReturnCharges', () => {
  it('has no line for a return inside every allowance', () => {
    expect(computeReturnCharges(base)).toEqual({
      lines: [],
      subtotal: 0,
      taxRateBp: 1500,
      tax: 0,
      total: 0,
    });
  });

  it('charges kilometres over the per-day allowance of the booked days, over every leg', () => {
    const charges = computeReturnCharges({
      ...base,
      legs: [
        { startMileage: 10_000, endMileage: 10_400, fuelStart: 100, fuelEnd: 100 },
        { startMileage: 5000, endMileage: 5250, fuelStart: 100, fuelEnd: 100 },
      ],
    });
    expect(charges.lines).toEqual([
      {
        kind: 'excess_km',
        params: { km: 50, allowance: 600 },
        description: null,
        quantity: 50,
        unitAmount: 50,
        amount: 2500,
        waivedBy: null,
      },
    ]);
    expect(charges).toMatchObject({ subtotal: 2500, tax: 375, total: 2875 });
  });

  it('leaves a category without allowance unlimited', () => {
    const charges = computeReturnCharges({
      ...base,
      category: 'suv',
      legs: [{ startMileage: 0, endMileage: 9000, fuelStart: 50, fuelEnd: 50 }],
    });
    expect(charges.lines).toEqual([]);
  });

  it('charges every started 10 % of fuel missing', () => {
    const fuel = (fuelEnd: number) =>
      computeReturnCharges({
        ...base,
        legs: [{ startMileage: 0, endMileage: 10, fuelStart: 80, fuelEnd }],
      }).lines;
    expect(fuel(80)).toEqual([]);
    expect(fuel(90)).toEqual([]);
    expect(fuel(60)).toMatchObject([
      { kind: 'fuel', params: { percent: 20 }, quantity: 2, amount: 6000 },
    ]);
    expect(fuel(59.5)).toMatchObject([{ quantity: 3, amount: 9000 }]);
    // 80 - 70.1 = 9.9 in floating point; still one started tenth
    expect(fuel(70.1)).toMatchObject([{ quantity: 1, amount: 3000 }]);
  });

  it('adds the fuel missing from each leg', () => {
    const charges = computeReturnCharges({
      ...base,
      legs: [
        { startMileage: 0, endMileage: 10, fuelStart: 100, fuelEnd: 95 },
        { startMileage: 0, endMileage: 10, fuelStart: 100, fuelEnd: 94 },
      ],
    });
    expect(charges.lines).toMatchObject([{ kind: 'fuel', params: { percent: 11 }, quantity: 2 }]);
  });

  it('charges no late fee inside the grace, and every started hour after it', () => {
    const late = (back: string) =>
      computeReturnCharges({ ...base, actualReturnDate: at(back) }).lines;
    expect(late('2031-05-04T10:59:00Z')).toEqual([]);
    expect(late('2031-05-04T11:30:00Z')).toEqual([
      {
        kind: 'late_return',
        params: { hours: 2 },
        description: null,
        quantity: 1,
        unitAmount: 10_000,
        amount: 10_000,
        waivedBy: null,
      },
    ]);
    expect(late('2031-05-05T01:00:00Z')).toMatchObject([{ params: { hours: 15 }, amount: 20_000 }]);
  });

  it('lists settled overdue time and counts late time only after the last settlement', () => {
    const charges = computeReturnCharges({
      ...base,
      actualReturnDate: at('2031-05-04T14:30:00Z'),
      settledOverdue: [
        { settledAt: at('2031-05-04T12:00:00Z'), hours: 2, amount: 10_000 },
        { settledAt: at('2031-05-04T13:00:00Z'), hours: 1, amount: 5000 },
      ],
    });
    expect(charges.lines).toMatchObject([
      { kind: 'overdue', params: { hours: 2 }, amount: 10_000 },
      { kind: 'overdue', params: { hours: 1 }, amount: 5000 },
      { kind: 'late_return', params: { hours: 2 }, amount: 10_000 },
    ]);
    expect(charges).toMatchObject({ subtotal: 25_000, tax: 3750, total: 28_750 });
  });

  it('prices new damage from the catalogue for the category, and skips unpriced damage', () => {
    const charges = computeReturnCharges({
      ...base,
      returnMarks: [
        { damageType: 'scratch', location: 'front_bumper', isNew: true },
        { damageType: 'scratch', location: 'front_bumper' },
        { damageType: 'dent', location: 'hood', isNew: true },
        { damageType: 'crack', location: 'windshield', isNew: true },
      ],
    });
    expect(charges.lines).toEqual([
      {
        kind: 'damage',
        params: { damage: 'scratch', location: 'front_bumper' },
        description: null,
        quantity: 1,
        unitAmount: 40_000,
        amount: 40_000,
        waivedBy: null,
      },
    ]);
  });

  it('waives damage when an insurance option was bought, not for an extra', () => {
    const marks = [
      { damageType: 'scratch' as const, location: 'front_bumper' as const, isNew: true },
    ];
    const insured = computeReturnCharges({
      ...base,
      returnMarks: marks,
      addOns: [
        { type: 'EXTRA', name: 'GPS' },
        { type: 'INSURANCE_OPTION', name: 'Full cover' },
      ],
    });
    expect(insured.lines).toMatchObject([
      { unitAmount: 40_000, amount: 0, waivedBy: 'Full cover' },
    ]);
    expect(insured.total).toBe(0);
    const extraOnly = computeReturnCharges({
      ...base,
      returnMarks: marks,
      addOns: [{ type: 'EXTRA', name: 'GPS' }],
    });
    expect(extraOnly.lines).toMatchObject([{ amount: 40_000, waivedBy: null }]);
  });

  it('keeps manual lines as typed and taxes the subtotal half up', () => {
    const charges = computeReturnCharges({
      ...base,
      taxRateBp: 1000,
      manualCharges: [
        { description: 'Cleaning', amount: 1005 },
        { description: 'Lost key', amount: 20_000 },
      ],
    });
    expect(charges.lines).toEqual([
      {
        kind: 'manual',
        params: {},
        description: 'Cleaning',
        quantity: 1,
        unitAmount: 1005,
        amount: 1005,
        waivedBy: null,
      },
      {
        kind: 'manual',
        params: {},
        description: 'Lost key',
        quantity: 1,
        unitAmount: 20_000,
        amount: 20_000,
        waivedBy: null,
      },
    ]);
    // 21005 x 10 % = 2100.5 -> 2101
    expect(charges).toMatchObject({ subtotal: 21_005, tax: 2101, total: 23_106 });
  });
});

describe('overdueCharges', () => {
  it('lists the settlements with tax', () => {
    const charges = overdueCharges([{ settledAt: at(due), hours: 3, amount: 15_000 }], 1500);
    expect(charges).toMatchObject({
      lines: [{ kind: 'overdue', params: { hours: 3 }, quantity: 1, amount: 15_000 }],
      subtotal: 15_000,
      tax: 2250,
      total: 17_250,
    });
  });
});

describe('extensionQuote', () => {
  const addOns = [
    { unit: 'day' as const, unitPrice: 1500, quantity: 1 },
    { unit: 'day' as const, unitPrice: 500, quantity: 2 },
    { unit: 'rental' as const, unitPrice: 9000, quantity: 1 },
  ];
  const quote = (newReturnDate: string, taxRateBp = 1500) =>
    extensionQuote({
      pickupDate: at('2031-05-01T10:00:00Z'),
      currentReturnDate: at(due),
      newReturnDate: at(newReturnDate),
      dailyRate: 20_000,
      addOns,
      taxRateBp,
      graceMinutes: 59,
    });

  it('prices the additional days with the per-day add-ons only', () => {
    expect(quote('2031-05-06T10:00:00Z')).toEqual({
      additionalDays: 2,
      subtotal: 40_000,
      addOnsTotal: 5000,
      tax: 6750,
      amount: 51_750,
    });
  });

  it('counts days with the reservation grace', () => {
    expect(quote('2031-05-05T10:59:00Z').additionalDays).toBe(1);
    expect(quote('2031-05-05T11:00:00Z').additionalDays).toBe(2);
    expect(quote('2031-05-04T10:30:00Z').additionalDays).toBe(0);
  });

  it('rounds the tax half up', () => {
    // 22 500 x 5 bp = 11.25 -> 11; 22 500 x 15 bp = 33.75 -> 34
    expect(quote('2031-05-05T10:00:00Z', 5).tax).toBe(11);
    expect(quote('2031-05-05T10:00:00Z', 15).tax).toBe(34);
    // 22 500 x 2 bp = 4.5 -> 5
    expect(quote('2031-05-05T10:00:00Z', 2).tax).toBe(5);
  });
});
