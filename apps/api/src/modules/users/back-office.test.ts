import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { users } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, tenantId } from '../auth/test-support.ts';

let t: TestApp;
let admin: string;
const marker = 'Bkofficeqz';

// The users list is about people who work in the back office: accounts whose only role is
// customer belong to the customers list.
beforeAll(async () => {
  t = await createTestApp();
  const demo = await tenantId(t.database, 'demo');
  admin = (await createTestUser(t.database, demo, { roles: ['admin'] })).token;
  const add = (first: string, roles: string[]) =>
    t.database.withTenant(demo, (tx) =>
      tx.insert(users).values({
        tenantId: demo,
        roles,
        firstName: first,
        lastName: marker,
        email: `${first.toLowerCase()}.${marker.toLowerCase()}@example.com`,
      }),
    );
  await add('Onlycustomer', ['customer']);
  await add('Staffandcustomer', ['staff', 'customer']);
  await add('Customrole', ['night-shift']);
  await add('Norole', []);
});
afterAll(async () => t.close());

const get = (path: string) => call(t, 'GET', path, { tenant: 'demo', token: admin });
const firstNames = (rows: { firstName: string }[]) => rows.map((r) => r.firstName).sort();

describe('users list: back-office accounts only', () => {
  it('leaves out accounts whose only role is customer, in the page and in the count', async () => {
    const res = await get(`/users?search=${marker}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(firstNames(res.json().data)).toEqual(['Customrole', 'Norole', 'Staffandcustomer']);
    expect(res.json().total).toBe(3);

    const all = await get('/users?limit=100');
    const emails = all.json().data.map((u: { email: string }) => u.email);
    expect(emails).toContain('admin@demo.test');
    expect(emails).not.toContain('customer@demo.test');
  });

  it('leaves them out of the export too', async () => {
    const res = await get(`/users/export?format=csv&search=${marker}`);
    expect(res.statusCode, res.body).toBe(200);
    const records: string[][] = parse(res.rawPayload, { bom: true });
    const emails = records.slice(1).map((r) => r[0]);
    expect(emails).toHaveLength(3);
    expect(emails).not.toContain(`onlycustomer.${marker.toLowerCase()}@example.com`);
  });

  it('global search finds a customer once, as a customer, never as a user', async () => {
    const res = await get('/search?q=customer%40demo.test');
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { category: string; subtitle: string | null }[];
    const matches = results.filter((r) => r.subtitle?.includes('customer@demo.test'));
    expect(matches.map((r) => r.category)).toEqual(['customers']);

    const users = await get(`/search?q=${marker}&category=users`);
    const titles = (users.json().results as { title: string }[]).map((r) => r.title).sort();
    expect(titles).toEqual([
      `Customrole ${marker}`,
      `Norole ${marker}`,
      `Staffandcustomer ${marker}`,
    ]);
  });
});
