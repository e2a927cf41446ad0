import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createFleet, type Fleet } from '../vehicles/test-support.ts';

// /public/branches: the company's open branches for a visitor on the company's address.

let f: Fleet;
const hours = {
  ...Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'sunday', 'saturday'].map((day) => [
      day,
      { closed: false, openTime: '08:00', closeTime: '22:00' },
    ]),
  ),
  friday: { closed: true },
};
let open: { id: string };
let closed: { id: string };
let acme: { id: string };

const visit = (url: string, host = 'demo.localhost') =>
  f.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { host } });

beforeAll(async () => {
  f = await createFleet({ limits: { browse: { limit: 12 } } });
  open = await createBranch(f, {
    name: 'Visitors Olaya',
    city: 'Visitorsville',
    latitude: 24.7,
    longitude: 46.68,
    operatingHours: hours,
    amenities: ['wifi', 'parking'],
    managerId: f.admin.userId,
  });
  closed = await createBranch(f, { name: 'Visitors Closed', city: 'Visitorsville' });
  const off = await f.call('PATCH', `/branches/${closed.id}`, f.admin, {
    body: { status: 'inactive' },
  });
  expect(off.statusCode, off.body).toBe(200);
  acme = await createBranch(f, { city: 'Visitorsville' }, f.acmeAdmin);
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const publicKeys = [
  'id',
  'name',
  'address',
  'city',
  'country',
  'phone',
  'email',
  'latitude',
  'longitude',
  'operatingHours',
  'amenities',
].sort();

describe('the public branches', () => {
  it('lists the open branches with what a visitor needs, never the manager or the counts', async () => {
    const res = await visit('/public/branches?filter[city][equals]=Visitorsville');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((b: { id: string }) => b.id)).toEqual([open.id]);
    const [branch] = res.json().data;
    expect(Object.keys(branch).sort()).toEqual(publicKeys);
    expect(branch).toMatchObject({
      name: 'Visitors Olaya',
      latitude: 24.7,
      amenities: ['wifi', 'parking'],
      operatingHours: { friday: { closed: true } },
    });
    const one = await visit(`/public/branches/${open.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(Object.keys(one.json()).sort()).toEqual(publicKeys);
  });

  it('ignores status and manager filters and answers 404 for inactive or foreign branches', async () => {
    const asked = await visit(
      '/public/branches?filter[city][equals]=Visitorsville&filter[status][equals]=inactive' +
        `&filter[managerId][equals]=${f.admin.userId}`,
    );
    expect(asked.json().data.map((b: { id: string }) => b.id)).toEqual([open.id]);
    for (const id of [closed.id, acme.id]) {
      const res = await visit(`/public/branches/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
    const none = await visit('/public/branches', 'localhost');
    expect(none.statusCode).toBe(400);
  });

  it('limits the reads per client address with 429 and Retry-After', async () => {
    let last = await visit('/public/branches');
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1)
      last = await visit('/public/branches');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().code).toBe('RATE_LIMITED');
  });
});
