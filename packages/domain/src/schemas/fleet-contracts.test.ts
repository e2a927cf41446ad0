import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { branchView } from './branch.ts';
import { pagedView } from './common.ts';
import { lookupStatsView } from './lookup.ts';
import { vehicleDocumentFieldsSchema, vehicleView } from './vehicle.ts';

const at = '2026-01-01T00:00:00.000Z';

describe('fleet views', () => {
  it('describes a vehicle as the API sends it, money as an integer', () => {
    const vehicle = {
      id: '0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6d',
      make: 'Toyota',
      model: 'Camry',
      vin: '4T1BF1FK5CU123456',
      year: 2024,
      color: 'White',
      licensePlate: 'ABC 1234',
      branchId: '0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6e',
      dailyRate: 22000,
      mileage: 1200,
      fuelType: 'hybrid',
      transmission: 'cvt',
      seatingCapacity: 5,
      category: 'midsize',
      status: 'available',
      features: ['gps'],
      engine: null,
      horsepower: null,
      fuelCapacity: null,
      trunkCapacity: null,
      doors: 4,
      dimensions: null,
      lastService: '2025-12-01',
      nextService: null,
      thumbnailUrl: null,
      createdAt: at,
      updatedAt: at,
    };
    expect(accepts(vehicleView, vehicle)).toBe(true);
    expect(accepts(vehicleView, { ...vehicle, dailyRate: 220.5 })).toBe(false);
    expect(
      accepts(pagedView(vehicleView), {
        data: [vehicle],
        total: 1,
        totalCapped: false,
        page: 1,
        limit: 20,
        hasMore: false,
      }),
    ).toBe(true);
  });

  it('keeps branch hours nullable and lookup stats as counts', () => {
    expect(branchView.shape.operatingHours.safeParse(null).success).toBe(true);
    expect(accepts(lookupStatsView, { total: 2, active: 1, inactive: 1, byType: [] })).toBe(true);
  });

  it('checks the fields sent with a vehicle document', () => {
    expect(
      accepts(vehicleDocumentFieldsSchema, { documentType: 'insurance', expiryDate: '2027-01-31' }),
    ).toBe(true);
    expect(
      messagesAt(vehicleDocumentFieldsSchema, { documentType: 'passport' }, 'documentType'),
    ).toEqual(['generic.invalidOption']);
    expect(
      messagesAt(
        vehicleDocumentFieldsSchema,
        { documentType: 'other', expiryDate: 'soon' },
        'expiryDate',
      ),
    ).toEqual(['generic.invalidDate']);
  });
});
