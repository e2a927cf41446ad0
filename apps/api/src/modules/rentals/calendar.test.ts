import { formatMessage } from '@motorpool/domain/validation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { createCustomer } from '../customers/test-support.ts';
import { book, bookingParties, type Booking, hour, iso } from '../reservations/test-support.ts';
import { createBranch, createFleet, createVehicle, type Fleet } from '../vehicles/test-support.ts';
import { storeRental } from './calendar-test-support.ts';

let f: Fleet;
let customer: TestUser;
beforeAll(async () => {
  f = await createFleet();
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

type Event = { id: string; kind: string; number: string; status: string; [key: string]: unknown };
const day = 24 * hour;

describe('rentals calendar', () => {
  let here: Booking;
  let there: Booking;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    here = await bookingParties(f);
    const branch = await createBranch(f);
    const suv = await createVehicle(f, branch.id, { category: 'suv', licensePlate: 'CAL 4242' });
    const person = await createCustomer(f, { status: 'active', firstName: 'Noura' });
    there = { branchId: branch.id, vehicleId: suv.id, customerId: person.id };
    ids.waiting = (await book(f, here, 0, day)).id;
    const out = await book(f, here, 2 * day, 3 * day);
    const back = await book(f, here, 4 * day, 5 * day);
    const dropped = await book(f, here, 5.5 * day, 6 * day);
    ids.elsewhere = (await book(f, there, 0, day)).id;
    ids.out = (
      await storeRental(f, out.id, {
        status: 'active',
        out: { from: new Date(Date.parse(iso(2 * day))), to: null },
      })
    ).id;
    ids.back = (await storeRental(f, back.id, { status: 'completed' })).id;
    const cancel = await f.call('POST', `/reservations/${dropped.id}/cancel`, f.admin, {
      body: { reason: 'Trip postponed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    ids.dropped = dropped.id;
  }, 60_000);

  const read = async (query: Record<string, string>, as = f.admin) => {
    const res = await f.call('GET', `/rentals/calendar?${new URLSearchParams(query)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Event[] }).data;
  };
  const week = { from: iso(-day), to: iso(7 * day) };

  it('lists reservations not yet rented beside rentals, with their car and customer', async () => {
    const events = await read(week);
    const byId = (a: unknown[], b: unknown[]) => String(a[1]).localeCompare(String(b[1]));
    expect(events.map((e) => [e.kind, e.id, e.status]).sort(byId)).toEqual(
      [
        ['reservation', ids.elsewhere, 'pending'],
        ['reservation', ids.waiting, 'pending'],
        ['rental', ids.out, 'active'],
        ['rental', ids.back, 'completed'],
      ].sort(byId),
    );
    const starts = events.map((e) => e.start as string);
    expect(starts).toEqual([...starts].sort());
    const suv = events.find((e) => e.id === ids.elsewhere)!;
    expect(suv).toMatchObject({
      licensePlate: 'CAL 4242',
      vehicleName: 'Toyota Camry',
      category: 'suv',
      branchId: there.branchId,
      isOverdue: false,
      start: iso(0),
      end: iso(day),
    });
    expect(suv.title).toBe(`${suv.customerName as string} · CAL 4242`);
    expect(suv.customerName).toMatch(/^Noura /);
    expect((events.find((e) => e.id === ids.out)!.number as string).startsWith('RNT-')).toBe(true);
  });

  it('filters by branch, category and status', async () => {
    const atHere = await read({ ...week, branchId: here.branchId });
    expect(atHere.map((e) => e.id)).not.toContain(ids.elsewhere);
    expect(atHere).toHaveLength(3);
    expect((await read({ ...week, category: 'suv' })).map((e) => e.id)).toEqual([ids.elsewhere]);
    const cancelled = await read({ ...week, status: 'cancelled' });
    expect(cancelled.map((e) => [e.kind, e.id])).toEqual([['reservation', ids.dropped]]);
    expect((await read({ ...week, status: 'active' })).map((e) => e.id)).toEqual([ids.out]);
    // a period that ends where a booking starts leaves it out
    expect((await read({ from: iso(-day), to: iso(0) })).map((e) => e.id)).toEqual([]);
  });

  it('shows a car still out past its return date as overdue, up to now', async () => {
    const now = Date.now();
    await f.t.database.withTenant(f.demo, (tx) =>
      tx
        .update(rentals)
        .set({
          pickupDate: new Date(now - 3 * day),
          returnDate: new Date(now - 3 * hour),
          actualPickupDate: new Date(now - 3 * day),
        })
        .where(eq(rentals.id, ids.out!)),
    );
    const events = await read({
      from: new Date(now - 7 * day).toISOString(),
      to: new Date(now + day).toISOString(),
    });
    const late = events.find((e) => e.id === ids.out)!;
    expect(late.isOverdue).toBe(true);
    expect(Date.parse(late.end as string)).toBeGreaterThanOrEqual(now - 60_000);
  });

  it('refuses a period longer than 62 days or ending before it starts, in the caller language', async () => {
    const long = await f.call(
      'GET',
      `/rentals/calendar?${new URLSearchParams({ from: iso(0), to: iso(63 * day) })}`,
      f.admin,
      { language: 'ar' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([
      { path: 'querystring.to', message: formatMessage('calendar.rangeTooLong', 'ar') },
    ]);
    const backwards = await f.call(
      'GET',
      `/rentals/calendar?${new URLSearchParams({ from: iso(day), to: iso(0) })}`,
      f.admin,
    );
    expect(backwards.json().details[0].message).toBe(formatMessage('calendar.endAfterStart', 'en'));
  });

  it('is for staff: a customer account is refused, another company sees none of it', async () => {
    expect(await read(week, f.viewer)).toEqual(await read(week));
    const res = await f.call('GET', `/rentals/calendar?${new URLSearchParams(week)}`, customer);
    expect(res.statusCode).toBe(403);
    expect(await read(week, f.acmeAdmin)).toEqual([]);
  });
});
