import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMessage } from '@motorpool/domain/validation-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, tenants } from '../../db/schema/index.ts';
import { demoPassword } from '../../seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { maxIssuerResponseBytes } from '../oidc/service.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { call, tenantId } from '../auth/test-support.ts';

let t: TestApp;
let provider: TestOidcProvider;
let demo: string;
const tokens: Record<string, string> = {};
const url = '/tenants/current/auth-settings';

const get = (token: string, tenant = 'demo') => call(t, 'GET', url, { tenant, token });
const patch = (body: object, token = tokens.admin!, headers?: Record<string, string>) =>
  call(t, 'PATCH', url, { tenant: 'demo', token, body, ...(headers ? { headers } : {}) });

const stored = async () => {
  const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, demo));
  return row!.authSettings;
};

const oidcInput = (overrides: object = {}) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  providers: [{ id: 'google', label: 'Google' }],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ oidcAllowPrivateIssuers: true });
  provider = await startOidcProvider([
    'http://demo.motorpool.test:3000/api/v1/auth/oidc/google/callback',
  ]);
  demo = await tenantId(t.database, 'demo');
  for (const role of ['admin', 'manager', 'staff']) {
    const res = await call(t, 'POST', '/auth/login', {
      tenant: 'demo',
      body: { email: `${role}@demo.test`, password: demoPassword },
    });
    tokens[role] = res.json().access_token as string;
  }
  const acmeAdmin = await call(t, 'POST', '/auth/login', {
    tenant: 'acme',
    body: { email: 'admin@acme.test', password: demoPassword },
  });
  tokens.acmeAdmin = acmeAdmin.json().access_token as string;
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

describe('GET /tenants/current/auth-settings', () => {
  it('answers the defaults to a holder of settings:read', async () => {
    const res = await get(tokens.manager!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ registrationRequiresVerification: false, oidc: null });
  });

  it('refuses a caller without settings:read (403) and an anonymous one (401)', async () => {
    expect((await get(tokens.staff!)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, { tenant: 'demo' })).statusCode).toBe(401);
  });

  it("refuses another company's token on this company's host, and shows each its own", async () => {
    expect((await get(tokens.acmeAdmin!, 'demo')).statusCode).toBe(403);
    await patch({ registrationRequiresVerification: true });
    const acme = await get(tokens.acmeAdmin!, 'acme');
    expect(acme.json().registrationRequiresVerification).toBe(false);
    await patch({ registrationRequiresVerification: false });
  });
});

