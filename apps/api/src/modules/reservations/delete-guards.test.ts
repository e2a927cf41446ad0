import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import { createBranch, createFleet, type Fleet } from '../vehicles/test-support.ts';
import { book, type Booking, bookingParties, hour } from './test-support.ts';

// A customer, vehicle or branch that a reservation names is never erased from under it:
// reservations keep their parties whatever their status.

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const cancel = (id: string) =>
  f.call('POST', `/reservations/${id}/cancel`, f.admin, { body: { reason: 'Plans changed' } });

describe('deleting a vehicle', () => {
  it('retires a vehicle that a reservation books, even a cancelled one', async () => {
    const b = await bookingParties(f);
    const r = await book(f, b, 10 * hour, 12 * hour);
    expect((await cancel(r.id)).statusCode).toBe(200);
    const res = await f.call('DELETE', `/vehicles/${b.vehicleId}`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'retired' });
    const vehicle = await f.call('GET', `/vehicles/${b.vehicleId}`, f.admin);
    expect(vehicle.json().status).toBe('retired');
    const reservation = await f.call('GET', `/reservations/${r.id}`, f.admin);
    expect(reservation.json().vehicle).toMatchObject({ id: b.vehicleId });
    expect((await f.auditOf(b.vehicleId))[0]?.action).toBe('retire');
  });

  it('still erases a vehicle that no reservation names', async () => {
    const b = await bookingParties(f);
    const res = await f.call('DELETE', `/vehicles/${b.vehicleId}`, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect((await f.call('GET', `/vehicles/${b.vehicleId}`, f.admin)).statusCode).toBe(404);
  });
});

describe('deleting a branch', () => {
  let b: Booking;
  let pickup: string;
  let dropOff: string;
  beforeAll(async () => {
    // the vehicle lives elsewhere, so neither branch holds a vehicle
    b = await bookingParties(f);
    pickup = (await createBranch(f)).id;
    dropOff = (await createBranch(f)).id;
    const r = await book(f, b, 20 * hour, 22 * hour, {
      pickupBranchId: pickup,
      returnBranchId: dropOff,
    });
    expect((await cancel(r.id)).statusCode).toBe(200);
  });

  it('refuses a branch a reservation is picked up or returned at with 409, in English and Arabic', async () => {
    for (const id of [pickup, dropOff]) {
      for (const language of ['en', 'ar'] as const) {
        const res = await f.call('DELETE', `/branches/${id}`, f.admin, {
          ...(language === 'ar' ? { language } : {}),
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(formatMessage('branch.hasReservations', language));
      }
      expect((await f.call('GET', `/branches/${id}`, f.admin)).statusCode).toBe(200);
    }
  });

  it('still deletes a branch no reservation names', async () => {
    const unused = await createBranch(f);
    expect((await f.call('DELETE', `/branches/${unused.id}`, f.admin)).statusCode).toBe(204);
  });
});

describe('deleting a customer', () => {
  it('refuses a customer with a reservation, even a cancelled one, with 409', async () => {
    const b = await bookingParties(f);
    const r = await book(f, b, 30 * hour, 32 * hour);
    expect((await cancel(r.id)).statusCode).toBe(200);
    for (const language of ['en', 'ar'] as const) {
      const res = await f.call('DELETE', `/customers/${b.customerId}`, f.admin, {
        ...(language === 'ar' ? { language } : {}),
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(formatMessage('customer.hasHistory', language));
    }
    expect((await f.call('GET', `/customers/${b.customerId}`, f.admin)).statusCode).toBe(200);
  });

  it('still deletes a customer without reservations', async () => {
    const customer = await createCustomer(f, { status: 'active' });
    expect((await f.call('DELETE', `/customers/${customer.id}`, f.admin)).statusCode).toBe(204);
  });
});
