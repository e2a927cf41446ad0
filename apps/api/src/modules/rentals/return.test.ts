import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damageReports, vehicleHolds } from '../../db/schema/index.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  day,
  eventsAbout,
  hour,
  newMark,
  rentalOut,
  returnBody,
  setPolicy,
} from './return-test-support.ts';

// Check-in, with the company's rental policy set through its settings: a midsize car
// at 200.00 a day, tax 10 %.
let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
  await setPolicy(f, {
    lateReturnGraceMinutes: 59,
    lateFee: { kind: 'percent', value: 2500 },
    kmAllowancePerDay: { midsize: 100 },
    excessKmRate: 50,
    refuellingRatePer10Percent: 3000,
    damageCatalogue: [
      { damageType: 'scratch', location: 'front_bumper', pricePerCategory: { midsize: 40000 } },
      { damageType: 'dent', location: 'hood', pricePerCategory: { luxury: 90000 } },
    ],
  });
});
afterAll(async () => f.t.close());

const at = (date: Date, offset: number) => new Date(date.getTime() + offset).toISOString();
const quote = (id: string, body: object, as = f.staff) =>
  f.call('POST', `/rentals/${id}/checkin-quote`, as, { body });
const checkin = (id: string, body: object, as = f.staff, language?: 'ar') =>
  f.call('POST', `/rentals/${id}/checkin`, as, { body, ...(language ? { language } : {}) });

describe('POST /rentals/{id}/checkin-quote', () => {
  it('prices each charge from the company settings, nothing stored', async () => {
    // two booked days: 200 km allowed
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await quote(
      r.id,
      returnBody({
        // 2 h 30 min late, past the 59-minute grace: 3 started hours at 25 % of 200.00
        actualReturnDate: at(r.returnDate, 2.5 * hour),
        endMileage: 1250,
        fuelLevelEnd: 75,
        manualCharges: [{ description: 'Cleaning', amount: 1500 }],
        inspection: {
          marks: [newMark(), newMark({ id: 'm2', damageType: 'dent', location: 'hood' })],
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      currency: 'SAR',
      lines: [
        {
          kind: 'excess_km',
          description: '50 km over the 200 km allowance',
          quantity: 50,
          unitAmount: 50,
          amount: 2500,
          waivedBy: null,
        },
        {
          kind: 'fuel',
          description: 'Refuelling: 25% of the tank missing',
          quantity: 3,
          unitAmount: 3000,
          amount: 9000,
          waivedBy: null,
        },
        {
          kind: 'late_return',
          description: 'Late return: 3 h after the return time',
          quantity: 1,
          unitAmount: 15000,
          amount: 15000,
          waivedBy: null,
        },
        {
          kind: 'damage',
          description: 'New damage: Scratch at Front bumper',
          quantity: 1,
          unitAmount: 40000,
          amount: 40000,
          waivedBy: null,
        },
        {
          kind: 'manual',
          description: 'Cleaning',
          quantity: 1,
          unitAmount: 1500,
          amount: 1500,
          waivedBy: null,
        },
      ],
      subtotal: 68000,
      taxRateBp: 1000,
      tax: 6800,
      total: 74800,
    });
    const again = await quote(r.id, returnBody({ actualReturnDate: at(r.returnDate, 0) }));
    expect(again.json()).toMatchObject({ lines: [], total: 0 });
  });

  it('caps the late fee at one daily rate per started day, and charges nothing inside the grace', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const late = (offset: number) =>
      quote(r.id, returnBody({ actualReturnDate: at(r.returnDate, offset) }));
    expect((await late(59 * 60_000)).json().lines).toEqual([]);
    expect((await late(10 * hour)).json().lines).toMatchObject([
      { kind: 'late_return', amount: 20000 },
    ]);
    expect((await late(26 * hour)).json().lines).toMatchObject([
      {
        kind: 'late_return',
        description: 'Late return: 26 h after the return time',
        amount: 30000,
      },
    ]);
  });

  it('describes the lines in Arabic', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await f.call('POST', `/rentals/${r.id}/checkin-quote`, f.staff, {
      body: returnBody({ inspection: { marks: [newMark()] } }),
      language: 'ar',
    });
    expect(res.json().lines[0].description).toBe('ضرر جديد: خدش في الصدام الأمامي');
  });
});

