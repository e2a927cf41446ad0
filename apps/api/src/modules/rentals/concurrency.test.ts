import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/databases.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { day, hour, rentalOut } from './return-test-support.ts';
import { rentalParties } from './test-support.ts';

// PGlite runs one statement at a time, so only PostgreSQL can race: the rental's
// row lock and the holds' exclusion constraint, not a check before the write, decide who wins.
describe.runIf(testEngine() === 'postgres')('simultaneous extensions of one car', () => {
  let f: Fleet;
  beforeAll(async () => {
    f = await createFleet();
  });
  afterAll(async () => f.t.close());

  it('lets exactly one of 20 extensions of two rentals into one slot win, never 500', async () => {
    const parties = await rentalParties(f);
    // one car: the first rental, then the second right after it
    const first = await rentalOut(f, { from: -day, to: day }, { parties });
    const second = await rentalOut(f, { from: day + 2 * hour, to: 2 * day }, { parties });
    const slotEnd = new Date(first.returnDate.getTime() + 3 * day).toISOString();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        f.call('POST', `/rentals/${(i % 2 === 0 ? first : second).id}/extend`, f.admin, {
          body: { newReturnDate: slotEnd, reason: `Request ${i}` },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // anything else is shown with its body, so a failure says what the server answered
    const unexpected = responses.filter((r) => ![200, 400, 409].includes(r.statusCode));
    expect(unexpected.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const winner = responses.find((r) => r.statusCode === 200)?.json();
    expect(winner).toMatchObject({ id: second.id, returnDate: slotEnd, extensions: [{}] });
    // the first rental ran into the second's hold each time, and names it
    for (const r of responses.filter((_, i) => i % 2 === 0)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().details).toContainEqual({
        path: 'rentalNumber',
        message: second.rentalNumber,
      });
    }
  });
});
