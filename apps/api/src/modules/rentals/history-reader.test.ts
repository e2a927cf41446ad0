import { drivenRentalStatuses } from '@motorpool/domain/value-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../customers/test-support.ts';
import { book, bookingParties, type Booking, hour } from '../reservations/test-support.ts';
import { createFleet, createVehicle, type Fleet } from '../vehicles/test-support.ts';
import { storeRental } from './calendar-test-support.ts';
import { rentalHistory } from './history-reader.ts';

let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const ago = (hours: number) => new Date(Date.now() - hours * hour);

describe('rental history', () => {
  let first: Booking;
  let second: Booking;
  const totals: number[] = [];

  beforeAll(async () => {
    first = await bookingParties(f);
    const other = await createCustomer(f, { status: 'active' });
    const car = await createVehicle(f, first.branchId, { dailyRate: 30000 });
    second = { ...first, vehicleId: car.id, customerId: other.id };
    const done1 = await book(f, first, 0, 24 * hour);
    const done2 = await book(f, first, 48 * hour, 72 * hour);
    const running = await book(
      f,
      { ...first, customerId: second.customerId },
      96 * hour,
      120 * hour,
    );
    const waiting = await book(f, second, 0, 24 * hour);
    const dropped = await book(
      f,
      { ...second, customerId: first.customerId },
      48 * hour,
      60 * hour,
    );
    const completed1 = await storeRental(f, done1.id, {
      status: 'completed',
      out: { from: ago(10), to: ago(8) },
      additionalCharges: 5_000,
      rating: 4,
    });
    const completed2 = await storeRental(f, done2.id, {
      status: 'completed',
      out: { from: ago(6), to: ago(5) },
      rating: 2,
    });
    totals.push(completed1.totalAmount, completed2.totalAmount);
    await storeRental(f, running.id, { status: 'active', out: { from: ago(4), to: null } });
    await storeRental(f, waiting.id, { status: 'pending' });
    await storeRental(f, dropped.id, { status: 'cancelled' });
  }, 60_000);

  it("counts a vehicle's active and completed rentals, their revenue, rating and days out", async () => {
    const stats = await f.call('GET', `/vehicles/${first.vehicleId}/stats`, f.viewer);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      totalRentals: 3,
      totalRevenue: totals[0]! + 5_000 + totals[1]!,
      averageRating: 3,
      // 7 hours out in its first day in the fleet
      utilizationRate: 29.2,
    });
    const idle = await f.call('GET', `/vehicles/${second.vehicleId}/stats`, f.viewer);
    expect(idle.json()).toMatchObject({ totalRentals: 0, totalRevenue: 0, averageRating: null });
  });

  it("counts a branch's rentals and those out now", async () => {
    const stats = await f.call('GET', `/branches/${first.branchId}/stats`, f.viewer);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ totalRentals: 3, activeRentals: 1 });
  });

  // What they spent comes from their payments (payments/figures.test.ts), not what rentals billed.
  it("gives a customer their completed rentals and the staff's ratings", async () => {
    const regular = await f.call('GET', `/customers/${first.customerId}`, f.admin);
    expect(regular.json()).toMatchObject({
      totalRentals: 2,
      totalSpent: 0,
      averageRating: 3,
      loyaltyPoints: 0,
    });
    const renting = await f.call('GET', `/customers/${second.customerId}`, f.admin);
    expect(renting.json()).toMatchObject({ totalRentals: 0, totalSpent: 0, averageRating: null });
  });

  it("lists a vehicle's and a customer's rentals for their details pages", async () => {
    const list = async (field: string, value: string) => {
      const query = new URLSearchParams({
        [`filter[${field}][equals]`]: value,
        sort: 'pickupDate:desc',
      });
      const res = await f.call('GET', `/rentals?${query}`, f.viewer);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { status: string }[]).map((r) => r.status);
    };
    expect(await list('vehicleId', first.vehicleId)).toEqual(['active', 'completed', 'completed']);
    expect((await list('customerId', first.customerId)).sort()).toEqual([
      'cancelled',
      'completed',
      'completed',
    ]);
  });

  it('keeps a vehicle any rental names, whatever its status', async () => {
    const fresh = await createVehicle(f, first.branchId);
    const named = await f.t.database.withTenant(f.demo, async (tx) => [
      await rentalHistory.anyForVehicle(tx, second.vehicleId),
      await rentalHistory.anyForVehicle(tx, fresh.id),
    ]);
    expect(named).toEqual([true, false]);
    const erased = await f.call('DELETE', `/vehicles/${fresh.id}`, f.admin);
    expect(erased.json()).toEqual({ outcome: 'deleted' });
  });

  it("reads nothing of another company's rentals", async () => {
    const figures = await f.t.database.withTenant(f.acme, (tx) =>
      rentalHistory.ofVehicle(tx, first.vehicleId),
    );
    expect(figures.totalRentals).toBe(0);
  });
});

describe("a vehicle page's figures", () => {
  it('counts the rentals its history lists and measures utilisation over its days in service', async () => {
    // entered today, with 80 days out over the 100 days since it first left
    const parties = await bookingParties(f);
    const car = await createVehicle(f, parties.branchId);
    const party = { ...parties, vehicleId: car.id };
    const old = await book(f, party, 0, 24 * hour);
    const later = await book(f, party, 48 * hour, 72 * hour);
    const gone = await book(f, party, 96 * hour, 120 * hour);
    await storeRental(f, old.id, {
      status: 'completed',
      out: { from: ago(100 * 24), to: ago(20 * 24) },
    });
    await storeRental(f, later.id, { status: 'pending' });
    await storeRental(f, gone.id, { status: 'cancelled' });
    const stats = (await f.call('GET', `/vehicles/${car.id}/stats`, f.viewer)).json();
    expect(stats).toMatchObject({ totalRentals: 1, utilizationRate: 80 });
    const history = new URLSearchParams({
      'filter[vehicleId][equals]': car.id,
      'filter[status][in]': drivenRentalStatuses.join(','),
    });
    const listed = await f.call('GET', `/rentals?${history}`, f.viewer);
    expect(listed.json().data).toHaveLength(stats.totalRentals);
  });
});
