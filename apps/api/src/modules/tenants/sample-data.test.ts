import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { customerBody } from '../customers/test-support.ts';
import {
  confirmationToken,
  confirmSignup,
  postSignup,
  signupForm,
} from '../signup/test-support.ts';
import { vehicleBody } from '../vehicles/test-support.ts';

// A company's sample data: signed-up companies (a main branch, their country's currency and
// zone) fill it, see it counted, and remove it without losing anything of their own.

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Company = { id: string; admin: TestUser; viewer: TestUser };
type Method = 'GET' | 'POST' | 'DELETE';

async function signUp(overrides: Record<string, unknown>): Promise<Company> {
  const form = signupForm(overrides);
  expect((await postSignup(t.app, form)).statusCode).toBe(202);
  const confirmed = await confirmSignup(t.app, await confirmationToken(smtp, form.email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const id = confirmed.json<{ tenantId: string }>().tenantId;
  const [admin, viewer] = await Promise.all([
    createTestUser(t.database, id, { roles: ['admin'] }),
    createTestUser(t.database, id, { roles: ['viewer'] }),
  ]);
  return { id, admin, viewer };
}

const call = (c: Company, method: Method, url: string, body?: object, as = c.admin, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(as, c.id), 'accept-language': lang },
    ...(body ? { payload: body } : {}),
  });

const sample = (c: Company) => call(c, 'GET', '/tenants/current/sample-data');
const listed = async (c: Company, url: string) =>
  (await call(c, 'GET', url)).json<{ data: { id: string; status?: string; code?: string }[] }>()
    .data;
const mainBranch = async (c: Company) =>
  (await listed(c, '/branches')).find((branch) => branch.code === 'MAIN')!;

describe('sample data', () => {
  let kuwait: Company;
  let dubai: Company;

  it('fills a company at sign-up, in its own currency, and counts it', async () => {
    kuwait = await signUp({ country: 'KW', sampleData: true });
    const view = await sample(kuwait);
    expect(view.statusCode, view.body).toBe(200);
    const { loaded, canLoad, counts } = view.json();
    expect({ loaded, canLoad }).toEqual({ loaded: true, canLoad: false });
    expect(counts.vehicles).toBe(8);
    expect(counts.customers).toBe(6);
    for (const kind of ['reservations', 'rentals', 'payments'])
      expect(counts[kind]).toBeGreaterThan(0);
    const bookings = await listed(kuwait, '/reservations?limit=100');
    expect(bookings.length).toBe(counts.reservations);
    const booking = await call(kuwait, 'GET', `/reservations/${bookings[0]!.id}`);
    expect(booking.json().quote.currency).toBe('KWD');
  });

  it('is offered to an empty company, refused to a viewer, and loaded by its administrator', async () => {
    dubai = await signUp({ country: 'AE' });
    expect((await sample(dubai)).json()).toMatchObject({ loaded: false, canLoad: true });
    expect(
      (await call(dubai, 'POST', '/tenants/current/sample-data', undefined, dubai.viewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(dubai, 'DELETE', '/tenants/current/sample-data', undefined, dubai.viewer))
        .statusCode,
    ).toBe(403);
    const loaded = await call(dubai, 'POST', '/tenants/current/sample-data');
    expect(loaded.statusCode, loaded.body).toBe(201);
    expect(loaded.json()).toMatchObject({ loaded: true, canLoad: false, counts: { vehicles: 8 } });
  });

  it('refuses a second load and a company that has data of its own', async () => {
    const again = await call(kuwait, 'POST', '/tenants/current/sample-data');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This company already has its sample data');

    const busy = await signUp({ country: 'SA' });
    const branch = await mainBranch(busy);
    expect((await call(busy, 'POST', '/vehicles', vehicleBody(branch.id))).statusCode).toBe(201);
    expect((await sample(busy)).json()).toMatchObject({ loaded: false, canLoad: false });
    const refused = await call(busy, 'POST', '/tenants/current/sample-data');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });

  it('keeps the sample while the company’s own booking uses a sample car, saying so', async () => {
    const car = (await listed(dubai, '/vehicles?limit=100')).find((v) => v.status === 'available')!;
    const branch = await mainBranch(dubai);
    const customer = await call(dubai, 'POST', '/customers', customerBody({ status: 'active' }));
    expect(customer.statusCode, customer.body).toBe(201);
    const day = new Date();
    day.setUTCHours(10, 0, 0, 0);
    const pickup = day.getTime() + 70 * 86_400_000;
    const booked = await call(dubai, 'POST', '/reservations', {
      customerId: customer.json().id,
      vehicleId: car.id,
      pickupBranchId: branch.id,
      returnBranchId: branch.id,
      pickupDate: new Date(pickup).toISOString(),
      returnDate: new Date(pickup + 2 * 86_400_000).toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const before = (await sample(dubai)).json();

    const refused = await call(
      dubai,
      'DELETE',
      '/tenants/current/sample-data',
      undefined,
      dubai.admin,
      'ar',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'لا يمكن إزالة البيانات التجريبية: سجلاتك الخاصة تستخدم مركبات تجريبية. عدّل تلك السجلات أو احذفها أولاً',
    );
    // all or nothing: the sample is whole, the booking still there
    expect((await sample(dubai)).json()).toEqual(before);
    expect((await call(dubai, 'GET', `/reservations/${booked.json().id}`)).statusCode).toBe(200);
  });

  it('removes the sample and nothing of the company’s own, nor another company’s sample', async () => {
    const branch = await mainBranch(kuwait);
    const own = await call(kuwait, 'POST', '/vehicles', vehicleBody(branch.id));
    expect(own.statusCode, own.body).toBe(201);
    const customer = await call(kuwait, 'POST', '/customers', customerBody());
    expect(customer.statusCode, customer.body).toBe(201);
    const counts = (await sample(kuwait)).json().counts;
    const dubaiBefore = (await sample(dubai)).json();

    const removed = await call(kuwait, 'DELETE', '/tenants/current/sample-data');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: counts });

    expect((await sample(kuwait)).json()).toEqual({
      loaded: false,
      canLoad: false,
      counts: { vehicles: 0, customers: 0, reservations: 0, rentals: 0, payments: 0 },
    });
    expect((await listed(kuwait, '/vehicles?limit=100')).map((v) => v.id)).toEqual([own.json().id]);
    expect((await listed(kuwait, '/customers?limit=100')).map((c) => c.id)).toEqual([
      customer.json().id,
    ]);
    expect(await listed(kuwait, '/reservations')).toEqual([]);
    expect((await listed(kuwait, '/branches')).map((b) => b.code)).toEqual(['MAIN']);
    expect((await sample(dubai)).json()).toEqual(dubaiBefore);

    const again = await call(kuwait, 'DELETE', '/tenants/current/sample-data');
    expect(again.statusCode).toBe(409);
  });
});
