import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenants = t.services.tenants;
  demoId = (await tenants.findTenant({ subdomain: 'demo' }))!.id;
  await tenants.createTenant(
    { name: 'Paused Co', subdomain: 'paused', adminEmail: 'a@paused.test', status: 'suspended' },
    { type: 'system' },
  );
  await tenants.createTenant(
    { name: 'Closed Co', subdomain: 'closed', adminEmail: 'a@closed.test', status: 'inactive' },
    { type: 'system' },
  );
});
afterAll(async () => t.close());

const current = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/tenants/current', headers });

describe('tenant resolution', () => {
  it('resolves the tenant from an x-tenant-id holding its id', async () => {
    const res = await current({ 'x-tenant-id': demoId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: demoId, subdomain: 'demo', currency: 'SAR' });
  });

  it('resolves the tenant from an x-tenant-id holding its subdomain', async () => {
    const res = await current({ 'x-tenant-id': 'acme' });
    expect(res.json()).toMatchObject({ subdomain: 'acme', currency: 'AED', taxRateBp: 500 });
  });

  it.each(['demo.localhost:3000', 'demo.motorpool.app'])(
    'resolves the tenant from the host %s',
    async (host) => {
      const res = await current({ host });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(demoId);
    },
  );

  it('accepts a header and host that agree', async () => {
    const res = await current({ host: 'demo.localhost', 'x-tenant-id': demoId });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a header that names another tenant than the host', async () => {
    const res = await current({ host: 'demo.localhost', 'x-tenant-id': 'acme' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it('answers 400 TENANT_REQUIRED when neither header nor host names a tenant', async () => {
    const res = await current({ host: 'localhost:3000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'TENANT_REQUIRED' });
  });

  it.each([
    [{ 'x-tenant-id': 'nosuchco' }],
    [{ 'x-tenant-id': '0196f1d4-3c1e-7000-8000-000000000000' }],
    [{ host: 'nosuchco.localhost' }],
  ])('answers 404 TENANT_NOT_FOUND for an unknown tenant %j', async (headers) => {
    const res = await current(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'TENANT_NOT_FOUND',
      message: 'Unknown company.',
    });
  });

  it('answers 400 for an x-tenant-id that is neither an id nor a subdomain', async () => {
    const res = await current({ 'x-tenant-id': "demo'; drop table tenants;--" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('refuses requests for a suspended tenant', async () => {
    const res = await current({ 'x-tenant-id': 'paused' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'TENANT_SUSPENDED',
      message: 'This company account is suspended.',
    });
  });

  it('refuses requests for an inactive tenant', async () => {
    const res = await current({ host: 'closed.localhost' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TENANT_INACTIVE');
  });

  it('refuses a tenant suspended a moment after it was served, though its row was kept', async () => {
    const tenants = t.services.tenants;
    const brief = await tenants.createTenant(
      { name: 'Brief Co', subdomain: 'brief', adminEmail: 'a@brief.test' },
      { type: 'system' },
    );
    expect((await current({ 'x-tenant-id': 'brief' })).statusCode).toBe(200);
    await tenants.updateTenant(brief.id, { status: 'suspended' }, { type: 'system' });
    const res = await current({ 'x-tenant-id': 'brief' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TENANT_SUSPENDED');
  });
});
