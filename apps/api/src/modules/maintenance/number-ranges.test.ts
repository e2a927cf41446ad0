import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParties } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';

// A number past its declared range is a 400 on its field in the caller's language, never the
// database's "out of range for type integer".
let f: Fleet;
beforeAll(async () => {
  f = await createFleet();
});
afterAll(async () => f.t.close());

const report = (vehicleId: string, mileage: number) => ({
  vehicleId,
  issue: 'Grinding noise when braking',
  severity: 'major',
  mileage,
});

describe('an odometer past any car', () => {
  it('answers 400 on body.mileage, in Arabic too, and files nothing', async () => {
    const { vehicleId } = await bookingParties(f);
    for (const [mileage, language] of [
      [99_999_999_999, undefined],
      [2 ** 31, 'ar'],
      [10_000_001, undefined],
    ] as const) {
      const res = await f.call('POST', '/maintenance/driver-reports', f.staff, {
        body: report(vehicleId, mileage),
        ...(language ? { language } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      const [field] = (res.json() as { details: { path: string; message: string }[] }).details;
      expect(field?.path).toBe('body.mileage');
      if (language) expect(field?.message).toMatch(/[\u0600-\u06FF]/);
    }
    const list = await f.call('GET', `/maintenance?filter[vehicleId]=${vehicleId}`, f.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { data: unknown[] }).data).toEqual([]);
  });
});
