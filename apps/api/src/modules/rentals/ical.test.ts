import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { book, bookingParties, type Booking, hour } from '../reservations/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
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

const soon = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const open = (url: string, headers: Record<string, string> = {}) => {
  const link = new URL(url);
  return f.t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers });
};

describe('branch iCal feed', () => {
  let b: Booking;
  let waiting: { id: string; reservationNumber: string };
  let rentalNumber: string;
  let later: { id: string };
  let waitingPickup: string;

  beforeAll(async () => {
    b = await bookingParties(f);
    waitingPickup = soon(5);
    waiting = await book(f, b, 0, 0, { pickupDate: waitingPickup, returnDate: soon(29) });
    const out = await book(f, b, 0, 0, { pickupDate: soon(48), returnDate: soon(72) });
    rentalNumber = (await storeRental(f, out.id, { status: 'pending' })).rentalNumber;
    // beyond the feed's 90 days
    later = await book(f, b, 0, 0, { pickupDate: soon(95 * 24), returnDate: soon(96 * 24) });
  }, 60_000);

  it('gives staff a secret URL whose calendar lists the next 90 days of bookings', async () => {
    const made = await f.call('POST', `/rentals/calendar/feeds/${b.branchId}`, f.admin);
    expect(made.statusCode, made.body).toBe(200);
    const url = made.json().url as string;
    expect(url).toMatch(
      new RegExp(`/api/v1/public/calendar/${f.demo}/[0-9a-f-]{36}\\.ics\\?token=[\\w-]{43}$`),
    );
    const res = await open(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain(`UID:reservation-${waiting.id}@`);
    expect(body).toContain(`SUMMARY:${waiting.reservationNumber} `);
    expect(body).toContain(`SUMMARY:${rentalNumber} `);
    expect(body).not.toContain(later.id);
    const stamp = waitingPickup.slice(0, 19).replace(/[-:]/g, '');
    expect(body).toContain(`DTSTART:${stamp}Z`);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const arabic = await open(url, { 'accept-language': 'ar' });
    expect(arabic.body).toContain('الحجوزات والإيجارات');
  });

  it('keeps only a hash of the token; a new URL stops the old one; a wrong token or company is 404', async () => {
    const first = (await f.call('POST', `/rentals/calendar/feeds/${b.branchId}`, f.admin)).json()
      .url as string;
    const second = (await f.call('POST', `/rentals/calendar/feeds/${b.branchId}`, f.admin)).json()
      .url as string;
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    const token = new URL(second).searchParams.get('token')!;
    const rows = await f.t.database.withTenant(f.demo, (tx) =>
      tx.select().from(calendarFeeds).where(eq(calendarFeeds.branchId, b.branchId)),
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const wrong = new URL(second);
    wrong.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect((await open(wrong.toString())).statusCode).toBe(404);
    const elsewhere = new URL(second);
    elsewhere.pathname = elsewhere.pathname.replace(f.demo, f.acme);
    expect((await open(elsewhere.toString())).statusCode).toBe(404);
    // the address of another company refuses it too
    expect((await open(second, { 'x-tenant-id': 'acme' })).statusCode).toBe(404);
  });

  it('tells whether a branch has a feed, to staff only, and only of their company', async () => {
    const state = await f.call('GET', `/rentals/calendar/feeds/${b.branchId}`, f.viewer);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ exists: true });
    expect(Date.parse(state.json().createdAt)).toBeLessThanOrEqual(Date.now());
    for (const reader of [customer, f.viewer]) {
      const made = await f.call('POST', `/rentals/calendar/feeds/${b.branchId}`, reader);
      expect(made.statusCode).toBe(403);
    }
    // the viewer's refusal left the feed as it was
    const after = await f.call('GET', `/rentals/calendar/feeds/${b.branchId}`, f.viewer);
    expect(after.json().createdAt).toBe(state.json().createdAt);
    expect(
      (await f.call('POST', `/rentals/calendar/feeds/${b.branchId}`, f.acmeAdmin)).statusCode,
    ).toBe(404);
    const [feeds] = await f.t.database.withTenant(f.acme, (tx) =>
      tx.select({ n: count() }).from(calendarFeeds),
    );
    expect(feeds?.n).toBe(0);
  });
});
