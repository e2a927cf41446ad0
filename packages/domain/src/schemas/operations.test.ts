import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import {
  maintenanceCompleteSchema,
  maintenanceCreateSchema,
  maintenanceUpdateSchema,
  serviceScheduleCreateSchema,
  toMaintenanceStatus,
} from './maintenance.ts';
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

  it.each(['customerId', 'pickupBranchId'])(
    'calls %s left empty in its select missing',
    (field) => {
      for (const empty of ['', null]) {
        expect(
          messagesAt(reservationCreateSchema, { ...reservation, [field]: empty }, field),
        ).toEqual(['generic.required']);
      }
      expect(
        messagesAt(reservationCreateSchema, { ...reservation, [field]: 'not-an-id' }, field),
      ).toEqual(['generic.invalidFormat']);
    },
  );

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

  it('maps the other spellings onto the chosen value sets', () => {
    const parsed = maintenanceCreateSchema.parse({
      ...work,
      priority: 'urgent',
      type: 'PREVENTIVE',
    });
    expect(parsed).toMatchObject({ priority: 'critical', type: 'preventive' });
    expect(maintenanceCreateSchema.parse({ ...work, type: 'repair' }).type).toBe('corrective');
    expect(toMaintenanceStatus('open')).toBe('pending');
    expect(toMaintenanceStatus('IN_PROGRESS')).toBe('in_progress');
    expect(
      messagesAt(maintenanceCreateSchema, { ...work, priority: 'whenever' }, 'priority'),
    ).toEqual(['generic.invalidOption']);
  });

  it('schedules services for a vehicle or a category, by distance or time', () => {
    const schedule = { vehicleId: uuid(2), description: 'Oil change', intervalKm: 10000 };
    expect(accepts(serviceScheduleCreateSchema, schedule)).toBe(true);
    expect(
      messagesAt(serviceScheduleCreateSchema, { ...schedule, category: 'suv' }, 'vehicleId'),
    ).toEqual(['maintenance.scheduleTarget']);
    expect(
      messagesAt(serviceScheduleCreateSchema, { ...schedule, intervalKm: undefined }, 'intervalKm'),
    ).toEqual(['maintenance.scheduleInterval']);
  });

  it('asks for the actual cost, duration and mileage at completion', () => {
    expect(
      accepts(maintenanceCompleteSchema, { actualCost: 0, actualDuration: 1.5, mileage: 42000 }),
    ).toBe(true);
    expect(
      messagesAt(maintenanceCompleteSchema, { actualCost: 0, mileage: 1 }, 'actualDuration'),
    ).toEqual(['generic.required']);
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
    expect(
      messagesAt(maintenanceCreateSchema, { ...work, estimatedCost: -1 }, 'estimatedCost'),
    ).toEqual(['generic.nonNegative']);
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
