import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, rentals } from '../../db/schema/index.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { base, book, type Booking, reservationBody } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import {
  activeRental,
  checkoutBody,
  confirmedReservation,
  hour,
  pendingRental,
  rentalParties,
} from './test-support.ts';

// the job runner's clock (the no-show job); requests keep the real time
let clock = Date.now();
let f: Fleet;
beforeAll(async () => {
  f = await createFleet({ jobs: { now: () => new Date(clock) } });
});
afterAll(async () => f.t.close());

const create = (body: object, as = f.admin) => f.call('POST', '/rentals', as, { body });

describe('POST /rentals', () => {
  it('takes a confirmed reservation over with its price, dates and hold', async () => {
    const b = await rentalParties(f);
    const reservation = await confirmedReservation(f, b, 0, 49 * hour);
    const res = await create({ reservationId: reservation.id, notes: 'Child seat fitted' });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.rentalNumber).toMatch(/^RNT-\d{6}$/);
    expect(r).toMatchObject({
      status: 'pending',
      isOverdue: false,
      reservationId: reservation.id,
      reservationNumber: reservation.reservationNumber,
      customer: { id: b.customerId },
      vehicle: { id: b.vehicleId, make: 'Toyota', category: 'midsize' },
      pickupBranch: { id: b.branchId },
      quote: { dailyRate: 20000, days: 3, subtotal: 60000, taxRateBp: 1000, total: 66000 },
      totalAmount: 66000,
      additionalCharges: 0,
      totalCost: 66000,
      notes: 'Child seat fitted',
      legs: [],
      checkoutInspection: null,
      charges: null,
    });
    expect(r.originalReturnDate).toBe(r.returnDate);
    expect((await f.auditOf(r.id))[0]?.action).toBe('create');
    // the car's time is now the rental's, named by its number
    const clash = await f.call('POST', '/reservations', f.admin, {
      body: reservationBody(b, hour, 2 * hour),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toContainEqual({ path: 'rentalNumber', message: r.rentalNumber });
  });

  it('books a walk-in: a confirmed back-office reservation taken over at once', async () => {
    const b = await rentalParties(f);
    const res = await create(reservationBody(b, 0, 24 * hour, { discount: 1000 }));
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ status: 'pending', quote: { days: 1, discount: 1000 } });
    const reservation = await f.call('GET', `/reservations/${r.reservationId}`, f.admin);
    expect(reservation.json()).toMatchObject({
      status: 'confirmed',
      source: 'back_office',
      reservationNumber: r.reservationNumber,
    });
  });

  it('checks a walk-in like a reservation: the car must be free', async () => {
    const b = await rentalParties(f);
    const held = await book(f, b, 0, 10 * hour);
    const res = await create(reservationBody(b, 2 * hour, 4 * hour));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VEHICLE_NOT_AVAILABLE' });
    expect(res.json().details).toContainEqual({
      path: 'reservationNumber',
      message: held.reservationNumber,
    });
  });

  it('refuses a reservation that is not confirmed, or already rented', async () => {
    const b = await rentalParties(f);
    const pending = await book(f, b, 0, 5 * hour);
    const notConfirmed = await create({ reservationId: pending.id });
    expect(notConfirmed.statusCode).toBe(409);
    expect(notConfirmed.json().message).toBe('Only a confirmed reservation can become a rental');

    const confirmed = await confirmedReservation(f, b, 20 * hour, 25 * hour);
    expect((await create({ reservationId: confirmed.id })).statusCode).toBe(201);
    const again = await f.call('POST', '/rentals', f.admin, {
      body: { reservationId: confirmed.id },
      language: 'ar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('لهذا الحجز تأجير بالفعل');
  });

  it('answers 400 naming the missing walk-in fields, or another company’s reservation', async () => {
    const missing = await create({ customerId: (await createCustomer(f)).id });
    expect(missing.statusCode).toBe(400);
    const paths = missing.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.vehicleId', 'body.pickupDate']));
    const acme = await f.call('POST', '/rentals', f.acmeAdmin, {
      body: { reservationId: (await confirmedReservation(f, await rentalParties(f))).id },
    });
    expect(acme.statusCode).toBe(400);
    expect(acme.json().details).toContainEqual({
      path: 'body.reservationId',
      message: 'Please select a reservation of this company',
    });
  });
});

describe('reading rentals', () => {
  let first: Awaited<ReturnType<typeof pendingRental>>;
  let overdue: Awaited<ReturnType<typeof activeRental>>;
  beforeAll(async () => {
    first = await pendingRental(f);
    overdue = await activeRental(f);
    // an active rental whose return date passed two hours ago (beyond the 59-minute grace)
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(rentals)
        .set({ returnDate: new Date(Date.now() - 2 * hour) })
        .where(eq(rentals.id, overdue.id)),
    );
  });

  const list = async (query: string, as = f.admin) => {
    const res = await f.call('GET', `/rentals?limit=100&${query}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: string; isOverdue: boolean }[]; total: number };
  };

  it('gets one rental, and 404 from another company', async () => {
    const res = await f.call('GET', `/rentals/${first.id}`, f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rentalNumber).toBe(first.rentalNumber);
    expect((await f.call('GET', `/rentals/${first.id}`, f.acmeAdmin)).statusCode).toBe(404);
  });

  it('lists with search, filters and the derived overdue flag', async () => {
    const byNumber = await list(`search=${first.rentalNumber}`);
    expect(byNumber.data.map((r) => r.id)).toEqual([first.id]);
    const byReservation = await list(`search=${first.reservationNumber}`);
    expect(byReservation.data.map((r) => r.id)).toEqual([first.id]);
    const byPlate = await list(`search=${encodeURIComponent(first.vehicle.licensePlate)}`);
    expect(byPlate.data.map((r) => r.id)).toEqual([first.id]);
    const byName = await list(`search=${encodeURIComponent(first.customer.name)}`);
    expect(byName.data.map((r) => r.id)).toContain(first.id);

    // the demo company's seeded rentals may be overdue too
    const late = await list('overdue=true');
    expect(late.data.map((r) => r.id)).toContain(overdue.id);
    expect(late.data.map((r) => r.id)).not.toContain(first.id);
    expect(late.data.every((r) => r.isOverdue)).toBe(true);
    const lateToo = await list(`filter[overdue][equals]=true&search=${overdue.rentalNumber}`);
    expect(lateToo.data.map((r) => r.id)).toEqual([overdue.id]);
    const onTime = await list(`filter[overdue]=false&search=${overdue.rentalNumber}`);
    expect(onTime.data).toEqual([]);
    const pending = await list('filter[status]=pending');
    expect(pending.data.map((r) => r.id)).toContain(first.id);
    expect(pending.data.map((r) => r.id)).not.toContain(overdue.id);
    const sorted = await list('sort=rentalNumber:asc');
    const numbers = sorted.data.map((r) => (r as unknown as { rentalNumber: string }).rentalNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect((await f.call('GET', '/rentals?sort=colour', f.admin)).statusCode).toBe(400);
  });

  it('exports the list as CSV, Excel and PDF', async () => {
    for (const [format, type] of [
      ['csv', 'text/csv'],
      ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pdf', 'application/pdf'],
    ]) {
      const res = await f.call('GET', `/rentals/export?format=${format}&overdue=true`, f.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain(type);
    }
    const csv = await f.call('GET', '/rentals/export?format=csv&overdue=true', f.admin);
    expect(csv.body).toContain(overdue.rentalNumber);
    expect(csv.body).not.toContain(first.rentalNumber);
    expect((await f.call('GET', '/rentals/export?format=csv', f.staff)).statusCode).toBe(403);
  });

  it('finds rentals in the global search', async () => {
    const res = await f.call('GET', `/search?q=${first.rentalNumber}&category=rentals`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.id, category: 'rentals' })]),
    );
  });

  it('shows the activity of a rental to staff', async () => {
    const res = await f.call('GET', `/rentals/${overdue.id}/activity`, f.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const actions = res.json().data.map((a: { action: string }) => a.action);
    expect(actions).toEqual(['checkout', 'create']);
  });
});

describe('changing rentals', () => {
  it('changes notes and the return branch, refusing another company’s branch', async () => {
    const r = await pendingRental(f);
    const other = await rentalParties(f);
    const res = await f.call('PATCH', `/rentals/${r.id}`, f.staff, {
      body: { notes: 'Deliver to hotel', returnBranchId: other.branchId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Deliver to hotel',
      returnBranch: { id: other.branchId },
    });
    const foreign = await f.call('PATCH', `/rentals/${r.id}`, f.staff, {
      body: { returnBranchId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('cancels a pending rental with its reservation, freeing the car; not an active one', async () => {
    const b = await rentalParties(f);
    const r = await pendingRental(f, b, 300 * hour, 310 * hour);
    const res = await f.call('POST', `/rentals/${r.id}/cancel`, f.staff, {
      body: { reason: 'Flight cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Flight cancelled',
    });
    const reservation = await f.call('GET', `/reservations/${r.reservationId}`, f.admin);
    expect(reservation.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Flight cancelled',
    });
    await book(f, b, 300 * hour, 310 * hour);

    const active = await activeRental(f);
    const refused = await f.call('POST', `/rentals/${active.id}/cancel`, f.staff, {
      body: { reason: 'Too late' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A rental that is active cannot be cancelled');
    const noReason = await f.call('POST', `/rentals/${r.id}/cancel`, f.staff, { body: {} });
    expect(noReason.statusCode).toBe(400);
  });

  it('deletes only a cancelled rental', async () => {
    const r = await pendingRental(f);
    const refused = await f.call('DELETE', `/rentals/${r.id}`, f.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a cancelled rental can be deleted');
    await f.call('POST', `/rentals/${r.id}/cancel`, f.admin, { body: { reason: 'Duplicate' } });
    expect((await f.call('DELETE', `/rentals/${r.id}`, f.admin)).statusCode).toBe(204);
    expect((await f.call('GET', `/rentals/${r.id}`, f.admin)).statusCode).toBe(404);
  });

  it('lets a viewer change nothing, and another company reach nothing', async () => {
    const r = await pendingRental(f);
    const writes: [string, string, object?][] = [
      ['POST', '/rentals', { reservationId: r.reservationId }],
      ['PATCH', `/rentals/${r.id}`, { notes: 'x' }],
      ['DELETE', `/rentals/${r.id}`],
      ['POST', `/rentals/${r.id}/cancel`, { reason: 'x' }],
      ['POST', `/rentals/${r.id}/checkout`, checkoutBody()],
      ['POST', `/rentals/${r.id}/inspection-photos`, {}],
      ['GET', '/rentals/export?format=csv'],
    ];
    for (const [method, url, body] of writes) {
      const res = await f.call(method as 'POST', url, f.viewer, body ? { body } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of [
      ['PATCH', `/rentals/${r.id}`, { notes: 'x' }],
      ['POST', `/rentals/${r.id}/cancel`, { reason: 'x' }],
      ['GET', `/rentals/${r.id}/activity`],
    ] as const) {
      const res = await f.call(method, url, f.acmeAdmin, body ? { body } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('a customer account', () => {
  let customer: TestUser;
  let mine: Awaited<ReturnType<typeof pendingRental>>;
  let theirs: Awaited<ReturnType<typeof pendingRental>>;
  const as = (method: 'GET' | 'POST', url: string, body?: object) =>
    f.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(customer, f.demo),
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
    const own = await createCustomer(f, { status: 'active' });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, own.id)),
    );
    const b: Booking = { ...(await rentalParties(f)), customerId: own.id };
    mine = await pendingRental(f, b);
    theirs = await pendingRental(f);
  });

  it('reads only its own rentals and acts on none', async () => {
    const list = await as('GET', '/rentals?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect((await as('GET', `/rentals/${mine.id}`)).statusCode).toBe(200);
    expect((await as('GET', `/rentals/${theirs.id}`)).statusCode).toBe(404);
    expect((await as('POST', `/rentals/${mine.id}/cancel`, { reason: 'x' })).statusCode).toBe(403);
    expect((await as('GET', `/rentals/${mine.id}/activity`)).statusCode).toBe(403);
    expect((await as('POST', '/rentals', { reservationId: mine.reservationId })).statusCode).toBe(
      403,
    );
  });
});

describe('the no-show job', () => {
  it('leaves a reservation a rental took over to the rental', async () => {
    const r = await pendingRental(f, undefined, 0, 5 * hour);
    clock = base + 10 * hour;
    try {
      await f.t.app.jobs.runDueJobs();
    } finally {
      clock = Date.now();
    }
    const reservation = await f.call('GET', `/reservations/${r.reservationId}`, f.admin);
    expect(reservation.json().status).toBe('confirmed');
    expect((await f.call('GET', `/rentals/${r.id}`, f.admin)).json().status).toBe('pending');
  });
});
