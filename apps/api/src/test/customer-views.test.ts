import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, rentals } from '../db/schema/index.ts';
import { card, paymentBody } from '../modules/payments/test-support.ts';
import { book, type Booking, hour } from '../modules/reservations/test-support.ts';
import { pendingRental, rentalParties } from '../modules/rentals/test-support.ts';
import { createFleet, type Fleet, type Method } from '../modules/vehicles/test-support.ts';
import { createTestUser, type TestUser } from './identity.ts';

// A customer reads their own records and the branches without what the staff keep to
// themselves; the staff still read every field.

let f: Fleet;
let b: Booking;
let customer: TestUser;

const as = (user: TestUser, method: Method, url: string, body?: object) =>
  f.call(method, url, user, body ? { body } : {});

async function read(user: TestUser, url: string) {
  const res = await as(user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { data: Record<string, unknown>[] };
}

const expectNone = (view: object, fields: string[]) => {
  for (const field of fields) expect(view, field).not.toHaveProperty(field);
};

beforeAll(async () => {
  f = await createFleet();
  b = await rentalParties(f);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx.update(customers).set({ userId: customer.userId }).where(eq(customers.id, b.customerId)),
  );
  const settings = await as(f.admin, 'PATCH', '/tenants/current/settings', {
    payments: { customerPaymentOptions: 'both' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => {
  await f.t.close();
});

describe('a branch', () => {
  const staffOnly = ['code', 'managerId', 'managerName', 'vehicleCount'];

  beforeAll(async () => {
    const res = await as(f.admin, 'PATCH', `/branches/${b.branchId}`, {
      managerId: f.admin.userId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reaches a customer without its code, manager and fleet size, and the staff whole', async () => {
    const one = await read(customer, `/branches/${b.branchId}`);
    expect(one.id).toBe(b.branchId);
    expect(one.name).toEqual(expect.any(String));
    expectNone(one, staffOnly);
    const list = await read(customer, '/branches?limit=100');
    expect(list.data.map((row) => row.id)).toContain(b.branchId);
    for (const row of list.data) expectNone(row, staffOnly);

    const whole = await read(f.admin, `/branches/${b.branchId}`);
    expect(whole).toMatchObject({ managerId: f.admin.userId, vehicleCount: 1 });
    expect(whole.code).toEqual(expect.any(String));
    expect(whole.managerName).toEqual(expect.any(String));
    const staffList = await read(f.admin, '/branches?limit=100');
    const row = staffList.data.find((r) => r.id === b.branchId);
    expect(row).toMatchObject({ managerId: f.admin.userId, vehicleCount: 1 });
  });
});

describe("a customer's own payment", () => {
  const staffOnly = ['notes', 'processingFees', 'processedBy'];
  let staffPaymentId: string;

  beforeAll(async () => {
    const created = await as(f.admin, 'POST', '/payments', {
      ...paymentBody(b.customerId),
      processingFees: 150,
      notes: 'Paid at the counter, asked for a discount next time',
    });
    expect(created.statusCode, created.body).toBe(201);
    staffPaymentId = created.json().id;
    const done = await as(f.admin, 'POST', `/payments/${staffPaymentId}/process`, {});
    expect(done.statusCode, done.body).toBe(200);
  });

  it('reaches the customer without staff notes, processing fees and processor, the staff whole', async () => {
    const one = await read(customer, `/payments/${staffPaymentId}`);
    expect(one).toMatchObject({ id: staffPaymentId, status: 'completed', amount: 50000 });
    expectNone(one, staffOnly);
    const list = await read(customer, '/payments');
    expect(list.data.map((row) => row.id)).toContain(staffPaymentId);
    for (const row of list.data) expectNone(row, staffOnly);

    expect(await read(f.admin, `/payments/${staffPaymentId}`)).toMatchObject({
      processingFees: 150,
      notes: 'Paid at the counter, asked for a discount next time',
      processedBy: f.admin.userId,
    });
    const staffList = await read(f.admin, `/payments?filter[customerId][equals]=${b.customerId}`);
    const row = staffList.data.find((r) => r.id === staffPaymentId);
    expect(row).toMatchObject({ processingFees: 150, processedBy: f.admin.userId });
  });

  it('answers the customer paying a booking without them, first and replayed', async () => {
    const reservation = await book(f, b, 200 * hour, 248 * hour);
    const headers = { 'idempotency-key': `views-${reservation.id}` };
    const body = {
      amount: 10000,
      paymentMethod: 'credit_card',
      type: 'reservation',
      customerId: b.customerId,
      reservationId: reservation.id,
    };
    for (let i = 0; i < 2; i++) {
      const created = await f.call('POST', '/payments', customer, { body, headers });
      expect(created.statusCode, created.body).toBe(201);
      expectNone(created.json(), staffOnly);
    }
    const id = (await f.call('POST', '/payments', customer, { body, headers })).json().id;
    const paid = await as(customer, 'POST', `/payments/${id}/process`, { card: card() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('completed');
    expectNone(paid.json(), staffOnly);
    const staffRead = await read(f.admin, `/payments/${id}`);
    expect(staffRead).toMatchObject({ processingFees: 0, processedBy: customer.userId });
  });
});

describe("a customer's own rental", () => {
  const staffOnly = ['notes', 'rating', 'ratingComment'];
  let rentalId: string;

  beforeAll(async () => {
    rentalId = (await pendingRental(f, b)).id;
    const res = await as(f.admin, 'PATCH', `/rentals/${rentalId}`, {
      notes: 'Customer argued about the fuel policy',
    });
    expect(res.statusCode, res.body).toBe(200);
    // the staff's rating is given at check-in; the view reads it from the record
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(rentals)
        .set({ rating: 2, ratingComment: 'Returned late and dirty' })
        .where(eq(rentals.id, rentalId)),
    );
  });

  it('reaches the customer without staff notes and their rating, and the staff whole', async () => {
    const one = await read(customer, `/rentals/${rentalId}`);
    expect(one).toMatchObject({ id: rentalId, status: 'pending' });
    expectNone(one, staffOnly);
    const list = await read(customer, '/rentals');
    expect(list.data.map((row) => row.id)).toContain(rentalId);
    for (const row of list.data) expectNone(row, staffOnly);

    const whole = {
      notes: 'Customer argued about the fuel policy',
      rating: 2,
      ratingComment: 'Returned late and dirty',
    };
    expect(await read(f.admin, `/rentals/${rentalId}`)).toMatchObject(whole);
    const staffList = await read(f.admin, `/rentals?filter[customerId][equals]=${b.customerId}`);
    expect(staffList.data.find((r) => r.id === rentalId)).toMatchObject(whole);
  });
});

describe('the API document', () => {
  it('shows the staff and the customer view of each answer', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const answer = (path: string) => JSON.stringify(doc.paths[path].get.responses['200']);
    expect(answer('/api/v1/branches/{id}')).toContain('CustomerBranch');
    expect(answer('/api/v1/branches')).toContain('CustomerBranch');
    expect(answer('/api/v1/rentals/{id}')).toContain('CustomerRental');
    expect(answer('/api/v1/rentals')).toContain('CustomerRentalListItem');
    expect(answer('/api/v1/payments/{id}')).toContain('CustomerPayment');
    expect(answer('/api/v1/payments')).toContain('CustomerPaymentListItem');
  });
});
