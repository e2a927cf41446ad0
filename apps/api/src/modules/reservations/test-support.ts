// Helpers for the reservations tests: not part of the server.
import { expect } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import { createBranch, createVehicle, type Fleet } from '../vehicles/test-support.ts';

export const hour = 3_600_000;
/** A Monday at 10:00 UTC (13:00 in Riyadh, the demo company's zone), years ahead. */
export const base = Date.parse('2030-06-03T10:00:00.000Z');
export const iso = (offsetMs: number) => new Date(base + offsetMs).toISOString();

export type Booking = { branchId: string; vehicleId: string; customerId: string };

export async function bookingParties(f: Fleet, branchOverrides: object = {}): Promise<Booking> {
  const branch = await createBranch(f, branchOverrides);
  const vehicle = await createVehicle(f, branch.id, { dailyRate: 20000 });
  const customer = await createCustomer(f, { status: 'active' });
  return { branchId: branch.id, vehicleId: vehicle.id, customerId: customer.id };
}

export const reservationBody = (b: Booking, from: number, to: number, overrides: object = {}) => ({
  customerId: b.customerId,
  vehicleId: b.vehicleId,
  pickupBranchId: b.branchId,
  returnBranchId: b.branchId,
  pickupDate: iso(from),
  returnDate: iso(to),
  ...overrides,
});

export async function book(f: Fleet, b: Booking, from: number, to: number, overrides: object = {}) {
  const res = await f.call('POST', '/reservations', f.admin, {
    body: reservationBody(b, from, to, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; reservationNumber: string; status: string };
}
