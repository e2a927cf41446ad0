import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { createCustomer } from '../customers/test-support.ts';
import sharp from 'sharp';
import {
  createBranch,
  createFleet,
  createVehicle,
  type Fleet,
  multipart,
} from '../vehicles/test-support.ts';
import { book, type Booking, bookingParties, hour, iso, reservationBody } from './test-support.ts';

let f: Fleet;
let b: Booking;
beforeAll(async () => {
  f = await createFleet();
  b = await bookingParties(f);
});
afterAll(async () => f.t.close());

const create = (body: object, as = f.admin, language?: 'ar') =>
  f.call('POST', '/reservations', as, { body, ...(language ? { language } : {}) });

describe('POST /reservations', () => {
  it('books a pending reservation with its number and priced breakdown', async () => {
    const res = await create(reservationBody(b, 0, 49 * hour, { discount: 5000 }));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.reservationNumber).toMatch(/^RES-\d{6}$/);
    expect(r).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      source: 'back_office',
      customer: { id: b.customerId },
      vehicle: { id: b.vehicleId, make: 'Toyota' },
      // 49 h: two days and an hour, past the 59-minute grace: three days
      quote: { dailyRate: 20000, days: 3, subtotal: 60000, discount: 5000, taxRateBp: 1000 },
      totalAmount: 60500,
      paidAmount: 0,
      remainingAmount: 60500,
    });
    expect((await f.auditOf(r.id))[0]?.action).toBe('create');
  });

  it('numbers the company’s reservations one after another', async () => {
    const other = await bookingParties(f);
    const first = await book(f, other, 1000 * hour, 1001 * hour);
    const second = await book(f, other, 1100 * hour, 1101 * hour);
    const n = (r: { reservationNumber: string }) => Number(r.reservationNumber.slice(4));
    expect(n(second)).toBe(n(first) + 1);
  });

  describe('never double-books, buffer included (60 minutes)', () => {
    let v: Booking;
    let held: { reservationNumber: string };
    beforeAll(async () => {
      v = await bookingParties(f);
      held = await book(f, v, 100 * hour, 110 * hour);
    });

    it.each([
      ['inside', 102, 104],
      ['around', 99, 111],
      ['overlapping the start', 99, 101],
      ['overlapping the end', 109, 112],
      ['the same period', 100, 110],
      ['within the turnaround buffer', 110.5, 115],
      ['ending in the other’s start', 95, 100.5],
    ])('refuses a booking %s with 409 naming the reservation', async (_shape, from, to) => {
      const res = await create(reservationBody(v, from * hour, to * hour));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'VEHICLE_NOT_AVAILABLE',
        message: 'The vehicle is not available for the selected dates',
      });
      expect(res.json().details).toContainEqual({
        path: 'reservationNumber',
        message: held.reservationNumber,
      });
    });

    it('takes a booking that starts once the buffer has passed, or ends buffer-early', async () => {
      await book(f, v, 111 * hour, 112 * hour);
      await book(f, v, 90 * hour, 99 * hour);
    });

    it('says so in Arabic', async () => {
      const res = await create(reservationBody(v, 102 * hour, 103 * hour), f.admin, 'ar');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('المركبة غير متاحة في التواريخ المحددة');
    });

    it('holds the car for a confirmed reservation too, and frees it when cancelled', async () => {
      const r = await book(f, v, 200 * hour, 201 * hour);
      const confirmed = await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, {
        body: {},
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().confirmedAt).not.toBeNull();
      expect((await create(reservationBody(v, 200 * hour, 201 * hour))).statusCode).toBe(409);
      const cancelled = await f.call('POST', `/reservations/${r.id}/cancel`, f.admin, {
        body: { reason: 'Customer changed plans' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Customer changed plans',
      });
      await book(f, v, 200 * hour, 201 * hour);
    });
  });

  it('answers 400 with field messages in English and Arabic', async () => {
    const missing = await create({});
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.customerId', 'body.vehicleId']));

    const reversed = reservationBody(b, 10 * hour, 5 * hour);
    for (const [language, message] of [
      [undefined, 'Return date must be after pickup date'],
      ['ar', 'يجب أن يكون تاريخ الإرجاع بعد تاريخ الاستلام'],
    ] as const) {
      const res = await create(reversed, f.admin, language);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContainEqual({ path: 'body.returnDate', message });
    }

    const past = reservationBody(b, 0, hour, {
      pickupDate: '2020-01-01T10:00:00.000Z',
      returnDate: '2020-01-02T10:00:00.000Z',
    });
    const res = await create(past);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.pickupDate',
      message: 'Pickup date cannot be in the past',
    });
  });

  it('refuses a customer who may not book, with the standing’s message', async () => {
    const suspended = await createCustomer(f, { status: 'active' });
    await f.call('POST', `/customers/${suspended.id}/suspend`, f.admin, { body: {} });
    const res = await create(
      reservationBody({ ...b, customerId: suspended.id }, 300 * hour, 301 * hour),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.customerId',
      message: 'This customer is suspended and cannot make new reservations',
    });
    const young = await createCustomer(f, { status: 'active', dateOfBirth: '2015-01-01' });
    const tooYoung = await create(
      reservationBody({ ...b, customerId: young.id }, 300 * hour, 301 * hour),
    );
    expect(tooYoung.json().details[0].message).toBe('The driver must be at least 21 years old');
  });

  it('refuses a vehicle in maintenance, and unknown or other companies’ parties', async () => {
    const other = await bookingParties(f);
    await f.call('POST', `/vehicles/${other.vehicleId}/status`, f.admin, {
      body: { status: 'maintenance' },
    });
    const res = await create(reservationBody(other, 300 * hour, 301 * hour));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This vehicle cannot be booked in its current status');

    const acmeBranch = await createBranch(f, {}, f.acmeAdmin);
    const foreign = await create(reservationBody({ ...b, branchId: acmeBranch.id }, 0, hour));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0]).toEqual({
      path: 'body.pickupBranchId',
      message: 'Please select a branch of this company',
    });
  });
});

