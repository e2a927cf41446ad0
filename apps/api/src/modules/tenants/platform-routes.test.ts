import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, createPlatformAdmin, createTestUser } from '../../test/identity.ts';
import { listAuditForEntity } from '../audit/service.ts';
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
  adminEmail: `owner@${subdomain}.test`,
  currency: 'KWD',
  timeZone: 'Asia/Kuwait',
});

beforeAll(async () => {
  t = await createTestApp();
  platform = { authorization: `Bearer ${await createPlatformAdmin(t.database, 'root@p.test')}` };
});
afterAll(async () => t.close());

describe('the companies, for the platform', () => {
  it('creates a company whose administrator then works in it, and lists it with its usage', async () => {
    const created = await call(platform, {
      method: 'POST',
      url: '/platform/tenants',
      payload: company('Desert-Cars'),
    });
    expect(created.statusCode).toBe(201);
    const tenant = created.json();
    expect(tenant).toMatchObject({
      subdomain: 'desert-cars',
      status: 'active',
      currency: 'KWD',
      usage: { branches: 0, vehicles: 0, users: 0, customers: 0, reservations: 0 },
    });

    const admin = await createTestUser(t.database, tenant.id, { roles: ['admin'] });
    const branch = await call(bearer(admin, tenant.id), {
      method: 'POST',
      url: '/branches',
      payload: branchBody(),
    });
    expect(branch.statusCode).toBe(201);

    const listed = await call(platform, {
      method: 'GET',
      url: '/platform/tenants?search=desert&filter[status][equals]=active',
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 1,
      data: [{ id: tenant.id, usage: { branches: 1, users: 1 } }],
    });
    const one = await call(platform, { method: 'GET', url: `/platform/tenants/${tenant.id}` });
    expect(one.json().usage).toMatchObject({ branches: 1, users: 1 });
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