describe('POST /rentals/{id}/checkin', () => {
  it('stores the charges, completes the rental and its reservation, frees the car', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const res = await checkin(
      r.id,
      returnBody({
        actualReturnDate: at(r.returnDate, 0),
        endMileage: 1250,
        fuelLevelEnd: 90,
        manualCharges: [{ description: 'Cleaning', amount: 1500 }],
        rating: 4,
        ratingComment: 'Careful driver',
        notes: 'All good',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // 50 km x 0.50 + one tenth of fuel 30.00 + 15.00, tax 10 %
    expect(res.json()).toMatchObject({
      status: 'completed',
      endMileage: 1250,
      fuelLevelEnd: 90,
      vehicleConditionEnd: 'good',
      checkinNotes: 'All good',
      additionalCharges: 7700,
      charges: { subtotal: 7000, tax: 700, total: 7700 },
      inspectionComplete: true,
      rating: 4,
      ratingComment: 'Careful driver',
      checkinInspection: { stage: 'checkin', marks: [] },
    });
    expect(res.json().legs[0]).toMatchObject({ endMileage: 1250, fuelLevelEnd: 90 });
    const vehicle = await f.call('GET', `/vehicles/${r.vehicleId}`, f.admin);
    expect(vehicle.json()).toMatchObject({ status: 'available', mileage: 1250 });
    const reservation = await f.call('GET', `/reservations/${r.reservationId}`, f.admin);
    expect(reservation.json().status).toBe('completed');
    const holds = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(vehicleHolds).where(eq(vehicleHolds.sourceId, r.id)),
    );
    expect(holds).toEqual([]);
    const [event] = await eventsAbout(f, 'rental.returned', r.id);
    expect(event?.payload).toMatchObject({
      payload: { rentalId: r.id, additionalCharges: 7700, damageReported: false },
    });
    expect((await f.auditOf(r.id))[0]?.action).toBe('checkin');

    const twice = await checkin(r.id, returnBody());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A rental that is completed cannot be checked in');
  });

  it('reports new damage on the car, sends it to maintenance, waived by bought insurance', async () => {
    const r = await rentalOut(
      f,
      { from: -day, to: day },
      { addOns: [{ code: 'INSURANCE_FULL', quantity: 1 }] },
    );
    const res = await checkin(
      r.id,
      returnBody({
        actualReturnDate: at(r.returnDate, 0),
        inspection: {
          marks: [
            newMark(),
            newMark({ id: 'm2', severity: 'severe', location: 'hood' }),
            newMark({ id: 'm3', isNew: false, location: 'roof' }),
          ],
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().charges.lines).toEqual([
      {
        kind: 'damage',
        description: 'New damage: Scratch at Front bumper',
        quantity: 1,
        unitAmount: 40000,
        amount: 0,
        waivedBy: 'Comprehensive cover',
      },
    ]);
    expect(res.json().additionalCharges).toBe(0);
    const arabic = await f.call('GET', `/rentals/${r.id}`, f.admin, { language: 'ar' });
    expect(arabic.json().charges.lines[0].waivedBy).toBe('تأمين شامل');
    const vehicle = await f.call('GET', `/vehicles/${r.vehicleId}`, f.admin);
    expect(vehicle.json()).toMatchObject({ status: 'maintenance', mileage: 1100 });
    const reports = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(damageReports).where(eq(damageReports.rentalId, r.id)),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      vehicleId: r.vehicleId,
      severity: 'severe',
      status: 'open',
    });
    expect(reports[0]?.marks.map((m) => m.id)).toEqual(['m1', 'm2']);
    const [event] = await eventsAbout(f, 'rental.returned', r.id);
    expect(event?.payload).toMatchObject({ payload: { damageReported: true } });
  });

  it('refuses an end mileage below the start, a fuel level out of 0-100, a missing inspection', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    const below = await checkin(r.id, returnBody({ endMileage: 999 }));
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([
      { path: 'body.endMileage', message: 'End mileage cannot be less than start mileage' },
    ]);
    const arabic = await checkin(r.id, returnBody({ endMileage: 999 }), f.staff, 'ar');
    expect(arabic.json().details[0].message).not.toBe(below.json().details[0].message);
    for (const fuelLevelEnd of [-1, 101]) {
      const fuel = await checkin(r.id, returnBody({ fuelLevelEnd }));
      expect(fuel.statusCode).toBe(400);
      expect(fuel.json().details[0].path).toBe('body.fuelLevelEnd');
    }
    const { inspection: _none, ...uninspected } = returnBody();
    const missing = await checkin(r.id, uninspected);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({
      path: 'body.inspection',
      message: 'Vehicle inspection must be completed',
    });
    const photo = await checkin(
      r.id,
      returnBody({ inspection: { marks: [newMark({ photoIds: [crypto.randomUUID()] })] } }),
    );
    expect(photo.statusCode).toBe(400);
    expect(photo.json().details[0].path).toBe('body.inspection.marks.0.photoIds.0');
    const still = await f.call('GET', `/rentals/${r.id}`, f.admin);
    expect(still.json()).toMatchObject({ status: 'active', inspectionComplete: false });
  });

  it('is the staff’s with rentals:checkin, and keeps to the company', async () => {
    const r = await rentalOut(f, { from: -day, to: day });
    expect((await checkin(r.id, returnBody(), f.viewer)).statusCode).toBe(403);
    expect((await quote(r.id, returnBody(), f.viewer)).statusCode).toBe(403);
    expect((await checkin(r.id, returnBody(), f.acmeAdmin)).statusCode).toBe(404);
    expect((await quote(r.id, returnBody(), f.acmeAdmin)).statusCode).toBe(404);
  });
});
