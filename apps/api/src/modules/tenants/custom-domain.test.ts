import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, tenants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import { bearer, createTestUser, type TestUser } from '../../test/identity.ts';
import { tenantId } from '../auth/test-support.ts';

let dns: TestDnsServer;
let t: TestApp;
let distDir: string;
let demo: string;
let acme: string;
let admin: TestUser;
let viewer: TestUser;
let acmeAdmin: TestUser;

beforeAll(async () => {
  dns = await startDnsServer();
  distDir = mkdtempSync(path.join(tmpdir(), 'custom-domain-web-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><head><title>App</title>');
  writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><head><title>Landing</title>');
  t = await createTestApp({ dnsServers: [dns.address], webDistDir: distDir });
  demo = await tenantId(t.database, 'demo');
  acme = await tenantId(t.database, 'acme');
  [admin, viewer, acmeAdmin] = await Promise.all([
    createTestUser(t.database, demo, { roles: ['admin'] }),
    createTestUser(t.database, demo, { roles: ['viewer'] }),
    createTestUser(t.database, acme, { roles: ['admin'] }),
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dns.close();
  rmSync(distDir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  as: TestUser,
  options: { body?: object; language?: 'ar' } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/tenants/current/domain${url}`,
    headers: {
      ...bearer(as, as === acmeAdmin ? acme : demo),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
const claim = (domain: string, as = admin, language?: 'ar') =>
  call('PUT', '', as, { body: { domain }, ...(language ? { language } : {}) });
const verify = (as = admin, language?: 'ar') =>
  call('POST', '/verify', as, language ? { language } : {});
const current = (host: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/tenants/current', headers: { host } });
const storedDomain = async (id = demo) => {
  const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, id));
  return { domain: row!.customDomain, token: row!.domainToken, verifiedAt: row!.domainVerifiedAt };
};

describe('claiming a custom domain', () => {
  it.each(['rentals', '10.0.0.1', 'rentals..example.com', '-bad.example.com', 'a b.com', ''])(
    'refuses %j field by field and changes nothing',
    async (domain) => {
      const res = await claim(domain, admin, 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('body.domain');
      expect(await storedDomain()).toEqual({ domain: null, token: null, verifiedAt: null });
    },
  );

  it.each(['motorpool.test', 'acme.motorpool.test', 'shop.localhost'])(
    'refuses the platform’s own host %s',
    async (domain) => {
      const res = await claim(domain);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'body.domain', message: formatMessage('error.domainOfPlatform', 'en') },
      ]);
    },
  );

  it('is for those who may change the settings', async () => {
    expect((await claim('rentals-demo.test', viewer)).statusCode).toBe(403);
  });

  it('answers the TXT record to publish, the domain lowercased, and audits the claim', async () => {
    const res = await claim(' Rentals-Demo.TEST. ');
    expect(res.statusCode, res.body).toBe(200);
    const { token } = await storedDomain();
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(res.json()).toEqual({
      domain: 'rentals-demo.test',
      status: 'pending',
      verifiedAt: null,
      record: {
        type: 'TXT',
        name: '_motorpool-verify.rentals-demo.test',
        value: `motorpool-verify=${token}`,
      },
    });
    expect((await call('GET', '', admin)).json()).toEqual(res.json());
    const audits = await t.database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.tenantId, demo), eq(auditLogs.entityType, 'tenant_domain'))),
    );
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['domain_set', { domain: 'rentals-demo.test', verifiedAt: null }],
    ]);
  });

  it('does not serve the company on a domain it has not verified', async () => {
    const res = await current('rentals-demo.test');
    expect(res.json().code, res.body).toBe('TENANT_REQUIRED');
  });
});

describe('verifying it in DNS', () => {
  const recordName = '_motorpool-verify.rentals-demo.test';

  it('answers 422 in the caller’s language while no record is published', async () => {
    const res = await verify(admin, 'ar');
    expect(res.statusCode).toBe(422);
    const { token } = await storedDomain();
    expect(res.json().message).toBe(
      formatMessage('error.domainRecordMissing', 'ar', {
        name: recordName,
        expected: `motorpool-verify=${token}`,
      }),
    );
    expect((await storedDomain()).verifiedAt).toBeNull();
  });

  it('answers 422 naming what it found when the record holds another value', async () => {
    dns.setTxt(recordName, ['motorpool-verify=someone-else', 'v=spf1 -all']);
    const res = await verify();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('"motorpool-verify=someone-else", "v=spf1 -all"');
    expect((await storedDomain()).verifiedAt).toBeNull();
  });

  it('verifies the domain once the record holds the token, and serves the company there', async () => {
    const { token } = await storedDomain();
    dns.setTxt(recordName, ['v=spf1 -all', `motorpool-verify=${token}`]);
    const res = await verify();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ domain: 'rentals-demo.test', status: 'verified' });
    expect(res.json().verifiedAt).toBe((await storedDomain()).verifiedAt!.toISOString());

    const reached = await current('rentals-demo.test:443');
    expect(reached.statusCode).toBe(200);
    expect(reached.json()).toMatchObject({ id: demo, subdomain: 'demo' });
    // the web app on that host sends the company's subdomain; both name the same company
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current',
      headers: { host: 'rentals-demo.test', 'x-tenant-id': 'demo' },
    });
    expect(both.statusCode).toBe(200);
  });

  it('names the company in the pages served on its domain, and only there', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'rentals-demo.test' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      '<!doctype html><head><meta name="motorpool-company" content="demo"><title>App</title>',
    );
    const marketing = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'motorpool.test' },
    });
    expect(marketing.body).toBe('<!doctype html><head><title>Landing</title>');
  });

  it('refuses the same domain to a second company (409) and changes nothing', async () => {
    const res = await claim('rentals-demo.test', acmeAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([
      { path: 'body.domain', message: formatMessage('error.domainTaken', 'en') },
    ]);
    expect(await storedDomain(acme)).toEqual({ domain: null, token: null, verifiedAt: null });
  });

  it('reads a verified domain before the subdomain its first label looks like', async () => {
    expect((await claim('demo.acme-cars.test', acmeAdmin)).statusCode).toBe(200);
    const { token } = await storedDomain(acme);
    dns.setTxt('_motorpool-verify.demo.acme-cars.test', [`motorpool-verify=${token}`]);
    expect((await verify(acmeAdmin)).json().status).toBe('verified');
    expect((await current('demo.acme-cars.test')).json()).toMatchObject({ id: acme });
  });

  it('tells a TLS proxy which names are verified domains', async () => {
    const check = (domain: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/public/domains/check?domain=${domain}` });
    expect((await check('rentals-demo.test')).statusCode).toBe(204);
    expect((await check('unknown-rentals.test')).statusCode).toBe(404);
    expect((await check('not_a_domain')).statusCode).toBe(400);
  });
});

describe('removing it', () => {
  it('stops serving the company there at once', async () => {
    const res = await call('DELETE', '', admin);
    expect(res.statusCode).toBe(204);
    expect(await storedDomain()).toEqual({ domain: null, token: null, verifiedAt: null });
    expect((await current('rentals-demo.test')).json().code).toBe('TENANT_REQUIRED');
    expect((await call('GET', '', admin)).json()).toEqual({
      domain: null,
      status: 'none',
      verifiedAt: null,
      record: null,
    });
    expect((await verify()).statusCode).toBe(404);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/domains/check?domain=rentals-demo.test',
    });
    expect(check.statusCode).toBe(404);
  });
});