describe('PATCH /tenants/current/auth-settings', () => {
  it('saves OpenID Connect, never returns the secret, and audits the change', async () => {
    const res = await patch({ registrationRequiresVerification: true, oidc: oidcInput() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      registrationRequiresVerification: true,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecretSet: true,
        idpHintParam: null,
        providers: [
          { id: 'google', label: 'Google', issuer: null, clientId: null, clientSecretSet: false },
        ],
      },
    });
    expect(res.body).not.toContain(provider.clientSecret);
    expect((await stored()).oidc?.clientSecret).toBe(provider.clientSecret);

    const audit = await t.database.withTenant(demo, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, 'tenant_auth_settings'), eq(auditLogs.entityId, demo))),
    );
    expect(audit.at(-1)).toMatchObject({ action: 'update', actorType: 'user' });
    expect(JSON.stringify(audit.at(-1))).not.toContain(provider.clientSecret);

    const providers = await call(t, 'GET', '/auth/providers', { tenant: 'demo' });
    expect(providers.json()).toEqual({ providers: [{ id: 'google', label: 'Google' }] });
  });

  it('keeps the stored secret when a save omits it, and changes only what is sent', async () => {
    const { clientSecret: _omitted, ...withoutSecret } = oidcInput({
      idpHintParam: 'kc_idp_hint',
      providers: [
        { id: 'google', label: 'Google' },
        { id: 'microsoft', label: 'Microsoft' },
      ],
    });
    const res = await patch({ oidc: withoutSecret });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().oidc).toMatchObject({ clientSecretSet: true, idpHintParam: 'kc_idp_hint' });
    expect((await stored()).oidc?.clientSecret).toBe(provider.clientSecret);
    expect((await stored()).registrationRequiresVerification).toBe(true);

    const off = await patch({ registrationRequiresVerification: false });
    expect(off.json().oidc.providers).toHaveLength(2);
    expect(off.json().registrationRequiresVerification).toBe(false);
  });

  it('answers a clear, translated 400 when the issuer has no OpenID provider', async () => {
    const before = await stored();
    const res = await patch(
      { oidc: oidcInput({ issuer: 'http://127.0.0.1:9/nothing-here' }) },
      tokens.admin,
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'body.oidc.issuer', message: formatMessage('oidc.issuerUnreachable', 'ar') },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('checks a provider with its own issuer and keeps its own secret', async () => {
    const own = { id: 'corp', label: 'Corp', issuer: provider.issuer, clientId: 'corp-client' };
    const first = await patch({
      oidc: oidcInput({ providers: [{ ...own, clientSecret: 'corp-secret' }] }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().oidc.providers[0]).toMatchObject({ clientSecretSet: true });
    const again = await patch({ oidc: oidcInput({ providers: [own] }) });
    expect(again.statusCode).toBe(200);
    expect((await stored()).oidc?.providers[0]?.clientSecret).toBe('corp-secret');

    const bad = await patch({
      oidc: oidcInput({
        providers: [{ ...own, issuer: 'http://127.0.0.1:9/x', clientSecret: 'x-secret' }],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      expect.objectContaining({ path: 'body.oidc.providers.0.issuer' }),
    ]);
  });

  it('validates the input with the domain schema', async () => {
    const cases: [object, string][] = [
      [{ oidc: oidcInput({ issuer: 'ftp://example.com' }) }, 'body.oidc.issuer'],
      [{ oidc: oidcInput({ providers: [] }) }, 'body.oidc.providers'],
      [
        {
          oidc: oidcInput({
            providers: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id })),
          }),
        },
        'body.oidc.providers',
      ],
      [
        {
          oidc: oidcInput({
            providers: [
              { id: 'a', label: 'A' },
              { id: 'a', label: 'B' },
            ],
          }),
        },
        'body.oidc.providers',
      ],
      [
        { oidc: oidcInput({ providers: [{ id: 'Bad Id', label: 'x' }] }) },
        'body.oidc.providers.0.id',
      ],
      [
        { oidc: oidcInput({ providers: [{ id: 'x', label: 'X', issuer: provider.issuer }] }) },
        'body.oidc.providers.0.clientId',
      ],
      [{ registrationRequiresVerification: 'yes' }, 'body.registrationRequiresVerification'],
      [{ colour: 'red' }, 'body.colour'],
    ];
    for (const [body, path] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res.json().details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toContain(path);
    }
  });

  it('needs a client secret when none is stored', async () => {
    expect((await patch({ oidc: null })).json().oidc).toBeNull();
    const { clientSecret: _omitted, ...withoutSecret } = oidcInput();
    const res = await patch({ oidc: withoutSecret });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.oidc.clientSecret');
  });

  it('drops the stored secret when the client ID or issuer changes: a save without one is a clear 400', async () => {
    expect((await patch({ oidc: oidcInput() })).statusCode).toBe(200);
    const { clientSecret: _omitted, ...withoutSecret } = oidcInput();
    const second = await startOidcProvider([]);
    try {
      for (const changed of [
        { ...withoutSecret, clientId: 'another-client' },
        { ...withoutSecret, issuer: second.issuer },
      ]) {
        const res = await patch({ oidc: changed }, tokens.admin, { 'accept-language': 'ar' });
        expect(res.statusCode, JSON.stringify(changed)).toBe(400);
        expect(res.json().details).toEqual([
          {
            path: 'body.oidc.clientSecret',
            message: formatMessage('oidc.clientSecretForNewClient', 'ar'),
          },
        ]);
        expect((await stored()).oidc).toMatchObject({
          issuer: provider.issuer,
          clientId: provider.clientId,
        });
      }
      const moved = await patch({
        oidc: { ...withoutSecret, issuer: second.issuer, clientSecret: 'second-secret' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await stored()).oidc).toMatchObject({
        issuer: second.issuer,
        clientSecret: 'second-secret',
      });
    } finally {
      await second.close();
    }
  });

  it("drops a provider's own secret when its issuer or client ID changes", async () => {
    const own = { id: 'corp', label: 'Corp', issuer: provider.issuer, clientId: 'corp-client' };
    expect(
      (await patch({ oidc: oidcInput({ providers: [{ ...own, clientSecret: 'corp-secret' }] }) }))
        .statusCode,
    ).toBe(200);
    const res = await patch({ oidc: oidcInput({ providers: [{ ...own, clientId: 'corp-2' }] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.oidc.providers.0.clientSecret',
        message: formatMessage('oidc.clientSecretForNewClient', 'en'),
      },
    ]);
    expect((await stored()).oidc?.providers[0]).toMatchObject({ clientId: 'corp-client' });
  });

  it('refuses a loopback or private issuer unless private issuers are allowed', async () => {
    const strict = await createTestApp();
    try {
      const res = await call(strict, 'PATCH', url, {
        tenant: 'demo',
        token: (
          await call(strict, 'POST', '/auth/login', {
            tenant: 'demo',
            body: { email: 'admin@demo.test', password: demoPassword },
          })
        ).json().access_token as string,
        body: {
          oidc: oidcInput({
            providers: [
              { id: 'google', label: 'Google' },
              {
                id: 'meta',
                label: 'Meta',
                issuer: 'https://169.254.169.254',
                clientId: 'x',
                clientSecret: 'x-secret',
              },
            ],
          }),
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'body.oidc.issuer', message: formatMessage('oidc.issuerNotPublic', 'en') },
        {
          path: 'body.oidc.providers.1.issuer',
          message: formatMessage('oidc.issuerNotPublic', 'en'),
        },
      ]);
    } finally {
      await strict.close();
    }
  });

  it('refuses an issuer whose discovery answer is larger than the limit', async () => {
    let padding = 0;
    const server = createServer((_req, res) => {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          padding: 'x'.repeat(padding),
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const small = await patch({ oidc: oidcInput({ issuer }) });
      expect(small.statusCode, small.body).toBe(200);

      padding = maxIssuerResponseBytes;
      const res = await patch({ oidc: oidcInput({ issuer }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject([
        { path: 'body.oidc.issuer', message: formatMessage('oidc.issuerUnreachable', 'en') },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a caller without settings:update', async () => {
    expect(
      (await patch({ registrationRequiresVerification: true }, tokens.manager)).statusCode,
    ).toBe(403);
  });
});
