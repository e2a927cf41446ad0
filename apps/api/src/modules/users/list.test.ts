import { formatMessage } from '@motorpool/domain/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, password } from '../auth/test-support.ts';

let t: TestApp;
let admin: string;
let before: string;
const ids: Record<string, string> = {};

const list = (query: string, headers?: Record<string, string>) =>
  call(t, 'GET', `/users${query}`, {
    tenant: 'demo',
    token: admin,
    ...(headers ? { headers } : {}),
  });

type Row = { id: string; lastName: string; email: string; status: string; roles: string[] };
const lastNames = (body: { data: Row[] }) => body.data.map((u) => u.lastName);

// Five users whose last names share a marker no seeded account has.
const people = [
  {
    key: 'a',
    firstName: 'Amal',
    lastName: 'Qzmark Alpha',
    email: 'alpha.qz@fleet.example',
    roles: ['staff'],
  },
  {
    key: 'b',
    firstName: 'Badr',
    lastName: 'Qzmark Bravo',
    email: 'bravo.qz@other.example',
    roles: ['viewer'],
  },
  {
    key: 'c',
    firstName: 'Qzfirst',
    lastName: 'Charlie Qzmark',
    email: 'charlie.qz@fleet.example',
    roles: ['employee', 'viewer'],
  },
  {
    key: 'd',
    firstName: 'Dana',
    lastName: 'Qzmark Delta',
    email: 'delta_qz@fleet.example',
    roles: ['manager'],
  },
  {
    key: 'e',
    firstName: 'Eman',
    lastName: 'Qzmark Echo',
    email: 'echo.qz@fleet.example',
    roles: ['staff'],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const signIn = await call(t, 'POST', '/auth/login', {
    tenant: 'demo',
    body: { email: 'admin@demo.test', password: demoPassword },
  });
  admin = signIn.json().access_token;
  before = new Date(Date.now() - 1000).toISOString();
  for (const p of people) {
    const { key, ...body } = p;
    const res = await call(t, 'POST', '/users', {
      tenant: 'demo',
      token: admin,
      body: { ...body, password },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
  }
  await call(t, 'POST', `/users/${ids.e}/status`, {
    tenant: 'demo',
    token: admin,
    body: { status: 'suspended' },
  });
  await call(t, 'POST', `/users/${ids.d}/status`, {
    tenant: 'demo',
    token: admin,
    body: { status: 'inactive' },
  });
});
afterAll(async () => t.close());

describe('GET /users', () => {
  it('answers a page of the company users with the list envelope', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 20, hasMore: false });
    // four seeded back-office accounts (the customer is not one) and the five above; acme's
    // never show
    expect(body.total).toBe(9);
    expect(body.data).toHaveLength(9);
    expect(body.data.every((u: Row) => !u.email.endsWith('@acme.test'))).toBe(true);
    expect(body.data[0]).toMatchObject({
      id: expect.any(String),
      effectivePermissions: expect.any(Array),
      permissions: [],
    });
    expect(body.data[0]).not.toHaveProperty('passwordHash');
    // newest first by default
    const created = body.data.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches first name, last name and e-mail, case-insensitively', async () => {
    const res = await list('?search=QZMARK&sort=lastName:asc');
    expect(res.json().total).toBe(5);
    expect(lastNames(res.json())).toEqual([
      'Charlie Qzmark',
      'Qzmark Alpha',
      'Qzmark Bravo',
      'Qzmark Delta',
      'Qzmark Echo',
    ]);
    expect((await list('?search=qzfirst')).json().data.map((u: Row) => u.id)).toEqual([ids.c]);
    expect((await list('?search=bravo.qz%40other')).json().data.map((u: Row) => u.id)).toEqual([
      ids.b,
    ]);
    // LIKE wildcards are taken literally
    expect((await list('?search=%25')).json().total).toBe(0);
    expect((await list('?search=delta_qz')).json().total).toBe(1);
    expect((await list('?search=a_p')).json().total).toBe(0);
  });

  it('sorts by last name, e-mail, creation and last sign-in', async () => {
    const desc = await list('?search=qzmark&sort=lastName:desc');
    expect(lastNames(desc.json())[0]).toBe('Qzmark Echo');
    const byEmail = await list('?search=qzmark&sort=email');
    expect(byEmail.json().data.map((u: Row) => u.email)).toEqual([
      'alpha.qz@fleet.example',
      'bravo.qz@other.example',
      'charlie.qz@fleet.example',
      'delta_qz@fleet.example',
      'echo.qz@fleet.example',
    ]);
    const byCreation = await list('?search=qzmark&sort=createdAt:asc');
    expect(byCreation.json().data.map((u: Row) => u.id)).toEqual(people.map((p) => ids[p.key]));
    // the seeded admin signed in; never-signed-in users come last either way
    const byLogin = await list('?sort=lastLoginAt:desc&limit=1');
    expect(byLogin.json().data[0].email).toBe('admin@demo.test');
    const byLoginAsc = await list('?sort=lastLoginAt:asc&limit=1');
    expect(byLoginAsc.json().data[0].email).toBe('admin@demo.test');
  });

  it('pages', async () => {
    const first = await list('?search=qzmark&sort=email:asc&limit=2');
    expect(first.json()).toMatchObject({ total: 5, page: 1, limit: 2, hasMore: true });
    const third = await list('?search=qzmark&sort=email:asc&limit=2&page=3');
    expect(third.json()).toMatchObject({ total: 5, page: 3, limit: 2, hasMore: false });
    expect(third.json().data.map((u: Row) => u.email)).toEqual(['echo.qz@fleet.example']);
    const beyond = await list('?search=qzmark&limit=2&page=9');
    expect(beyond.json()).toMatchObject({ total: 5, data: [], hasMore: false });
  });

  it('filters by status, roles, e-mail and creation date', async () => {
    const ofStatus = async (q: string) =>
      lastNames((await list(`?search=qzmark&sort=lastName:asc&${q}`)).json());
    expect(await ofStatus('filter[status][equals]=suspended')).toEqual(['Qzmark Echo']);
    expect(await ofStatus('filter[status]=inactive')).toEqual(['Qzmark Delta']);
    expect(await ofStatus('filter[status][in]=suspended,inactive')).toEqual([
      'Qzmark Delta',
      'Qzmark Echo',
    ]);
    expect(
      await ofStatus('filter[status][notIn]=suspended&filter[status][notIn]=inactive'),
    ).toEqual(['Charlie Qzmark', 'Qzmark Alpha', 'Qzmark Bravo']);
    expect(await ofStatus('filter[roles][in]=viewer')).toEqual(['Charlie Qzmark', 'Qzmark Bravo']);
    expect(await ofStatus('filter[roles][in]=manager,employee')).toEqual([
      'Charlie Qzmark',
      'Qzmark Delta',
    ]);
    expect(await ofStatus('filter[email][contains]=FLEET')).toEqual([
      'Charlie Qzmark',
      'Qzmark Alpha',
      'Qzmark Delta',
      'Qzmark Echo',
    ]);
    expect(await ofStatus('filter[email][startsWith]=bravo')).toEqual(['Qzmark Bravo']);
    expect(await ofStatus('filter[email][startsWith]=fleet')).toEqual([]);
    expect(await ofStatus(`filter[createdAt][gte]=${encodeURIComponent(before)}`)).toHaveLength(5);
    expect(await ofStatus(`filter[createdAt][lte]=${encodeURIComponent(before)}`)).toEqual([]);
    // combined filters all apply
    expect(
      await ofStatus(
        'filter[roles][in]=staff&filter[status][equals]=active&filter[email][contains]=alpha',
      ),
    ).toEqual(['Qzmark Alpha']);
    const seeded = await list('?filter[roles][in]=admin');
    expect(seeded.json().data.map((u: Row) => u.email)).toEqual(['admin@demo.test']);
  });

  it('answers 400 with details for what it cannot sort, filter or page by', async () => {
    const cases: [string, string][] = [
      ['?sort=passwordHash:asc', 'querystring.sort'],
      ['?filter[passwordHash][equals]=x', 'querystring.filter[passwordHash][equals]'],
      ['?filter[status][gte]=active', 'querystring.filter[status][gte]'],
      ['?filter[status][like]=active', 'querystring.filter[status][like]'],
      ['?filter[status][in]=deleted', 'querystring.filter[status][in]'],
      ['?filter[createdAt][gte]=yesterday', 'querystring.filter[createdAt][gte]'],
      ['?filter[email][contains]=', 'querystring.filter[email][contains]'],
      ['?limit=101', 'querystring.limit'],
      ['?page=0', 'querystring.page'],
    ];
    for (const [query, path] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].path, query).toBe(path);
    }
    const arabic = await list('?sort=passwordHash', { 'accept-language': 'ar' });
    expect(arabic.json().details).toEqual([
      { path: 'querystring.sort', message: formatMessage('list.sortNotAllowed', 'ar') },
    ]);
    const long = await list(`?search=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });
});
