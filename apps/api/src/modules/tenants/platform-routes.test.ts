import { trialDays } from '@motorpool/domain/value-lists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { listAuditForEntity } from '../audit/service.ts';
import { linkToken, mails } from '../auth/test-support.ts';
import { branchBody } from '../vehicles/test-support.ts';

let t: TestApp;
let platform: { authorization: string };

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown };
const call = (headers: Record<string, string>, { method, url, payload }: Call, lng = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, 'accept-language': lng },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const company = (subdomain: string) => ({
  name: `Company ${subdomain}`,
  subdomain,
  country: 'KW',
  plan: 'professional',
  adminEmail: `owner@${subdomain}.test`,
  adminFirstName: 'Huda',
  adminLastName: 'Al-Sabah',
});

// The clock a new company's trial starts by: fixed, so its end is known to the second.
const nowMs = Date.parse('2026-03-02T09:30:00.000Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => nowMs });
  platform = { authorization: `Bearer ${await createPlatformAdmin(t.database, 'root@p.test')}` };
});
afterAll(async () => t.close());

const inCompany = (subdomain: string, headers: Record<string, string> = {}) => ({
  'x-tenant-id': subdomain,
  ...headers,
});

describe('the companies, for the platform', () => {
  it('provisions a company as sign-up does and invites its administrator, who sets a password and works in it', async () => {
    const created = await call(platform, {
      method: 'POST',
      url: '/platform/tenants',
      payload: company('Desert-Cars'),
    });
    expect(created.statusCode).toBe(201);
    const tenant = created.json();
    expect(tenant).toMatchObject({
      subdomain: 'desert-cars',
      status: 'trial',
      plan: 'professional',
      currency: 'KWD',
      timeZone: 'Asia/Kuwait',
      taxRateBp: 0,
      trialEndsAt: new Date(nowMs + trialDays * 86_400_000).toISOString(),
      usage: { branches: 1, vehicles: 0, users: 1, customers: 0, reservations: 0 },
    });

    // Invited, not given a password: signing in is refused until the link is used.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: inCompany('desert-cars'),
        payload: { email: 'owner@desert-cars.test', password },
      });
    expect((await login('Str0ng!Passw0rd')).statusCode).toBe(401);
    const sent = (await mails(t.database, tenant.id)).filter(
      (m) => m.to === 'owner@desert-cars.test',
    );
    expect(sent).toHaveLength(1);
    const token = linkToken(sent[0]!.text, 'reset-password');
    const choose = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        headers: inCompany('desert-cars'),
        payload: { token, password: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd' },
      });
    expect((await choose()).statusCode).toBe(200);
    expect((await choose()).statusCode).toBe(400);

    const signedIn = await login('Str0ng!Passw0rd');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ firstName: 'Huda', lastName: 'Al-Sabah' });
    // the link came by mail: its use proved the address
    const [owner] = await t.database.withTenant(tenant.id, (tx) =>
      tx.select().from(users).where(eq(users.email, 'owner@desert-cars.test')),
    );
    expect(owner!.emailVerifiedAt).toBeInstanceOf(Date);
    const auth = inCompany('desert-cars', {
      authorization: `Bearer ${signedIn.json().access_token}`,
    });
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });
    const branches = (await get('/branches')).json();
    expect(branches.data).toHaveLength(1);
    expect(branches.data[0].name).toBe('Company Desert-Cars — Main branch');
    expect((await get('/lookups/type/VEHICLE_TYPE')).body).toContain('CAR_TYPE_SEDAN');
    for (const role of ['admin', 'staff']) {
      expect((await get(`/permissions/roles/${role}`)).statusCode, role).toBe(200);
    }
    const branch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/branches',
      headers: auth,
      payload: branchBody(),
    });
    expect(branch.statusCode).toBe(201);

    const listed = await call(platform, {
      method: 'GET',
      url: '/platform/tenants?search=desert&filter[status][equals]=trial',
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ id: tenant.id, usage: { branches: 2, users: 1 } }],
    });

    // Every first record is in the company's trail, the super administrator its actor.
    const trail = await t.database.withTenant(tenant.id, (tx) =>
      listAuditForEntity(tx, 'tenant', tenant.id),
    );
    expect(trail[0]).toMatchObject({ action: 'create', actorType: 'platform' });
  });

  it('invites in the super administrator’s language, and names every bad field', async () => {
    const created = await call(
      platform,
      {
        method: 'POST',
        url: '/platform/tenants',
        payload: { ...company('sahara'), country: 'SA' },
      },
      'ar',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'SAR', taxRateBp: 1500 });
    const [mail] = await mails(t.database, created.json().id);
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);

    const refused = await call(
      platform,
      {
        method: 'POST',
        url: '/platform/tenants',
        payload: { ...company('nothing'), country: 'FR', plan: 'gold', adminFirstName: '' },
      },
      'ar',
    );
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.adminFirstName', 'body.country', 'body.plan']);
    expect(refused.json().details[0].message).toMatch(/[\u0600-\u06FF]/);
    const none = await call(platform, { method: 'GET', url: '/platform/tenants?search=nothing' });
    expect(none.json().total).toBe(0);
  });

  it('refuses a taken subdomain, a reserved one and a malformed one, field by field', async () => {
    await call(platform, { method: 'POST', url: '/platform/tenants', payload: company('taken') });
    const again = await call(
      platform,
      { method: 'POST', url: '/platform/tenants', payload: company('taken') },
      'ar',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0]).toMatchObject({ path: 'subdomain' });
    expect(again.json().message).toMatch(/[\u0600-\u06FF]/);
    for (const subdomain of ['www', 'not a name']) {
      const refused = await call(platform, {
        method: 'POST',
        url: '/platform/tenants',
        payload: { ...company(subdomain), adminEmail: 'owner@example.test' },
      });
      expect(refused.statusCode, subdomain).toBe(400);
      expect(refused.json().details[0].path).toBe('body.subdomain');
    }
  });

  it('suspends a company, whose staff are then refused, and activates it again', async () => {
    const tenant = (
      await call(platform, { method: 'POST', url: '/platform/tenants', payload: company('pause') })
    ).json();
    const staff = await createTestUser(t.database, tenant.id, { roles: ['admin'] });
    const act = (action: string, lng = 'en') =>
      call(
        platform,
        {
          method: 'POST',
          url: `/platform/tenants/${tenant.id}/status`,
          payload: { action, reason: 'Unpaid invoice' },
        },
        lng,
      );

    const suspended = await act('suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().status).toBe('suspended');
    const refused = await call(bearer(staff, tenant.id), { method: 'GET', url: '/branches' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TENANT_SUSPENDED');

    // suspending twice is not a move the company's status allows
    const twice = await act('suspend', 'ar');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('حالة الشركة لا تسمح بهذا التغيير');

    expect((await act('activate')).json().status).toBe('active');
    const back = await call(bearer(staff, tenant.id), { method: 'GET', url: '/branches' });
    expect(back.statusCode).toBe(200);

    const trail = await t.database.withTenant(tenant.id, (tx) =>
      listAuditForEntity(tx, 'tenant', tenant.id),
    );
    expect(trail.map((entry) => entry.action)).toEqual(['activate', 'suspend', 'create']);
    expect(trail[1]).toMatchObject({
      actorType: 'platform',
      after: expect.objectContaining({ status: 'suspended', reason: 'Unpaid invoice' }),
    });
  });

  it('changes the details but never the subdomain or the currency', async () => {
    const tenant = (
      await call(platform, { method: 'POST', url: '/platform/tenants', payload: company('edit') })
    ).json();
    const patch = (payload: object) =>
      call(platform, { method: 'PATCH', url: `/platform/tenants/${tenant.id}`, payload });
    const renamed = await patch({ name: 'Edited Cars', contactPhone: '+96550001234' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Edited Cars', contactPhone: '+96550001234' });
    expect((await patch({ subdomain: 'other' })).statusCode).toBe(400);
    expect((await patch({ currency: 'SAR' })).statusCode).toBe(400);
    const missing = await call(platform, {
      method: 'PATCH',
      url: '/platform/tenants/0190a0a0-0000-7000-8000-000000000000',
      payload: { name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a company's own administrator and a visitor on every platform route", async () => {
    const tenant = (
      await call(platform, { method: 'POST', url: '/platform/tenants', payload: company('own') })
    ).json();
    const admin = await createTestUser(t.database, tenant.id, { roles: ['admin'] });
    const routes: Call[] = [
      { method: 'GET', url: '/platform/tenants' },
      { method: 'POST', url: '/platform/tenants', payload: company('sneaky') },
      { method: 'GET', url: `/platform/tenants/${tenant.id}` },
      { method: 'PATCH', url: `/platform/tenants/${tenant.id}`, payload: { name: 'Mine' } },
      {
        method: 'POST',
        url: `/platform/tenants/${tenant.id}/status`,
        payload: { action: 'suspend' },
      },
    ];
    for (const route of routes) {
      expect((await call(bearer(admin, tenant.id), route)).statusCode, route.url).toBe(403);
      expect((await call({}, route)).statusCode, route.url).toBe(401);
    }
  });
});
