import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/databases.ts';
import { createVehicle, createFleet, type Fleet } from '../vehicles/test-support.ts';
import { book, bookingParties, hour, iso, reservationBody } from './test-support.ts';

// PGlite runs one statement at a time, so only PostgreSQL can race: the exclusion
// constraint, not a check before the write, decides who wins.
describe.runIf(testEngine() === 'postgres')('simultaneous bookings of one vehicle', () => {
  let f: Fleet;
  beforeAll(async () => {
    f = await createFleet();
  });
  afterAll(async () => f.t.close());

  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort();

  it('lets exactly one of 50 overlapping creates win; the others get 409, never 500', async () => {
    const b = await bookingParties(f);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        f.call('POST', '/reservations', f.admin, {
          body: reservationBody(b, (10 + (i % 5)) * hour, (20 + (i % 7)) * hour),
        }),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('VEHICLE_NOT_AVAILABLE');
    }
  });

  it('lets exactly one of 50 edits moving different reservations onto one slot win', async () => {
    const b = await bookingParties(f);
    const target = await createVehicle(f, b.branchId);
    const own = [];
    for (let i = 0; i < 50; i += 1)
      own.push(await book(f, b, (100 + 2 * i) * hour, (101 + 2 * i) * hour));
    const responses = await Promise.all(
      own.map((r) =>
        f.call('PATCH', `/reservations/${r.id}`, f.admin, {
          body: { vehicleId: target.id, pickupDate: iso(300 * hour), returnDate: iso(305 * hour) },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array<number>(49).fill(409)]);
  });
});
