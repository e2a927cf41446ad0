import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { maintenanceCreateSchema, maintenanceUpdateSchema } from './maintenance.ts';
import {
  checkExtension,
  checkReturnMileage,
  rentalCheckinSchema,
  rentalCheckoutSchema,
  rentalCreateSchema,
  rentalExtendSchema,
} from './rental.ts';
import {
  reservationCancelSchema,
  reservationCreateSchema,
  reservationUpdateSchema,
} from './reservation.ts';

const uuid = (n: number) => `0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6${n}`;

const reservation = {
  customerId: uuid(1),
  vehicleId: uuid(2),
  pickupDate: '2030-06-01T09:00:00Z',
  returnDate: '2030-06-04T09:00:00+03:00',
  pickupBranchId: uuid(3),
  returnBranchId: uuid(4),
  addOns: [{ code: 'child_seat', quantity: 1 }],
};

describe('reservation schemas', () => {
  it('accepts a reservation and normalises add-on codes', () => {
    expect(reservationCreateSchema.parse(reservation).addOns).toEqual([
      { code: 'CHILD_SEAT', quantity: 1 },
    ]);
  });

  it.each([
    'customerId',
    'vehicleId',
    'pickupDate',
    'returnDate',
    'pickupBranchId',
    'returnBranchId',
  ])('requires %s', (field) => {
    expect(
      messagesAt(reservationCreateSchema, { ...reservation, [field]: undefined }, field),
    ).toEqual(['generic.required']);
  });

  it('requires the return after the pickup', () => {
    const same = { ...reservation, returnDate: reservation.pickupDate };
    expect(messagesAt(reservationCreateSchema, same, 'returnDate')).toEqual([
      'reservation.returnAfterPickup',
    ]);
    const earlier = { ...reservation, returnDate: '2030-05-31T09:00:00Z' };
    expect(messagesAt(reservationCreateSchema, earlier, 'returnDate')).toEqual([
      'reservation.returnAfterPickup',
    ]);
  });

  it('checks the date order on update when both dates are sent', () => {
    expect(
      messagesAt(
        reservationUpdateSchema,
        { pickupDate: '2030-06-02T00:00:00Z', returnDate: '2030-06-01T00:00:00Z' },
        'returnDate',
      ),
    ).toEqual(['reservation.returnAfterPickup']);
    expect(accepts(reservationUpdateSchema, { returnDate: '2030-06-01T00:00:00Z' })).toBe(true);
  });

  it('rejects dates that are not ISO timestamps with an offset', () => {
    expect(
      messagesAt(
        reservationCreateSchema,
        { ...reservation, pickupDate: '2030-06-01 09:00' },
        'pickupDate',
      ),
    ).toEqual(['generic.invalidDate']);
  });

  it('requires a reason to cancel', () => {
    expect(messagesAt(reservationCancelSchema, { reason: ' ' }, 'reason')).toEqual([
      'generic.required',
    ]);
    expect(accepts(reservationCancelSchema, { reason: 'Customer changed plans' })).toBe(true);
  });
});

