import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/databases.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { iso, hour, workOrderBody, workshopVehicle } from './test-support.ts';

// PGlite runs one statement at a time, so only PostgreSQL can race: the holds table's exclusion
// constraint, not a read before the write, keeps two periods of one vehicle from overlapping.
describe.runIf(testEngine() === 'postgres')('simultaneous scheduling of one vehicle', () => {
  let f: Fleet;
  beforeAll(async () => {
    f = await createFleet();
  }, 120_000);
  afterAll(async () => f.t.close());

  it('lets exactly one of 10 orders over the same period through; the others get 409', async () => {
    const { vehicleId } = await workshopVehicle(f);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        f.call('POST', '/maintenance', f.admin, {
          body: workOrderBody(vehicleId, {
            scheduledDate: iso(i * 0.1 * hour),
            dueDate: iso(8 * hour),
          }),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('VEHICLE_NOT_AVAILABLE');
    }
    const list = await f.call(
      'GET',
      `/maintenance?filter[vehicleId][equals]=${vehicleId}`,
      f.admin,
    );
    expect(list.json().total).toBe(1);
  });
});