describe('branch hours in the company’s time zone (Asia/Riyadh)', () => {
  const open = { closed: false, openTime: '08:00', closeTime: '20:00' };
  let h: Booking;
  beforeAll(async () => {
    h = await bookingParties(f, {
      name: 'Olaya',
      operatingHours: {
        sunday: open,
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: { closed: true },
        saturday: open,
      },
    });
  });
  const at = (pickup: string, back: string) =>
    create({ ...reservationBody(h, 0, hour), pickupDate: pickup, returnDate: back });

  it('takes a pickup at 08:00 local, which is 05:00 UTC', async () => {
    const res = await at('2030-06-08T05:00:00.000Z', '2030-06-08T16:00:00.000Z');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('names the branch and the local day: Thursday 21:30 UTC is Friday in Riyadh', async () => {
    const res = await at('2030-06-06T21:30:00.000Z', '2030-06-08T10:00:00.000Z');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.pickupDate',
      message: 'Olaya is closed on Friday',
    });
    const ar = await f.call('POST', '/reservations', f.admin, {
      language: 'ar',
      body: {
        ...reservationBody(h, 0, hour),
        pickupDate: '2030-06-06T21:30:00.000Z',
        returnDate: '2030-06-08T10:00:00.000Z',
      },
    });
    expect(ar.json().details[0].message).toBe('Olaya مغلق يوم الجمعة');
  });

  it('answers every rule a booking breaks at once: the licence, the birth date, the hours', async () => {
    const unready = await createCustomer(f, { status: 'active' });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(customers)
        .set({ licenseExpiryDate: null, dateOfBirth: null })
        .where(eq(customers.id, unready.id)),
    );
    const res = await create({
      ...reservationBody({ ...h, customerId: unready.id }, 0, hour),
      pickupDate: '2030-06-06T21:30:00.000Z',
      returnDate: '2030-06-09T17:30:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.customerId',
        message: 'A driving license and its expiry date are required to book',
      },
      { path: 'body.customerId', message: 'A date of birth is required to book' },
      { path: 'body.pickupDate', message: 'Olaya is closed on Friday' },
      { path: 'body.returnDate', message: 'Olaya is open from 08:00 to 20:00 on Sunday' },
    ]);
  });

  it('refuses a return after closing time', async () => {
    const res = await at('2030-06-09T06:00:00.000Z', '2030-06-09T17:30:00.000Z');
    expect(res.json().details).toContainEqual({
      path: 'body.returnDate',
      message: 'Olaya is open from 08:00 to 20:00 on Sunday',
    });
  });
});

