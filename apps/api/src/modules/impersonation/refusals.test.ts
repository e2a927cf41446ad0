import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { caller, companyWithAdmin, platformAdmin, reason, visitHeaders } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let platform: { headers: Record<string, string>; id: string };
// The visits' clock: where a test puts it, a visit starts.
let now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  call = caller(t);
  platform = await platformAdmin(t, 'refusals@p.test');
});
afterAll(async () => t.close());

const start = (companyId: string, headers = platform.headers, lng = 'en') =>
  call(
    headers,
    { method: 'POST', url: `/platform/tenants/${companyId}/impersonate`, payload: { reason } },
    lng,
  );
const endVisit = (id: string) =>
  call(platform.headers, { method: 'DELETE', url: `/platform/impersonations/${id}` });

describe('support visits refused', () => {
  it('when the company switched support access off, in the caller language', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'closed-door');
    const admin = bearer(company.admin, company.id);
    const url = '/tenants/current/support-access';
    expect((await call(admin, { method: 'GET', url })).json()).toEqual({
      impersonationAllowed: true,
    });
    const off = await call(admin, { method: 'PUT', url, payload: { impersonationAllowed: false } });
    expect(off.json()).toEqual({ impersonationAllowed: false });
    const refused = await start(company.id, platform.headers, 'ar');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    const bad = await call(admin, { method: 'PUT', url, payload: { impersonationAllowed: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'body.impersonationAllowed' });

    await call(admin, { method: 'PUT', url, payload: { impersonationAllowed: true } });
    const visit = (await start(company.id)).json();
    // switching it off during a visit stops the visit at its next request
    await call(admin, { method: 'PUT', url, payload: { impersonationAllowed: false } });
    const during = await call(visitHeaders(visit.accessToken, company.id), {
      method: 'GET',
      url: '/branches',
    });
    expect(during.statusCode).toBe(401);
    await endVisit(visit.impersonation.id);
  });

  it('for a suspended company', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'suspended-co');
    const suspend = await call(platform.headers, {
      method: 'POST',
      url: `/platform/tenants/${company.id}/status`,
      payload: { action: 'suspend' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await start(company.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/suspended/);
  });

  it('when chained: a visit cannot start another nor act on the platform', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'no-chain');
    const visit = (await start(company.id)).json();
    const headers = visitHeaders(visit.accessToken, company.id);
    const chained = await start(company.id, headers);
    expect(chained.statusCode).toBe(403);
    expect(chained.json().message).toMatch(/cannot start another/);
    const list = await call(headers, { method: 'GET', url: '/platform/tenants' });
    expect(list.statusCode).toBe(403);
    // nor does the visitor open a second one while the first runs
    expect((await start(company.id)).statusCode).toBe(409);
    await endVisit(visit.impersonation.id);
  });

  it("for a company's administrator", async () => {
    const company = await companyWithAdmin(t, platform.headers, 'own-admin');
    const refused = await start(company.id, bearer(company.admin, company.id));
    expect(refused.statusCode).toBe(403);
  });

  it('once the visit ran out', async () => {
    const company = await companyWithAdmin(t, platform.headers, 'ran-out');
    now = Date.now() - 31 * 60_000;
    const visit = (await start(company.id)).json();
    now = Date.now();
    const late = await call(visitHeaders(visit.accessToken, company.id), {
      method: 'GET',
      url: '/branches',
    });
    expect(late.statusCode).toBe(401);
    // an expired visit no longer blocks the next one
    expect((await start(company.id)).statusCode).toBe(201);
  });
});
