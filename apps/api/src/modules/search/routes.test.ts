import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, customers, users, vehicles } from '../../db/schema/index.ts';
import type { Database } from '../../db/engine.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestUser } from '../../test/identity.ts';
import { call, tenantId } from '../auth/test-support.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
// A surname no seeded record carries, so each test sees only its own rows. Fixed, because
// scores depend on it: one ending in a doubled letter turns the typo below into a substring
// (score 0.5 and more), and a short one brings seeded Toyotas within the similarity threshold
// of 'toyota <surname>'. Seeded plates have no leading zero.
const surname = 'Qurayshialmutlaq';
const plate = '00417';

type Result = {
  category: string;
  id: string;
  title: string;
  subtitle: string | null;
  score: number;
};

async function addCustomer(database: Database, tenant: string, first: string, last: string) {
  await database.withTenant(tenant, (tx) =>
    tx.insert(customers).values({
      tenantId: tenant,
      firstName: first,
      lastName: last,
      email: `${first}.${last}@example.com`.toLowerCase(),
      phone: '+966 50 000 0000',
    }),
  );
}

async function addUser(database: Database, tenant: string, first: string, last: string) {
  await database.withTenant(tenant, (tx) =>
    tx.insert(users).values({
      tenantId: tenant,
      email: `${first}.${last}.user@example.com`.toLowerCase(),
      firstName: first,
      lastName: last,
      roles: ['staff'],
    }),
  );
}