describe('the lifecycle', () => {
  it('answers 409 for an illegal transition, and deletes only pending ones', async () => {
    const v = await bookingParties(f);
    const r = await book(f, v, 400 * hour, 401 * hour);
    await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    const again = await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A reservation that is confirmed cannot be confirmed');
    const removed = await f.call('DELETE', `/reservations/${r.id}`, f.admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'Only a pending reservation can be deleted; cancel this one instead',
    );
    const noReason = await f.call('POST', `/reservations/${r.id}/cancel`, f.admin, { body: {} });
    expect(noReason.statusCode).toBe(400);
    await f.call('POST', `/reservations/${r.id}/cancel`, f.admin, { body: { reason: 'No' } });
    const twice = await f.call('POST', `/reservations/${r.id}/cancel`, f.admin, {
      body: { reason: 'No' },
    });
    expect(twice.statusCode).toBe(409);

    const pending = await book(f, v, 400 * hour, 401 * hour);
    expect((await f.call('DELETE', `/reservations/${pending.id}`, f.admin)).statusCode).toBe(204);
    expect((await f.call('GET', `/reservations/${pending.id}`, f.admin)).statusCode).toBe(404);
    await book(f, v, 400 * hour, 401 * hour);
  });

  it('edits dates and vehicle through the same constraint, re-priced, confirmed ones too', async () => {
    const v = await bookingParties(f);
    const r = await book(f, v, 500 * hour, 524 * hour);
    await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    const blocker = await book(f, v, 600 * hour, 601 * hour);
    const longer = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { returnDate: iso(548 * hour) },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ status: 'confirmed', quote: { days: 2 } });
    const onto = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { pickupDate: iso(599 * hour), returnDate: iso(602 * hour) },
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().details).toContainEqual({
      path: 'reservationNumber',
      message: blocker.reservationNumber,
    });
    // the old period is still held after the refused move
    expect((await create(reservationBody(v, 530 * hour, 531 * hour))).statusCode).toBe(409);
    const other = await createVehicle(f, v.branchId, { dailyRate: 30000 });
    const moved = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { vehicleId: other.id, returnDate: iso(510 * hour) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().quote).toMatchObject({ dailyRate: 30000, days: 1, subtotal: 30000 });
    await book(f, v, 530 * hour, 531 * hour);
    const reversed = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { returnDate: iso(400 * hour) },
    });
    expect(reversed.json().details[0].message).toBe('Return date must be after pickup date');
  });

  it('keeps the booked time when confirmed or edited: no day drift', async () => {
    const v = await bookingParties(f);
    const pickupDate = '2030-07-01T21:30:00.000Z';
    const r = await book(f, v, 0, 0, { pickupDate, returnDate: '2030-07-02T21:30:00.000Z' });
    await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    const edited = await f.call('PATCH', `/reservations/${r.id}`, f.admin, {
      body: { notes: 'Child seat fitted' },
    });
    expect(edited.json()).toMatchObject({ pickupDate, notes: 'Child seat fitted' });
  });

  it('lists the activity of a reservation', async () => {
    const v = await bookingParties(f);
    const r = await book(f, v, 700 * hour, 701 * hour);
    await f.call('POST', `/reservations/${r.id}/confirm`, f.admin, { body: {} });
    const res = await f.call('GET', `/reservations/${r.id}/activity`, f.admin);
    expect(res.json().data.map((e: { action: string }) => e.action)).toEqual(['confirm', 'create']);
  });
});

