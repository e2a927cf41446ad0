import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { branchCreateSchema, isBranchOpen, operatingHoursSchema } from './branch.ts';
import {
  maxVehicleYear,
  vehicleCreateSchema,
  vehicleMaintenanceRecordSchema,
  vehicleUpdateSchema,
} from './vehicle.ts';

const vehicle = {
  make: 'Toyota',
  model: 'Camry',
  vin: '4t1bf1fk5cu123456',
  year: 2023,
  color: 'White',
  licensePlate: ' abc  1234 ',
  branchId: '0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6d',
  dailyRate: 25000,
  mileage: 0,
  fuelType: 'hybrid',
  transmission: 'automatic',
  seatingCapacity: 5,
  category: 'midsize',
  features: ['bluetooth', 'gps'],
};

describe('vehicle schemas', () => {
  it('accepts a vehicle and normalises VIN and licence plate to upper case', () => {
    const parsed = vehicleCreateSchema.parse(vehicle);
    expect(parsed.vin).toBe('4T1BF1FK5CU123456');
    expect(parsed.licensePlate).toBe('ABC 1234');
  });

  it.each([1949, maxVehicleYear() + 1, 2020.5, '2020'])('rejects year %j', (year) => {
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, year }, 'year')).toEqual([
      'generic.invalidYear',
    ]);
  });

  it('accepts years from 1950 to next year', () => {
    expect(accepts(vehicleCreateSchema, { ...vehicle, year: 1950 })).toBe(true);
    expect(accepts(vehicleCreateSchema, { ...vehicle, year: maxVehicleYear() })).toBe(true);
  });

  it.each([
    '4T1BF1FK5CU12345',
    '4T1BF1FK5CU1234567',
    '4T1BF1FK5CU12345I',
    'OT1BF1FK5CU123456',
    'QT1BF1FK5CU123456',
  ])('rejects VIN %s', (vin) => {
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, vin }, 'vin')).toEqual([
      'vehicle.invalidVin',
    ]);
  });

  it.each(['A', 'AB_12', 'ABCDEFGHIJKLMNOP', '-AB12', 'AB12-'])(
    'rejects licence plate %j',
    (licensePlate) => {
      expect(messagesAt(vehicleCreateSchema, { ...vehicle, licensePlate }, 'licensePlate')).toEqual(
        ['vehicle.invalidLicensePlate'],
      );
    },
  );

  it.each(['AB', 'ABC-1234', 'أ ب ج 1234', 'DXB 12345'])(
    'accepts licence plate %j',
    (licensePlate) => {
      expect(accepts(vehicleCreateSchema, { ...vehicle, licensePlate })).toBe(true);
    },
  );

  it('requires positive rate and seats and non-negative mileage', () => {
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, dailyRate: 0 }, 'dailyRate')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, dailyRate: 99.5 }, 'dailyRate')).toEqual([
      'generic.integer',
    ]);
    expect(
      messagesAt(vehicleCreateSchema, { ...vehicle, seatingCapacity: 0 }, 'seatingCapacity'),
    ).toEqual(['generic.positive']);
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, mileage: -1 }, 'mileage')).toEqual([
      'generic.nonNegative',
    ]);
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, horsepower: -200 }, 'horsepower')).toEqual(
      ['generic.positive'],
    );
  });

  it('uses the value lists for category, fuel, transmission and features', () => {
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, category: 'truck' }, 'category')).toEqual([
      'generic.invalidOption',
    ]);
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, fuelType: 'lpg' }, 'fuelType')).toEqual([
      'generic.invalidOption',
    ]);
    expect(
      messagesAt(vehicleCreateSchema, { ...vehicle, features: ['gps', 'gps'] }, 'features'),
    ).toEqual(['generic.duplicateItems']);
  });

  it('never changes status through an update, and starts a vehicle available or in maintenance', () => {
    expect(messagesAt(vehicleUpdateSchema, { status: 'rented' }, 'status')).toEqual([
      'generic.unknownField',
    ]);
    expect(messagesAt(vehicleCreateSchema, { ...vehicle, status: 'rented' }, 'status')).toEqual([
      'generic.invalidOption',
    ]);
    expect(accepts(vehicleUpdateSchema, { dailyRate: 30000 })).toBe(true);
  });

  it('records maintenance history with a positive cost and non-negative mileage', () => {
    const record = {
      date: '2024-03-01',
      type: 'preventive',
      description: 'Oil change',
      cost: 35000,
      mileage: 42000,
    };
    expect(accepts(vehicleMaintenanceRecordSchema, record)).toBe(true);
    expect(messagesAt(vehicleMaintenanceRecordSchema, { ...record, cost: 0 }, 'cost')).toEqual([
      'generic.positive',
    ]);
    expect(
      messagesAt(vehicleMaintenanceRecordSchema, { ...record, mileage: -5 }, 'mileage'),
    ).toEqual(['generic.nonNegative']);
    expect(
      messagesAt(vehicleMaintenanceRecordSchema, { ...record, date: 'yesterday' }, 'date'),
    ).toEqual(['generic.invalidDate']);
  });
});

