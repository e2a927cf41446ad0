import type { TenantStatus } from '@motorpool/domain/value-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantId } from '../modules/auth/test-support.ts';
import { createTestApp, type TestApp } from './app.ts';
import { bearer, createPlatformAdmin, createTestUser, type TestUser } from './identity.ts';

// What a company's status lets through: a representative route of each family (staff,
// customer, public catalogue, sign-in, the platform) for every status of tenantMachine.

let t: TestApp;
let demo: string;
let admin: TestUser;
let customer: TestUser;
let platform: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tenantId(t.database, 'demo');
  admin = await createTestUser(t.database, demo, { roles: ['admin'] });
  customer = await createTestUser(t.database, demo, { roles: ['customer'] });
  platform = await createPlatformAdmin(t.database, 'root@lifecycle.test');
});
afterAll(async () => t.close());

const setStatus = (status: TenantStatus) =>
  t.services.tenants.updateTenant(demo, { status }, { type: 'system' });

type Call = { method: 'GET' | 'POST'; url: string; as?: TestUser; body?: object };
const call = ({ method, url, as, body }: Call, language = 'en') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(as ? bearer(as, demo) : { 'x-tenant-id': demo }), 'accept-language': language },
    ...(body ? { payload: body } : {}),
  });

const routes = {
  staffRead: { method: 'GET', url: '/vehicles?limit=1', as: undefined as TestUser | undefined },
  staffWrite: { method: 'POST', url: '/branches', body: {} },
  customerRead: { method: 'GET', url: '/catalogue/vehicles?limit=1' },
  customerBooking: { method: 'POST', url: '/reservations', body: {} },
  publicCatalogue: { method: 'GET', url: '/public/catalogue/vehicles?limit=1' },
  register: { method: 'POST', url: '/auth/register', body: {} },
  signIn: {
    method: 'POST',
    url: '/auth/login',
    body: { email: 'nobody@demo.test', password: 'Wrong-password-1' },
  },
  forgotPassword: { method: 'POST', url: '/auth/forgot-password', body: { email: 'x@demo.test' } },
} as const;

const who = (name: keyof typeof routes): TestUser | undefined =>
  name.startsWith('staff') ? admin : name.startsWith('customer') ? customer : undefined;

async function codeOf(name: keyof typeof routes, language = 'en') {
  const res = await call({ ...routes[name], as: who(name) } as Call, language);
  return { status: res.statusCode, code: (res.json() as { code?: string }).code, res };
}

describe('a company by its status', () => {
  it.each(['trial', 'active'] as const)('serves every route while %s', async (status) => {
    await setStatus(status);
    expect((await codeOf('staffRead')).status).toBe(200);
    // an empty body reaches validation: the status let it through
    expect((await codeOf('staffWrite')).status).toBe(400);
    expect((await codeOf('customerRead')).status).toBe(200);
    expect((await codeOf('customerBooking')).status).toBe(400);
    expect((await codeOf('publicCatalogue')).status).toBe(200);
    expect((await codeOf('register')).status).toBe(400);
    expect((await codeOf('signIn')).status).toBe(401);
  });

  it('keeps a company whose trial ended readable and refuses its writes, but not signing in', async () => {
    await setStatus('trial_ended');
    for (const name of ['staffRead', 'customerRead', 'publicCatalogue'] as const) {
      expect((await codeOf(name)).status, name).toBe(200);
    }
    for (const name of ['staffWrite', 'customerBooking', 'register'] as const) {
      const { status, code } = await codeOf(name);
      expect([status, code], name).toEqual([403, 'TENANT_READ_ONLY']);
    }
    expect((await codeOf('signIn')).status).toBe(401);
    expect((await codeOf('forgotPassword')).status).toBe(202);
    const refresh = await call({
      method: 'POST',
      url: '/auth/refresh',
      body: { refreshToken: 'x' },
    });
    expect(refresh.json().code).not.toBe('TENANT_READ_ONLY');

    const english = (await codeOf('customerBooking')).res.json();
    expect(english.message).toMatch(/trial .* has ended.*readable.*until a plan is chosen/);
    const arabic = (await codeOf('customerBooking', 'ar')).res.json();
    expect(arabic.message).toContain('انتهت الفترة التجريبية');
  });

  it.each([
    ['suspended', 'TENANT_SUSPENDED', 'This company account is suspended.'],
    ['inactive', 'TENANT_INACTIVE', 'This company account is inactive.'],
    ['deletion_scheduled', 'TENANT_CLOSING', 'This company account is being closed'],
  ] as const)('refuses everything of a %s company', async (status, code, message) => {
    await setStatus(status);
    for (const name of Object.keys(routes) as (keyof typeof routes)[]) {
      const answer = await codeOf(name);
      expect([answer.status, answer.code], name).toEqual([403, code]);
    }
    expect((await codeOf('publicCatalogue')).res.json().message).toContain(message);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current',
      headers: { host: 'demo.localhost', 'accept-language': 'ar' },
    });
    expect(current.statusCode).toBe(403);
    expect(current.json().code).toBe(code);
    expect(current.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['suspended', 'trial_ended', 'deletion_scheduled'] as const)(
    'lets the platform manage a %s company named by the request',
    async (status) => {
      await setStatus(status);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/platform/tenants/${demo}`,
        headers: { authorization: `Bearer ${platform}`, 'x-tenant-id': demo },
        payload: { contactPhone: '+966 11 555 0101' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    },
  );
});
