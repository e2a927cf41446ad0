import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import {
  checkExtension,
  checkReturnMileage,
  rentalCheckinSchema,
  rentalCheckoutSchema,
  rentalCreateSchema,
  rentalExtendSchema,
  rentalSwapSchema,
} from './rental.ts';
import { inspectionMarkSchema } from './rental-inspection.ts';

const uuid = (n: number) => `0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6${n}`;
const signature = 'data:image/png;base64,iVBORw0KGgo=';

describe('rental create', () => {
  const walkIn = {
    customerId: uuid(1),
    vehicleId: uuid(2),
    pickupDate: '2030-06-01T09:00:00Z',
    returnDate: '2030-06-03T09:00:00Z',
    pickupBranchId: uuid(3),
    returnBranchId: uuid(3),
  };

  it('takes a reservation alone, or every walk-in field', () => {
    expect(accepts(rentalCreateSchema, { reservationId: uuid(5) })).toBe(true);
    expect(accepts(rentalCreateSchema, walkIn)).toBe(true);
    expect(
      messagesAt(rentalCreateSchema, { ...walkIn, vehicleId: undefined }, 'vehicleId'),
    ).toEqual(['generic.required']);
  });

  it('requires the return after the pickup for a walk-in', () => {
    const reversed = { ...walkIn, returnDate: '2030-06-01T08:00:00Z' };
    expect(messagesAt(rentalCreateSchema, reversed, 'returnDate')).toEqual([
      'reservation.returnAfterPickup',
    ]);
  });
});

describe('rental checkout', () => {
  const checkout = {
    startMileage: 12000,
    fuelLevel: 100,
    vehicleCondition: 'good',
    inspection: { marks: [], signature },
  };

  it('accepts non-negative mileage, fuel between 0 and 100 and a signature', () => {
    expect(accepts(rentalCheckoutSchema, checkout)).toBe(true);
    expect(accepts(rentalCheckoutSchema, { ...checkout, fuelLevel: 0 })).toBe(true);
  });

  it.each([
    ['startMileage', -1, 'generic.nonNegative'],
    ['fuelLevel', 101, 'vehicle.invalidFuelLevel'],
    ['fuelLevel', -0.5, 'vehicle.invalidFuelLevel'],
    ['securityDeposit', -100, 'generic.nonNegative'],
    ['vehicleCondition', 'shiny', 'generic.invalidOption'],
  ])('rejects %s = %j with %s', (field, value, key) => {
    expect(messagesAt(rentalCheckoutSchema, { ...checkout, [field]: value }, field)).toEqual([key]);
  });

  it('requires the customer to sign, with a PNG', () => {
    const unsigned = { ...checkout, inspection: { marks: [] } };
    expect(messagesAt(rentalCheckoutSchema, unsigned, 'inspection.signature')).toEqual([
      'rental.signatureRequired',
    ]);
    const jpeg = {
      ...checkout,
      inspection: { marks: [], signature: 'data:image/jpeg;base64,AA==' },
    };
    expect(messagesAt(rentalCheckoutSchema, jpeg, 'inspection.signature')).toEqual([
      'rental.signatureInvalid',
    ]);
  });
});

describe('inspection marks', () => {
  const mark = {
    id: 'm1',
    view: 'left',
    x: 500,
    y: 250,
    damageType: 'scratch',
    location: 'front_left_door',
    severity: 'minor',
  };

  it('places marks in per mille of the view', () => {
    expect(accepts(inspectionMarkSchema, mark)).toBe(true);
    expect(messagesAt(inspectionMarkSchema, { ...mark, x: 1001 }, 'x')).toEqual([
      'generic.maxValue',
    ]);
    expect(messagesAt(inspectionMarkSchema, { ...mark, view: 'under' }, 'view')).toEqual([
      'generic.invalidOption',
    ]);
  });
});

describe('rental check-in', () => {
  const checkin = {
    endMileage: 12500,
    fuelLevelEnd: 80,
    vehicleConditionEnd: 'good',
    inspection: { marks: [] },
  };

  it('accepts a check-in with the return inspection recorded', () => {
    expect(accepts(rentalCheckinSchema, checkin)).toBe(true);
  });

  it('requires the vehicle inspection to be completed', () => {
    expect(
      messagesAt(rentalCheckinSchema, { ...checkin, inspection: undefined }, 'inspection'),
    ).toEqual(['rental.inspectionRequired']);
  });

  it('applies the checkout number rules and checks manual charge lines', () => {
    expect(
      messagesAt(rentalCheckinSchema, { ...checkin, fuelLevelEnd: 150 }, 'fuelLevelEnd'),
    ).toEqual(['vehicle.invalidFuelLevel']);
    expect(messagesAt(rentalCheckinSchema, { ...checkin, endMileage: -3 }, 'endMileage')).toEqual([
      'generic.nonNegative',
    ]);
    const manual = { ...checkin, manualCharges: [{ description: '', amount: 0 }] };
    expect(messagesAt(rentalCheckinSchema, manual, 'manualCharges.0.amount')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(rentalCheckinSchema, manual, 'manualCharges.0.description')).toEqual([
      'generic.required',
    ]);
  });

  it('rates from 1 to 5', () => {
    expect(accepts(rentalCheckinSchema, { ...checkin, rating: 5 })).toBe(true);
    expect(messagesAt(rentalCheckinSchema, { ...checkin, rating: 6 }, 'rating')).toEqual([
      'generic.maxValue',
    ]);
  });
});

describe('rental extension and swap', () => {
  it('extends to a new date with a reason', () => {
    expect(
      accepts(rentalExtendSchema, { newReturnDate: '2030-06-10T09:00:00Z', reason: 'Trip longer' }),
    ).toBe(true);
    expect(messagesAt(rentalExtendSchema, { reason: 'x' }, 'newReturnDate')).not.toEqual([]);
    expect(
      messagesAt(rentalExtendSchema, { newReturnDate: '2030-06-10T09:00:00Z' }, 'reason'),
    ).toEqual(['generic.required']);
  });

  it('swaps with both legs measured', () => {
    const swap = {
      vehicleId: uuid(7),
      reason: 'breakdown',
      returnedMileage: 100,
      returnedFuelLevel: 50,
      startMileage: 2000,
      fuelLevel: 100,
    };
    expect(accepts(rentalSwapSchema, swap)).toBe(true);
    expect(messagesAt(rentalSwapSchema, { ...swap, fuelLevel: 101 }, 'fuelLevel')).toEqual([
      'vehicle.invalidFuelLevel',
    ]);
  });

  it('checks rules that need the stored rental', () => {
    expect(checkReturnMileage(1000, 999)).toBe('rental.endMileageBelowStart');
    expect(checkReturnMileage(1000, 1000)).toBeNull();
    expect(checkExtension('2030-06-04T09:00:00Z', '2030-06-04T09:00:00Z')).toBe(
      'rental.newReturnAfterCurrent',
    );
    expect(checkExtension('2030-06-04T09:00:00Z', '2030-06-05T09:00:00Z')).toBeNull();
  });
});