const open = { closed: false, openTime: '08:00', closeTime: '22:00' } as const;
const week = {
  sunday: open,
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: { closed: true },
  saturday: { closed: false, openTime: '10:00', closeTime: '18:00' },
} as const;
const branch = {
  name: 'Riyadh Airport',
  code: 'ruh-01',
  address: 'King Khalid International Airport',
  city: 'Riyadh',
  country: 'sa',
  phone: '+966 11 000 0000',
  email: 'ruh@demo.test',
  latitude: 24.96,
  longitude: 46.7,
  operatingHours: week,
  amenities: ['parking', 'airportShuttle'],
};

describe('branch schema', () => {
  it('accepts a branch and normalises code and country', () => {
    const parsed = branchCreateSchema.parse(branch);
    expect(parsed.code).toBe('RUH-01');
    expect(parsed.country).toBe('SA');
  });

  it('requires closing after opening, in HH:mm', () => {
    const bad = { ...week, monday: { closed: false, openTime: '18:00', closeTime: '09:00' } };
    expect(messagesAt(operatingHoursSchema, bad, 'monday.closeTime')).toEqual([
      'branch.closeAfterOpen',
    ]);
    const badTime = { ...week, monday: { closed: false, openTime: '8am', closeTime: '24:00' } };
    expect(messagesAt(operatingHoursSchema, badTime, 'monday.openTime')).toEqual([
      'generic.invalidTime',
    ]);
    expect(messagesAt(operatingHoursSchema, badTime, 'monday.closeTime')).toEqual([
      'generic.invalidTime',
    ]);
  });

  it('requires every weekday', () => {
    const { friday: _friday, ...sixDays } = week;
    expect(messagesAt(operatingHoursSchema, sixDays, 'friday')).toEqual(['generic.required']);
  });

  it('keeps coordinates in range', () => {
    expect(messagesAt(branchCreateSchema, { ...branch, latitude: 91 }, 'latitude')).toEqual([
      'branch.invalidLatitude',
    ]);
    expect(messagesAt(branchCreateSchema, { ...branch, longitude: -180.5 }, 'longitude')).toEqual([
      'branch.invalidLongitude',
    ]);
  });

  it('checks amenities against the list', () => {
    expect(
      messagesAt(branchCreateSchema, { ...branch, amenities: ['pool'] }, 'amenities.0'),
    ).toEqual(['generic.invalidOption']);
  });

  it('tells whether the branch is open', () => {
    expect(isBranchOpen(week, 'monday', '09:30')).toBe(true);
    expect(isBranchOpen(week, 'monday', '22:00')).toBe(false);
    expect(isBranchOpen(week, 'friday', '12:00')).toBe(false);
  });
});
