import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  day,
  eventsAbout,
  hour,
  rentalOut,
  returnBody,
  setPolicy,
  shiftRental,
} from './return-test-support.ts';
import { vehicleDocuments } from './test-support.ts';

// Extension rules, overdue settlement and swap. A midsize car at 200.00 a day, tax 10 %,
// a fixed late fee of 10.00 an hour.
let f: Fleet;
// the job runner's clock: real time unless a test moves it
let clock: number | null = null;
beforeAll(async () => {
  f = await createFleet({ jobs: { now: () => new Date(clock ?? Date.now()) } });
  await setPolicy(f, { lateReturnGraceMinutes: 59, lateFee: { kind: 'fixed', value: 1000 } });
});
afterAll(async () => f.t.close());

const at = (date: Date, offset: number) => new Date(date.getTime() + offset).toISOString();
const extend = (id: string, body: object, as = f.staff) =>
  f.call('POST', `/rentals/${id}/extend`, as, { body });
const settle = (id: string, as = f.staff) =>
  f.call('POST', `/rentals/${id}/settle-overdue`, as, { body: {} });
const swap = (id: string, body: object, as = f.staff) =>
  f.call('POST', `/rentals/${id}/swap`, as, { body });

describe('POST /rentals/{id}/extend', () => {
  it('moves the return date, adds the days at the booked rate with tax', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await extend(r.id, {
      newReturnDate: at(r.returnDate, 2 * day),
      reason: 'Business trip extended',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      returnDate: at(r.returnDate, 2 * day),
      originalReturnDate: r.returnDate.toISOString(),
      totalDays: 4,
      // two booked days (44000 with tax) plus two more
      totalAmount: 88000,
      extensions: [
        {
          previousReturnDate: r.returnDate.toISOString(),
          newReturnDate: at(r.returnDate, 2 * day),
          additionalDays: 2,
          amount: 44000,
          reason: 'Business trip extended',
        },
      ],
    });
    expect(await eventsAbout(f, 'rental.extended', r.id)).toHaveLength(1);
    expect((await f.auditOf(r.id))[0]?.action).toBe('extend');
  });

  it('refuses a date not after the current return date', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await extend(r.id, { newReturnDate: at(r.returnDate, 0), reason: 'Same' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.newReturnDate',
        message: 'New return date must be after the current return date',
      },
    ]);
  });

  it('answers 409 naming the booking in the way', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const next = await f.call('POST', '/reservations', f.admin, {
      body: {
        customerId: r.customerId,
        vehicleId: r.vehicleId,
        pickupBranchId: r.branchId,
        returnBranchId: r.branchId,
        pickupDate: at(r.returnDate, 3 * day),
        returnDate: at(r.returnDate, 4 * day),
      },
    });
    expect(next.statusCode, next.body).toBe(201);
    const res = await extend(r.id, { newReturnDate: at(r.returnDate, 3 * day), reason: 'More' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VEHICLE_NOT_AVAILABLE');
    expect(res.json().details).toContainEqual({
      path: 'reservationNumber',
      message: next.json().reservationNumber,
    });
    // the buffer's hour before the next pickup is still free
    const fits = await extend(r.id, {
      newReturnDate: at(r.returnDate, 3 * day - hour),
      reason: 'Less',
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses an overdue rental until the overdue time is settled', async () => {
    const r = await rentalOut(f, { from: -3 * day, to: day });
    // due back 5 hours ago
    await shiftRental(f, r.id, -(day + 5 * hour));
    const due = new Date(r.returnDate.getTime() - (day + 5 * hour));
    const refused = await extend(r.id, { newReturnDate: at(due, 2 * day), reason: 'Late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This rental is overdue: settle the overdue time before extending it',
    );

    const settled = await settle(r.id);
    expect(settled.statusCode, settled.body).toBe(200);
    // 5 h and a moment: 6 started hours at 10.00, tax 10 %
    expect(settled.json()).toMatchObject({
      isOverdue: true,
      overdue: [{ dueAt: due.toISOString(), hours: 6, amount: 6000 }],
      additionalCharges: 6600,
      charges: {
        lines: [{ kind: 'overdue', description: 'Overdue time settled: 6 h', amount: 6000 }],
        total: 6600,
      },
    });

    const allowed = await extend(r.id, { newReturnDate: at(due, 2 * day), reason: 'Late' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ isOverdue: false, additionalCharges: 6600 });

    // at return the settlement is charged again as its own line, late time counted after it
    const quote = await f.call('POST', `/rentals/${r.id}/checkin-quote`, f.staff, {
      body: returnBody(),
    });
    expect(quote.json().lines).toMatchObject([{ kind: 'overdue', amount: 6000 }]);
  });

  it('settles only an overdue rental', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await settle(r.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This rental is not overdue');
  });

  it('is the staff’s with rentals:extend, and keeps to the company', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const body = { newReturnDate: at(r.returnDate, day), reason: 'More' };
    expect((await extend(r.id, body, f.viewer)).statusCode).toBe(403);
    expect((await settle(r.id, f.viewer)).statusCode).toBe(403);
    expect((await extend(r.id, body, f.acmeAdmin)).statusCode).toBe(404);
    expect((await settle(r.id, f.acmeAdmin)).statusCode).toBe(404);
  });
});

describe('POST /rentals/{id}/swap', () => {
  const swapBody = (vehicleId: string, overrides: object = {}) => ({
    vehicleId,
    reason: 'breakdown',
    returnedMileage: 1100,
    returnedFuelLevel: 80,
    startMileage: 1200,
    fuelLevel: 100,
    ...overrides,
  });

  it('ends the leg, starts one on the new car, sends the broken car to maintenance', async () => {
    const r = await rentalOut(f, { from: -day, to: 2 * day });
    const other = await createVehicle(f, r.branchId, { dailyRate: 30000, mileage: 1200 });
    await vehicleDocuments(f, other.id);
    const res = await swap(r.id, swapBody(other.id, { notes: 'Engine light' }));
    expect(res.statusCode, res.body).toBe(200);
    const rental = res.json();
    expect(rental.vehicle.id).toBe(other.id);
    expect(rental.legs).toMatchObject([
      { vehicle: { id: r.vehicleId }, startMileage: 1000, endMileage: 1100, fuelLevelEnd: 80 },
      {
        vehicle: { id: other.id },
        startMileage: 1200,
        endMileage: null,
        fuelLevelStart: 100,
        swapReason: 'breakdown',
        notes: 'Engine light',
      },
    ]);
    const old = await f.call('GET', `/vehicles/${r.vehicleId}`, f.admin);
    expect(old.json()).toMatchObject({ status: 'maintenance', mileage: 1100 });
    expect((await f.call('GET', `/vehicles/${other.id}`, f.admin)).json().status).toBe('rented');
    expect(await eventsAbout(f, 'rental.swapped', r.id)).toHaveLength(1);

    // the return counts from the new car's start
    const below = await f.call('POST', `/rentals/${r.id}/checkin`, f.staff, {
      body: returnBody({ endMileage: 1150 }),
    });
    expect(below.statusCode).toBe(400);
    const back = await f.call('POST', `/rentals/${r.id}/checkin`, f.staff, {
      body: returnBody({
        endMileage: 1300,
        fuelLevelEnd: 100,
        actualReturnDate: at(r.returnDate, 0),
      }),
    });
    expect(back.statusCode, back.body).toBe(200);
    // 100 + 100 km driven over the two cars; 2 tenths of fuel missing on the first
    expect(back.json().endMileage).toBe(1300);
    expect((await f.call('GET', `/vehicles/${other.id}`, f.admin)).json()).toMatchObject({
      status: 'available',
      mileage: 1300,
    });
  });

  it('refuses the same car, a car booked meanwhile, and a start below its odometer', async () => {
    const r = await rentalOut(f, { from: -day, to: 2 * day });
    const same = await swap(r.id, swapBody(r.vehicleId));
    expect(same.statusCode).toBe(400);
    expect(same.json().details).toEqual([
      { path: 'body.vehicleId', message: 'Please choose another vehicle than the current one' },
    ]);

    const other = await createVehicle(f, r.branchId, { mileage: 1200 });
    await vehicleDocuments(f, other.id);
    const low = await swap(r.id, swapBody(other.id, { startMileage: 1199 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().details).toEqual([
      {
        path: 'body.startMileage',
        message: "Mileage cannot be below the car's odometer reading of 1200 km",
      },
    ]);

    const booked = await f.call('POST', '/reservations', f.admin, {
      body: {
        customerId: r.customerId,
        vehicleId: other.id,
        pickupBranchId: r.branchId,
        returnBranchId: r.branchId,
        pickupDate: at(r.returnDate, -day),
        returnDate: at(r.returnDate, day),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const taken = await swap(r.id, swapBody(other.id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toContainEqual({
      path: 'reservationNumber',
      message: booked.json().reservationNumber,
    });

    const bare = await createVehicle(f, r.branchId, { mileage: 1200 });
    const undocumented = await swap(r.id, swapBody(bare.id));
    expect(undocumented.statusCode).toBe(409);
    // nothing moved
    const rental = await f.call('GET', `/rentals/${r.id}`, f.admin);
    expect(rental.json().vehicle.id).toBe(r.vehicleId);
    expect(rental.json().legs).toHaveLength(1);
  });

  it('is the staff’s with rentals:update, and keeps to the company', async () => {
    const r = await rentalOut(f, { from: -day, to: 2 * day });
    const other = await createVehicle(f, r.branchId, { mileage: 1200 });
    expect((await swap(r.id, swapBody(other.id), f.viewer)).statusCode).toBe(403);
    expect((await swap(r.id, swapBody(other.id), f.acmeAdmin)).statusCode).toBe(404);
  });
});

describe('the rentals.overdue job', () => {
  it('announces an active rental past its return date and grace once', async () => {
    const late = await rentalOut(f, { from: -2 * day, to: day });
    await shiftRental(f, late.id, -(day + 2 * hour));
    const onTime = await rentalOut(f, { from: -day, to: day });
    // within the grace: not yet
    const inGrace = await rentalOut(f, { from: -2 * day, to: day });
    await shiftRental(f, inGrace.id, -(day + 30 * 60_000));
    const start = Date.now();
    // the first pass schedules the job, the next one past its five minutes runs it
    clock = start;
    await f.t.app.jobs.runDueJobs();
    clock = start + 6 * 60_000;
    await f.t.app.jobs.runDueJobs();
    const announced = await eventsAbout(f, 'rental.overdue', late.id);
    expect(announced).toHaveLength(1);
    expect(announced[0]?.payload).toMatchObject({
      payload: { rentalId: late.id, rentalNumber: late.rentalNumber },
    });
    expect(await eventsAbout(f, 'rental.overdue', onTime.id)).toEqual([]);
    expect(await eventsAbout(f, 'rental.overdue', inGrace.id)).toEqual([]);

    clock = start + 40 * 60_000;
    await f.t.app.jobs.runDueJobs();
    expect(await eventsAbout(f, 'rental.overdue', late.id)).toHaveLength(1);
    // now past the grace too
    expect(await eventsAbout(f, 'rental.overdue', inGrace.id)).toHaveLength(1);
    clock = null;
  });
});
