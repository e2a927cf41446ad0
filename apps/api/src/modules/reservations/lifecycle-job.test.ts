import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';
import { createCustomer } from '../customers/test-support.ts';
import type { Fleet } from '../vehicles/test-support.ts';
import { createFleet } from '../vehicles/test-support.ts';
import { base, book, bookingParties, hour, iso, reservationBody } from './test-support.ts';

// The no-show job with the runner's own clock, and the customer area's own
// reservations, on one app.
let clock = Date.now();
let f: Fleet;
beforeAll(async () => {
  f = await createFleet({ jobs: { now: () => new Date(clock) } });
});
afterAll(async () => f.t.close());

describe('the no-show job', () => {
  it('marks a confirmed reservation past pickup and grace a no-show, cancels a pending one', async () => {
    const p = await bookingParties(f);
    const confirmed = await book(f, p, 0, 5 * hour);
    await f.call('POST', `/reservations/${confirmed.id}/confirm`, f.admin, { body: {} });
    const other = await bookingParties(f);
    const pending = await book(f, other, 0, 5 * hour);
    const later = await book(f, other, 30 * hour, 31 * hour);

    // pickup + 120 minutes of grace not yet passed
    clock = base + 119 * 60_000;
    await f.t.app.jobs.runDueJobs();
    const status = async (id: string) =>
      (await f.call('GET', `/reservations/${id}`, f.admin)).json() as {
        status: string;
        cancellationReason: string | null;
      };
    expect((await status(confirmed.id)).status).toBe('confirmed');

    clock = base + 121 * 60_000;
    await f.t.app.jobs.runDueJobs();
    expect((await status(confirmed.id)).status).toBe('no_show');
    expect(await status(pending.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Not confirmed before pickup',
    });
    expect((await status(later.id)).status).toBe('pending');
    // the vehicles' time is free again
    await book(f, p, hour, 2 * hour);
    const actions = (await f.auditOf(confirmed.id)).map((a) => a.action);
    expect(actions[0]).toBe('no_show');
  });
});

describe('a customer account', () => {
  let customer: TestUser;
  let own: { id: string };
  let parties: Awaited<ReturnType<typeof bookingParties>>;
  const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    f.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(customer, f.demo),
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    const demo = await tenantId(f.t.database, 'demo');
    customer = await createTestUser(f.t.database, demo, { roles: ['customer'] });
    own = await createCustomer(f, { status: 'active' });
    await f.t.database.withTenant(demo, (tx) =>
      tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, own.id)),
    );
    parties = await bookingParties(f);
  });

  it('books for its own record only, from the customer area, without staff fields', async () => {
    const someoneElse = await createCustomer(f, { status: 'active' });
    const res = await as(
      'POST',
      '/reservations',
      reservationBody({ ...parties, customerId: someoneElse.id }, 50 * hour, 51 * hour, {
        internalNotes: 'VIP',
        discount: 5000,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      customer: { id: own.id },
      source: 'customer_area',
      internalNotes: null,
      quote: { discount: 0 },
    });
  });

  it('sees and cancels only its own reservations, changes only dates, and may not export', async () => {
    const mine = (
      await as('POST', '/reservations', reservationBody(parties, 60 * hour, 61 * hour))
    ).json() as { id: string };
    const theirs = await book(f, parties, 70 * hour, 71 * hour, { internalNotes: 'Staff only' });
    const list = await as('GET', '/reservations');
    const ids = list.json().data.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await as('GET', `/reservations/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await as('POST', `/reservations/${theirs.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const cancelled = await as('POST', `/reservations/${mine.id}/cancel`, { reason: 'Plans' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // a customer changes only the dates of their own booking
    expect((await as('PATCH', `/reservations/${mine.id}`, { notes: 'x' })).statusCode).toBe(400);
    expect((await as('POST', `/reservations/${mine.id}/confirm`, {})).statusCode).toBe(403);
    expect((await as('DELETE', `/reservations/${mine.id}`)).statusCode).toBe(403);
    expect((await as('GET', '/reservations/export?format=csv')).statusCode).toBe(403);
    expect((await as('GET', `/reservations/${mine.id}/activity`)).statusCode).toBe(403);
  });

  it('searches availability without seeing plates', async () => {
    const res = await as(
      'GET',
      `/vehicles/availability?pickupDate=${iso(80 * hour)}&returnDate=${iso(81 * hour)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    for (const item of res.json().data) expect(item.vehicle.licensePlate).toBe('');
  });
});
