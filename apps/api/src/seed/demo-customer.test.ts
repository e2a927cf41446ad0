import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../modules/auth/test-support.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { demoPassword } from './demo-accounts.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await call(t, 'POST', '/auth/login', {
    tenant: 'demo',
    body: { email: 'customer@demo.test', password: demoPassword },
  });
  token = login.json().access_token;
}, 180_000);
afterAll(async () => t.close());

const get = (url: string) => call(t, 'GET', url, { tenant: 'demo', token });

type Booking = {
  id: string;
  status: string;
  pickupDate: string;
  returnDate: string;
  paidAmount: number;
  customer: { id: string };
};

describe('the demo customer account', () => {
  it('finds its own bookings: trips done, one called off, one under way and two ahead, never overlapping', async () => {
    const res = await get('/reservations?page=1&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().data as Booking[];
    expect(mine.map((b) => b.status).sort()).toEqual([
      'cancelled',
      'completed',
      'completed',
      'confirmed',
      'confirmed',
      'pending',
    ]);
    expect(new Set(mine.map((b) => b.customer.id)).size).toBe(1);
    const byPickup = [...mine].sort((a, b) => Date.parse(a.pickupDate) - Date.parse(b.pickupDate));
    for (let i = 1; i < byPickup.length; i += 1) {
      expect(Date.parse(byPickup[i]!.pickupDate)).toBeGreaterThan(
        Date.parse(byPickup[i - 1]!.returnDate),
      );
    }
    const now = Date.now();
    expect(mine.some((b) => Date.parse(b.pickupDate) > now && b.status === 'confirmed')).toBe(true);
    for (const done of mine.filter((b) => b.status === 'completed')) {
      expect(done.paidAmount).toBeGreaterThan(0);
    }
  });

  it('has a rental under way and finished ones, with what they charged', async () => {
    const res = await get('/rentals?page=1&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const statuses = (res.json().data as { status: string }[]).map((r) => r.status);
    expect(statuses).toContain('active');
    expect(statuses.filter((s) => s === 'completed').length).toBeGreaterThanOrEqual(2);
  });
});
