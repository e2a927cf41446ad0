import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { completeProviderLogin } from '../../test/oidc-login.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { tenantId } from '../auth/test-support.ts';
import { forgetTenant } from '../tenants/tenant-cache.ts';

// Social sign-in end to end against a real OpenID Connect provider on loopback.
let t: TestApp;
let provider: TestOidcProvider;
const host = 'demo.localhost';
const callback = `http://${host}/api/v1/auth/oidc/google/callback`;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider([callback]);
  await t.database.db
    .update(tenants)
    .set({
      authSettings: {
        registrationRequiresVerification: false,
        oidc: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          providers: [{ id: 'google', label: 'Google' }],
        },
      },
    })
    .where(eq(tenants.subdomain, 'demo'));
  forgetTenant(t.database, await tenantId(t.database, 'demo'));
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

async function signInWithProvider(login: string, tamper = false) {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/oidc/google/start?returnTo=/rentals',
    headers: { host },
  });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await completeProviderLogin(String(start.headers.location), login);
  expect(`${back.origin}${back.pathname}`).toBe(callback);
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host, cookie: tamper ? `${cookie}x` : cookie },
  });
  expect(done.statusCode).toBe(302);
  return new URL(String(done.headers.location), `http://${host}`);
}

describe('OpenID Connect sign-in', () => {
  it('lists the configured providers for the login page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/providers',
      headers: { host },
    });
    expect(res.json()).toEqual({ providers: [{ id: 'google', label: 'Google' }] });
  });

  it('creates a customer account for a new verified e-mail and hands over working tokens', async () => {
    const landed = await signInWithProvider('layla@example.com');
    expect(landed.pathname).toBe('/auth/oidc/complete');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('returnTo')).toBe('/rentals');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { host, authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'layla@example.com',
      firstName: 'Layla',
      lastName: 'Haddad',
      roles: ['customer'],
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { host },
      payload: { refreshToken: fragment.get('refresh_token') },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs an existing account in again without creating another', async () => {
    await signInWithProvider('layla@example.com');
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.subdomain, 'demo'));
    const rows = await t.database.withTenant(demo!.id, (tx) =>
      tx.select().from(users).where(eq(users.email, 'layla@example.com')),
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const landed = await signInWithProvider('unverified-omar@example.com');
    expect(landed.pathname).toBe('/auth/login');
    expect(landed.searchParams.get('signInError')).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a callback whose state cookie was tampered with', async () => {
    const landed = await signInWithProvider('layla@example.com', true);
    expect(landed.searchParams.get('signInError')).toBe('INVALID_TOKEN');
  });

  it('answers 404 for a provider the company has not configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/oidc/facebook/start',
      headers: { host },
    });
    expect(res.statusCode).toBe(404);
  });

  it('shows no providers for a company without OpenID Connect', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/providers',
      headers: { host: 'acme.localhost' },
    });
    expect(res.json()).toEqual({ providers: [] });
  });
});