describe('rental schemas', () => {
  it('requires the return after the pickup on create', () => {
    const rental = {
      customerId: uuid(1),
      vehicleId: uuid(2),
      pickupDate: '2030-06-01T09:00:00Z',
      returnDate: '2030-06-01T08:00:00Z',
    };
    expect(messagesAt(rentalCreateSchema, rental, 'returnDate')).toEqual([
      'reservation.returnAfterPickup',
    ]);
  });

  const checkout = { startMileage: 12000, fuelLevel: 100, vehicleCondition: 'good' };

  it('accepts a checkout with non-negative mileage and fuel between 0 and 100', () => {
    expect(accepts(rentalCheckoutSchema, checkout)).toBe(true);
    expect(accepts(rentalCheckoutSchema, { ...checkout, fuelLevel: 0 })).toBe(true);
  });

  it.each([
    ['startMileage', -1, 'generic.nonNegative'],
    ['fuelLevel', 101, 'vehicle.invalidFuelLevel'],
    ['fuelLevel', -0.5, 'vehicle.invalidFuelLevel'],
    ['securityDeposit', -100, 'generic.nonNegative'],
    ['vehicleCondition', 'shiny', 'generic.invalidOption'],
  ])('rejects checkout %s = %j with %s', (field, value, key) => {
    expect(messagesAt(rentalCheckoutSchema, { ...checkout, [field]: value }, field)).toEqual([key]);
  });

  const checkin = {
    endMileage: 12500,
    fuelLevelEnd: 80,
    vehicleConditionEnd: 'good',
    inspectionComplete: true,
  };

  it('accepts a check-in with the inspection completed', () => {
    expect(accepts(rentalCheckinSchema, checkin)).toBe(true);
  });

  it('requires the vehicle inspection to be completed', () => {
    expect(
      messagesAt(
        rentalCheckinSchema,
        { ...checkin, inspectionComplete: false },
        'inspectionComplete',
      ),
    ).toEqual(['rental.inspectionRequired']);
    expect(
      messagesAt(
        rentalCheckinSchema,
        { ...checkin, inspectionComplete: undefined },
        'inspectionComplete',
      ),
    ).toEqual(['rental.inspectionRequired']);
  });

  it('applies the checkout number rules at check-in too', () => {
    expect(
      messagesAt(rentalCheckinSchema, { ...checkin, fuelLevelEnd: 150 }, 'fuelLevelEnd'),
    ).toEqual(['vehicle.invalidFuelLevel']);
    expect(messagesAt(rentalCheckinSchema, { ...checkin, endMileage: -3 }, 'endMileage')).toEqual([
      'generic.nonNegative',
    ]);
    expect(
      messagesAt(rentalCheckinSchema, { ...checkin, additionalCharges: -1 }, 'additionalCharges'),
    ).toEqual(['generic.nonNegative']);
  });

  it('requires a description of additional charges', () => {
    expect(
      messagesAt(
        rentalCheckinSchema,
        { ...checkin, additionalCharges: 5000 },
        'additionalChargesDescription',
      ),
    ).toEqual(['rental.chargesDescriptionRequired']);
    expect(
      accepts(rentalCheckinSchema, {
        ...checkin,
        additionalCharges: 5000,
        additionalChargesDescription: 'Scratch',
      }),
    ).toBe(true);
  });

  it('extends by a positive number of days or to a new date', () => {
    expect(accepts(rentalExtendSchema, { additionalDays: 2 })).toBe(true);
    expect(accepts(rentalExtendSchema, { newReturnDate: '2030-06-10T09:00:00Z' })).toBe(true);
    expect(messagesAt(rentalExtendSchema, { additionalDays: 0 }, 'additionalDays')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(rentalExtendSchema, {}, 'newReturnDate')).toEqual(['generic.required']);
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

describe('maintenance schemas', () => {
  const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  const later = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
  const work = {
    vehicleId: uuid(2),
    type: 'preventive',
    priority: 'medium',
    description: '30 000 km service',
    issue: 'Due by mileage',
    severity: 'minor',
    scheduledDate: soon,
    dueDate: later,
    estimatedDuration: 2.5,
    estimatedCost: 45000,
    parts: [{ name: 'Oil filter', quantity: 1, unitCost: 3500 }],
  };

  it('accepts a work order', () => {
    expect(accepts(maintenanceCreateSchema, work)).toBe(true);
  });

  it.each(['vehicleId', 'type', 'priority', 'description', 'issue', 'severity'])(
    'requires %s',
    (field) => {
      expect(messagesAt(maintenanceCreateSchema, { ...work, [field]: undefined }, field)).toEqual([
        'generic.required',
      ]);
    },
  );

  it('uses the chosen value sets', () => {
    expect(
      messagesAt(maintenanceCreateSchema, { ...work, priority: 'urgent' }, 'priority'),
    ).toEqual(['generic.invalidOption']);
    expect(messagesAt(maintenanceCreateSchema, { ...work, type: 'PREVENTIVE' }, 'type')).toEqual([
      'generic.invalidOption',
    ]);
  });

  it('requires each part with a positive quantity and non-negative cost', () => {
    const parts = [{ name: '', quantity: 0, unitCost: -1 }];
    expect(messagesAt(maintenanceCreateSchema, { ...work, parts }, 'parts.0.name')).toEqual([
      'generic.required',
    ]);
    expect(messagesAt(maintenanceCreateSchema, { ...work, parts }, 'parts.0.quantity')).toEqual([
      'generic.positive',
    ]);
    expect(messagesAt(maintenanceCreateSchema, { ...work, parts }, 'parts.0.unitCost')).toEqual([
      'generic.nonNegative',
    ]);
    expect(
      messagesAt(
        maintenanceCreateSchema,
        { ...work, parts: [{ name: 'Belt', unitCost: 1 }] },
        'parts.0.quantity',
      ),
    ).toEqual(['generic.required']);
  });

  it('requires positive durations and non-negative costs', () => {
    expect(
      messagesAt(maintenanceCreateSchema, { ...work, estimatedDuration: 0 }, 'estimatedDuration'),
    ).toEqual(['generic.positive']);
    expect(messagesAt(maintenanceCreateSchema, { ...work, actualCost: -1 }, 'actualCost')).toEqual([
      'generic.nonNegative',
    ]);
  });

  it('requires valid dates, the due date not before the scheduled one', () => {
    expect(
      messagesAt(maintenanceCreateSchema, { ...work, scheduledDate: 'soon' }, 'scheduledDate'),
    ).toEqual(['generic.invalidDate']);
    expect(
      messagesAt(
        maintenanceCreateSchema,
        { ...work, dueDate: soon, scheduledDate: later },
        'dueDate',
      ),
    ).toEqual(['maintenance.dueBeforeScheduled']);
  });

  it('does not schedule new work in the past, but lets an update keep an old date', () => {
    expect(
      messagesAt(
        maintenanceCreateSchema,
        { ...work, scheduledDate: '2020-01-01T00:00:00Z', dueDate: undefined },
        'scheduledDate',
      ),
    ).toEqual(['vehicle.maintenanceDatePast']);
    expect(accepts(maintenanceUpdateSchema, { scheduledDate: '2020-01-01T00:00:00Z' })).toBe(true);
  });
});