describe('access', () => {
  it('lets a viewer read but not write', async () => {
    const r = await book(f, b, 800 * hour, 801 * hour);
    expect((await f.call('GET', `/reservations/${r.id}`, f.viewer)).statusCode).toBe(200);
    expect((await create(reservationBody(b, 900 * hour, 901 * hour), f.viewer)).statusCode).toBe(
      403,
    );
    for (const [method, url] of [
      ['POST', `/reservations/${r.id}/confirm`],
      ['POST', `/reservations/${r.id}/cancel`],
      ['PATCH', `/reservations/${r.id}`],
      ['DELETE', `/reservations/${r.id}`],
    ] as const) {
      const options =
        method === 'DELETE' ? {} : { body: url.endsWith('cancel') ? { reason: 'x' } : {} };
      expect((await f.call(method, url, f.viewer, options)).statusCode).toBe(403);
    }
  });

  it('answers 404 for another company’s reservation', async () => {
    const r = await book(f, b, 810 * hour, 811 * hour);
    for (const [method, url] of [
      ['GET', `/reservations/${r.id}`],
      ['GET', `/reservations/${r.id}/activity`],
      ['PATCH', `/reservations/${r.id}`],
      ['DELETE', `/reservations/${r.id}`],
    ] as const) {
      const res = await f.call(method, url, f.acmeAdmin, method === 'PATCH' ? { body: {} } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const confirm = await f.call('POST', `/reservations/${r.id}/confirm`, f.acmeAdmin, {
      body: {},
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('the list, quote and search', () => {
  it('searches by number, customer name and plate, and filters by status', async () => {
    const v = await bookingParties(f);
    const r = await book(f, v, 1200 * hour, 1201 * hour);
    const byNumber = await f.call('GET', `/reservations?search=${r.reservationNumber}`, f.admin);
    expect(byNumber.json().data.map((x: { id: string }) => x.id)).toEqual([r.id]);
    const view = (await f.call('GET', `/reservations/${r.id}`, f.admin)).json();
    const byPlate = await f.call(
      'GET',
      `/reservations?search=${encodeURIComponent(view.vehicle.licensePlate)}`,
      f.admin,
    );
    expect(byPlate.json().data.map((x: { id: string }) => x.id)).toContain(r.id);
    const byName = await f.call(
      'GET',
      `/reservations?search=${encodeURIComponent(view.customer.name)}`,
      f.admin,
    );
    expect(byName.json().data.map((x: { id: string }) => x.id)).toContain(r.id);
    const filtered = await f.call(
      'GET',
      `/reservations?filter[status][equals]=cancelled&filter[vehicleId][equals]=${v.vehicleId}`,
      f.admin,
    );
    expect(filtered.json().data).toEqual([]);
    const found = await f.call('GET', `/search?q=${r.reservationNumber}`, f.admin);
    expect(found.json().results).toContainEqual(
      expect.objectContaining({ category: 'reservations', id: r.id, title: r.reservationNumber }),
    );
  });

  it('quotes a booking with add-ons from the lookups', async () => {
    // A code of its own: the demo seed prices its own extras.
    const lookup = await f.call('POST', '/lookups', f.admin, {
      body: {
        type: 'EXTRA',
        code: 'EXTRA_TEST_GPS',
        name: 'GPS',
        value: '{"price":1500,"unit":"day"}',
      },
    });
    expect(lookup.statusCode, lookup.body).toBe(201);
    const res = await f.call('POST', '/reservations/quote', f.admin, {
      body: {
        vehicleId: b.vehicleId,
        pickupDate: iso(0),
        returnDate: iso(48 * hour),
        addOns: [{ code: 'EXTRA_TEST_GPS', quantity: 2 }],
        additionalFees: 1000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      days: 2,
      subtotal: 40000,
      addOnsTotal: 6000,
      additionalFees: 1000,
      tax: 4700,
      total: 51700,
    });
    const unknown = await f.call('POST', '/reservations/quote', f.admin, {
      body: {
        vehicleId: b.vehicleId,
        pickupDate: iso(0),
        returnDate: iso(hour),
        addOns: [{ code: 'EXTRA_NONE', quantity: 1 }],
      },
    });
    expect(unknown.json().details[0]).toEqual({
      path: 'body.addOns.0.code',
      message: 'EXTRA_NONE is not an add-on offered by this company',
    });
  });

  it('offers only the vehicles free for the period, priced', async () => {
    const v = await bookingParties(f);
    const free = await createVehicle(f, v.branchId, { dailyRate: 10000 });
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { body, headers } = multipart({ name: 'front.png', type: 'image/png', content: png });
    const image = await f.t.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${free.id}/images`,
      headers: { authorization: `Bearer ${f.admin.token}`, 'x-tenant-id': f.demo, ...headers },
      payload: body,
    });
    expect(image.statusCode, image.body).toBe(201);
    await book(f, v, 1300 * hour, 1310 * hour);
    const url = (from: number, to: number) =>
      `/vehicles/availability?branchId=${v.branchId}&pickupDate=${iso(from)}&returnDate=${iso(to)}`;
    const during = await f.call('GET', url(1305 * hour, 1306 * hour), f.admin);
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().data.map((x: { vehicle: { id: string } }) => x.vehicle.id)).toEqual([
      free.id,
    ]);
    expect(during.json().data[0].quote).toMatchObject({ dailyRate: 10000, days: 1, total: 11000 });
    expect(during.json().data[0].vehicle.imageUrl).toEqual(expect.stringContaining('/files/'));
    expect(during.json()).toMatchObject({ total: 1, totalCapped: false, hasMore: false });
    const after = await f.call('GET', url(1311 * hour, 1312 * hour), f.admin);
    expect(after.json().data).toHaveLength(2);
    const firstOfTwo = await f.call('GET', `${url(1311 * hour, 1312 * hour)}&limit=1`, f.admin);
    expect(firstOfTwo.json()).toMatchObject({ total: 2, totalCapped: false, hasMore: true });
    const inBuffer = await f.call('GET', url(1310.5 * hour, 1312 * hour), f.admin);
    expect(inBuffer.json().data).toHaveLength(1);
    const bad = await f.call('GET', url(1312 * hour, 1311 * hour), f.admin);
    expect(bad.statusCode).toBe(400);
  });
});
