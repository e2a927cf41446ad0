import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import {
  book,
  bookingParties,
  type Booking,
  reservationBody,
} from '../modules/reservations/test-support.ts';
import { confirmedReservation, vehicleDocuments } from '../modules/rentals/test-support.ts';
import { paymentBody } from '../modules/payments/test-support.ts';
import { createWorkOrder, iso, workOrderBody } from '../modules/maintenance/test-support.ts';
import { createFleet, createVehicle, type Fleet } from '../modules/vehicles/test-support.ts';
import { createTestUser, type TestUser } from './identity.ts';

// A manager kept to one branch works on that branch's bookings and rentals only; another
// branch's records answer as if they did not exist, and new ones for it are refused.
const hour = 3_600_000;
let f: Fleet;
let mine: Booking;
let theirs: Booking;
let manager: TestUser;
let unbound: TestUser;

type Listed = { id: string; pickupBranch: { id: string }; returnBranch: { id: string } };

beforeAll(async () => {
  f = await createFleet();
  [mine, theirs] = [await bookingParties(f), await bookingParties(f)];
  for (const b of [mine, theirs]) await vehicleDocuments(f, b.vehicleId);
  manager = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  unbound = await createTestUser(f.t.database, f.demo, { roles: ['manager'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(users).set({ branchId: mine.branchId }).where(eq(users.id, manager.userId)),
  );
});

afterAll(async () => f?.t.close());

async function listed(url: string, as: TestUser): Promise<Listed[]> {
  const res = await f.call('GET', `${url}?limit=100`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed[];
}

describe('branch scope of staff kept to a branch', () => {
  it('keeps reservations to their branch: listed, read, changed, cancelled and booked', async () => {
    const own = await book(f, mine, 10 * hour, 58 * hour);
    const other = await book(f, theirs, 10 * hour, 58 * hour);

    const rows = await listed('/reservations', manager);
    expect(rows.map((r) => r.id)).toContain(own.id);
    expect(rows.map((r) => r.id)).not.toContain(other.id);
    for (const r of rows) expect([r.pickupBranch.id, r.returnBranch.id]).toContain(mine.branchId);
    const all = (await listed('/reservations', unbound)).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([own.id, other.id]));

    const url = `/reservations/${other.id}`;
    expect((await f.call('GET', url, manager)).statusCode).toBe(404);
    expect((await f.call('PATCH', url, manager, { body: { notes: 'x' } })).statusCode).toBe(404);
    const cancel = { body: { reason: 'Customer changed plans' } };
    expect((await f.call('POST', `${url}/cancel`, manager, cancel)).statusCode).toBe(404);
    expect((await f.call('POST', `${url}/confirm`, manager, { body: {} })).statusCode).toBe(404);

    const refused = await f.call('POST', '/reservations', manager, {
      body: reservationBody(theirs, 100 * hour, 148 * hour),
      language: 'ar',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(formatMessage('branch.otherBranch', 'ar'));
    const moved = await f.call('PATCH', `/reservations/${own.id}`, manager, {
      body: { returnBranchId: theirs.branchId, pickupBranchId: theirs.branchId },
    });
    expect(moved.statusCode).toBe(403);

    expect((await f.call('GET', `/reservations/${own.id}`, manager)).statusCode).toBe(200);
    const booked = await f.call('POST', '/reservations', manager, {
      body: reservationBody(mine, 100 * hour, 148 * hour),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelled = await f.call('POST', `/reservations/${own.id}/cancel`, manager, cancel);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await f.call('GET', url, unbound)).statusCode).toBe(200);
  });

  it('keeps rentals to their branch: listed, read, changed and taken over', async () => {
    const ownBooking = await confirmedReservation(f, mine, 200 * hour, 248 * hour);
    const otherBooking = await confirmedReservation(f, theirs, 200 * hour, 248 * hour);
    const refused = await f.call('POST', '/rentals', manager, {
      body: { reservationId: otherBooking.id },
    });
    expect(refused.statusCode).toBe(403);
    const walkIn = await f.call('POST', '/rentals', manager, {
      body: reservationBody(theirs, 300 * hour, 348 * hour),
    });
    expect(walkIn.statusCode).toBe(403);

    const own = await f.call('POST', '/rentals', manager, {
      body: { reservationId: ownBooking.id },
    });
    expect(own.statusCode, own.body).toBe(201);
    const other = await f.call('POST', '/rentals', f.admin, {
      body: { reservationId: otherBooking.id },
    });
    expect(other.statusCode, other.body).toBe(201);
    const [ownId, otherId] = [own.json().id as string, other.json().id as string];

    const rows = await listed('/rentals', manager);
    expect(rows.map((r) => r.id)).toContain(ownId);
    expect(rows.map((r) => r.id)).not.toContain(otherId);
    const all = (await listed('/rentals', unbound)).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([ownId, otherId]));

    expect((await f.call('GET', `/rentals/${otherId}`, manager)).statusCode).toBe(404);
    const note = { body: { notes: 'x' } };
    expect((await f.call('PATCH', `/rentals/${otherId}`, manager, note)).statusCode).toBe(404);
    expect((await f.call('GET', `/rentals/${ownId}`, manager)).statusCode).toBe(200);
    const changed = await f.call('PATCH', `/rentals/${ownId}`, manager, note);
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("keeps payments to their branch, and the company's own to everyone", async () => {
    const ownBooking = await book(f, mine, 400 * hour, 448 * hour);
    const otherBooking = await book(f, theirs, 400 * hour, 448 * hour);
    const pay = async (b: Booking, reservationId?: string) => {
      const res = await f.call('POST', '/payments', f.admin, {
        body: paymentBody(b.customerId, reservationId ? { reservationId } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const own = await pay(mine, ownBooking.id);
    const other = await pay(theirs, otherBooking.id);
    const company = await pay(theirs);

    const rows = (await listed('/payments', manager)).map((r) => r.id);
    expect(rows).toEqual(expect.arrayContaining([own, company]));
    expect(rows).not.toContain(other);
    const all = (await listed('/payments', unbound)).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([own, other, company]));

    expect((await f.call('GET', `/payments/${other}`, manager)).statusCode).toBe(404);
    const process = { body: {} };
    const url = `/payments/${other}/process`;
    expect((await f.call('POST', url, manager, process)).statusCode).toBe(404);
    const refused = await f.call('POST', '/payments', manager, {
      body: paymentBody(theirs.customerId, { reservationId: otherBooking.id }),
    });
    expect(refused.statusCode).toBe(403);
    expect((await f.call('GET', `/payments/${company}`, manager)).statusCode).toBe(200);
    const processed = await f.call('POST', `/payments/${own}/process`, manager, process);
    expect(processed.statusCode, processed.body).toBe(200);
  });

  it("keeps work orders to their vehicle's branch", async () => {
    const ownCar = await createVehicle(f, mine.branchId);
    const otherCar = await createVehicle(f, theirs.branchId);
    const own = await createWorkOrder(f, ownCar.id);
    const other = await createWorkOrder(f, otherCar.id);

    const rows = (await listed('/maintenance', manager)).map((r) => r.id);
    expect(rows).toContain(own.id);
    expect(rows).not.toContain(other.id);
    const all = (await listed('/maintenance', unbound)).map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([own.id, other.id]));

    const url = `/maintenance/${other.id}`;
    expect((await f.call('GET', url, manager)).statusCode).toBe(404);
    const change = { body: { description: 'Brakes' } };
    expect((await f.call('PATCH', url, manager, change)).statusCode).toBe(404);
    expect((await f.call('POST', `${url}/cancel`, manager, { body: {} })).statusCode).toBe(404);
    const refused = await f.call('POST', '/maintenance', manager, {
      body: workOrderBody(otherCar.id),
    });
    expect(refused.statusCode).toBe(403);

    const changed = await f.call('PATCH', `/maintenance/${own.id}`, manager, change);
    expect(changed.statusCode, changed.body).toBe(200);
    const created = await f.call('POST', '/maintenance', manager, {
      body: workOrderBody(ownCar.id, { scheduledDate: iso(10 * hour) }),
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