async function addVehicle(
  database: Database,
  tenant: string,
  vehicle: { make: string; model: string; year: number; licensePlate: string; vin: string },
) {
  await database.withTenant(tenant, async (tx) => {
    const [branch] = await tx
      .insert(branches)
      .values({
        tenantId: tenant,
        name: 'Search branch',
        code: `S-${vehicle.vin.slice(-6)}`,
        address: 'King Fahd Road',
        city: 'Riyadh',
        country: 'SA',
        phone: '+966 11 000 0000',
        email: 'branch@example.com',
      })
      .returning({ id: branches.id });
    await tx.insert(vehicles).values({
      tenantId: tenant,
      branchId: branch!.id,
      ...vehicle,
      color: 'white',
      dailyRate: 15000,
      fuelType: 'gasoline',
      transmission: 'automatic',
      seatingCapacity: 5,
      category: 'midsize',
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const demo = await tenantId(t.database, 'demo');
  const acme = await tenantId(t.database, 'acme');
  await addCustomer(t.database, demo, 'Zaid', surname);
  await addCustomer(t.database, demo, 'Zaidan', surname);
  await addCustomer(t.database, demo, 'Omar', `${surname}x`);
  await addCustomer(t.database, demo, 'Mona', 'Haddad');
  await addUser(t.database, demo, 'Zaid', surname);
  await addCustomer(t.database, acme, 'Zaid', surname);
  await addVehicle(t.database, demo, {
    make: 'Toyota',
    model: surname,
    year: 2024,
    licensePlate: `ABC ${plate}`,
    vin: `JTDBR32E${plate}0001`,
  });
  await addVehicle(t.database, acme, {
    make: 'Nissan',
    model: surname,
    year: 2023,
    licensePlate: `XYZ ${plate}`,
    vin: `JN1BR32E${plate}0002`,
  });
  await addUser(t.database, acme, 'Acme', surname);
  const as = async (name: string, roles: string[], permissions: string[], tenant = demo) => {
    tokens[name] = (await createTestUser(t.database, tenant, { roles, permissions })).token;
  };
  await as('admin', ['admin'], []);
  await as('customersOnly', ['auditor'], ['customers:read']);
  await as('usersOnly', ['auditor'], ['users:read']);
  await as('nothing', ['auditor'], ['sessions:read']);
  await as('customerAccount', ['customer'], ['customers:read', 'users:read', 'rentals:read']);
  await as('acmeAdmin', ['admin'], [], acme);
  await as('customer', ['customer'], []);
});
afterAll(async () => t.close());

const search = (query: string, token = tokens.admin!, tenant = 'demo', headers = {}) =>
  call(t, 'GET', `/search?${query}`, { tenant, token, headers });
const results = async (query: string, token?: string, tenant?: string) => {
  const res = await search(query, token, tenant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Result[];
};

describe('GET /api/v1/search', () => {
  it('puts the exact match first, then prefixes, then text that only contains the query', async () => {
    const found = await results(`q=${encodeURIComponent(`Zaid ${surname}`)}&category=customers`);
    expect(found[0]).toMatchObject({
      category: 'customers',
      title: `Zaid ${surname}`,
      score: 1,
      subtitle: expect.stringContaining('@example.com'),
    });
    expect(found.slice(1).every((r) => r.score < 1)).toBe(true);

    const byName = await results(`q=${surname}&category=customers`);
    expect(byName.map((r) => r.title).sort()).toEqual([
      `Omar ${surname}x`,
      `Zaid ${surname}`,
      `Zaidan ${surname}`,
    ]);
    // the surname is a whole word of the first two names, only the start of the third's
    expect(byName[2]!.title).toBe(`Omar ${surname}x`);
    expect(byName[2]!.score).toBeLessThan(byName[1]!.score);
    const scores = byName.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const prefix = await results(`q=zaid&category=customers`);
    expect(prefix.slice(0, 2).map((r) => r.title)).toEqual([
      `Zaid ${surname}`,
      `Zaidan ${surname}`,
    ]);
    expect(prefix[0]!.score).toBeGreaterThan(prefix[1]!.score);
  });

  it('finds similar text despite a typo', async () => {
    const typo = `${surname.slice(0, -2)}${surname.slice(-1)}`;
    const found = await results(`q=${typo}&category=customers`);
    expect(found.map((r) => r.title)).toContain(`Zaid ${surname}`);
    expect(found.every((r) => r.score < 0.5)).toBe(true);
  });

  it('searches every category the caller may read and ranks across them', async () => {
    const found = await results(`q=${encodeURIComponent(`zaid ${surname}`)}`);
    const exact = found.filter((r) => r.score === 1);
    expect(exact.map((r) => [r.category, r.title])).toEqual([
      ['customers', `Zaid ${surname}`],
      ['users', `Zaid ${surname}`],
    ]);
    expect(found.slice(0, 2)).toEqual(exact);
  });

  it('answers at most limit results per category', async () => {
    const found = await results(`q=${surname}&limit=1`);
    expect(found.filter((r) => r.category === 'customers')).toHaveLength(1);
    expect(found.filter((r) => r.category === 'users')).toHaveLength(1);
  });

  it('finds vehicles by plate, VIN, make and model, for staff only', async () => {
    const byPlate = await results(`q=${encodeURIComponent(`abc ${plate}`)}&category=vehicles`);
    expect(byPlate[0]).toMatchObject({
      category: 'vehicles',
      title: `Toyota ${surname} 2024`,
      subtitle: `ABC ${plate}`,
      score: 1,
    });
    const byVin = await results(`q=JTDBR32E${plate}&category=vehicles`);
    expect(byVin[0]?.title).toBe(`Toyota ${surname} 2024`);
    expect(byVin[0]!.score).toBeGreaterThanOrEqual(0.8);
    const byName = await results(`q=${encodeURIComponent(`toyota ${surname}`)}`);
    expect(byName.filter((r) => r.category === 'vehicles').map((r) => r.title)).toEqual([
      `Toyota ${surname} 2024`,
    ]);
  });

  it('shows a customer account no vehicle: the catalogue has its own search', async () => {
    expect(await results(`q=${encodeURIComponent(`abc ${plate}`)}`, tokens.customer)).toEqual([]);
    expect(await results(`q=JTDBR32E${plate}`, tokens.customer)).toEqual([]);
    const one = await search(
      `q=${encodeURIComponent(`abc ${plate}`)}&category=vehicles`,
      tokens.customer,
    );
    expect(one.statusCode).toBe(403);
  });

  it('finds no rental of customers who have none', async () => {
    expect(await results(`q=${surname}&category=rentals`)).toEqual([]);
  });

  it('covers only the categories the caller may read', async () => {
    const customersOnly = await results(`q=${surname}`, tokens.customersOnly);
    expect(new Set(customersOnly.map((r) => r.category))).toEqual(new Set(['customers']));
    const usersOnly = await results(`q=${surname}`, tokens.usersOnly);
    expect(new Set(usersOnly.map((r) => r.category))).toEqual(new Set(['users']));
    expect(await results(`q=${surname}`, tokens.nothing)).toEqual([]);
    expect((await search(`q=${surname}&category=users`, tokens.customersOnly)).statusCode).toBe(
      403,
    );
  });

  it("shows a customer account nobody else's records, whatever its permissions", async () => {
    expect(await results(`q=${surname}`, tokens.customerAccount)).toEqual([]);
    expect(
      (await search(`q=${surname}&category=customers`, tokens.customerAccount)).statusCode,
    ).toBe(403);
  });

  it("never shows another company's records", async () => {
    const demo = await results(`q=${surname}&limit=20`);
    expect(demo.some((r) => r.title.startsWith('Acme') || r.title.startsWith('Nissan'))).toBe(
      false,
    );
    const acme = await results(`q=${surname}&limit=20`, tokens.acmeAdmin, 'acme');
    expect(acme.map((r) => r.title).sort()).toEqual([
      `Acme ${surname}`,
      `Nissan ${surname} 2023`,
      `Zaid ${surname}`,
    ]);
    expect((await search(`q=${surname}`, tokens.admin, 'acme')).statusCode).toBe(403);
  });

  it.each([
    ['an empty query', 'q=', 'querystring.q'],
    ['a missing query', 'category=users', 'querystring.q'],
    ['a query over 100 characters', `q=${'a'.repeat(101)}`, 'querystring.q'],
    ['an unknown category', 'q=zaid&category=branches', 'querystring.category'],
    ['a limit over 20', 'q=zaid&limit=21', 'querystring.limit'],
    ['a limit of 0', 'q=zaid&limit=0', 'querystring.limit'],
    ['an unknown parameter', 'q=zaid&page=2', 'querystring.page'],
  ])('refuses %s with 400', async (_what, query, path) => {
    const res = await search(query, tokens.admin, 'demo', { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const detail = res.json().details.find((d: { path: string }) => d.path === path);
    expect(detail?.message).toMatch(/[\u0600-\u06ff]/);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t, 'GET', '/search?q=zaid', { tenant: 'demo' })).statusCode).toBe(401);
  });

  it('treats % and _ in the query as text', async () => {
    expect(await results('q=%25&category=customers')).toEqual([]);
  });

  it('is documented in the OpenAPI document with the other new routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'limit']),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/export',
        '/api/v1/users/import',
        '/api/v1/public/newsletter-subscriptions',
      ]),
    );
  });
});
