import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants, userIdentities, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { completeProviderLogin } from '../../test/oidc-login.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { oidcHandoffTtlMs } from './service.ts';
import { tenantId } from '../auth/test-support.ts';

// Social sign-in end to end against a real OpenID Connect provider on loopback.
let t: TestApp;
let provider: TestOidcProvider;
let demo: string;
const host = 'demo.localhost';
// The callback lives on the company's subdomain of the public origin (testPublicUrl), whatever
// Host the browser's requests name; the provider knows no other.
const callback = 'http://demo.motorpool.test:3000/api/v1/auth/oidc/google/callback';

beforeAll(async () => {
  t = await createTestApp({ oidcAllowPrivateIssuers: true });
  provider = await startOidcProvider([callback]);
  demo = await tenantId(t.database, 'demo');
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
  t.services.tenants.forget(demo);
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const cookieOf = (setCookie: unknown, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const found = all.map((c: string) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
  return found && found !== `${name}=` ? found : undefined;
};

// The browser's walk: start, the provider's screens, the callback. Answers where the callback
// sent the browser and the hand-over cookie it set.
async function signInWithProvider(login: string, tamper = false) {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/oidc/google/start?returnTo=/rentals',
    headers: { host },
  });
  expect(start.statusCode).toBe(302);
  const cookie = cookieOf(start.headers['set-cookie'], 'motorpool_oidc')!;
  const back = await completeProviderLogin(String(start.headers.location), login);
  expect(`${back.origin}${back.pathname}`).toBe(callback);
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host, cookie: tamper ? `${cookie}x` : cookie },
  });
  expect(done.statusCode).toBe(302);
  return {
    landed: new URL(String(done.headers.location), `http://${host}`),
    handoff: cookieOf(done.headers['set-cookie'], 'motorpool_oidc_handoff'),
  };
}

const complete = (code: string | null, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/complete',
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload: { code: code ?? '' },
  });

// The whole sign-in as the web app does it; fails unless it ends signed in.
async function signedInAs(login: string) {
  const { landed, handoff } = await signInWithProvider(login);
  expect(landed.pathname, landed.href).toBe('/auth/oidc/complete');
  const fragment = new URLSearchParams(landed.hash.slice(1));
  const res = await complete(fragment.get('code'), handoff);
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json<{ access_token: string; refresh_token: string }>();
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile',
    headers: { host, authorization: `Bearer ${tokens.access_token}` },
  });
  expect(profile.statusCode).toBe(200);
  return {
    fragment,
    tokens,
    profile: profile.json<{ id: string; email: string; roles: string[] }>(),
  };
}

const identitiesOf = (userId: string) =>
  t.database.withTenant(demo, (tx) =>
    tx.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
  );
const userByEmail = async (email: string) => {
  const [row] = await t.database.withTenant(demo, (tx) =>
    tx.select().from(users).where(eq(users.email, email)),
  );
  return row!;
};

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
    const { fragment, tokens, profile } = await signedInAs('layla@example.com');
    expect(fragment.get('returnTo')).toBe('/rentals');
    expect(fragment.has('access_token')).toBe(false);
    expect(profile).toMatchObject({
      email: 'layla@example.com',
      firstName: 'Layla',
      lastName: 'Haddad',
      roles: ['customer'],
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { host },
      payload: { refreshToken: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await identitiesOf(profile.id)).toMatchObject([
      { issuer: provider.issuer, subject: 'layla@example.com' },
    ]);
  });

  it('signs an existing account in again as the same user without creating another', async () => {
    const first = await userByEmail('layla@example.com');
    const { profile } = await signedInAs('layla@example.com');
    expect(profile.id).toBe(first.id);
    const rows = await t.database.withTenant(demo, (tx) =>
      tx.select().from(users).where(eq(users.email, 'layla@example.com')),
    );
    expect(rows).toHaveLength(1);
  });

  it('knows an account by its issuer and subject even when the provider changes its e-mail', async () => {
    provider.assertEmail('subject-omar', 'omar@example.com');
    const before = await signedInAs('subject-omar');
    provider.assertEmail('subject-omar', 'omar.new@example.com');
    const after = await signedInAs('subject-omar');
    expect(after.profile.id).toBe(before.profile.id);
    expect(after.profile.email).toBe('omar@example.com');
  });

  it('does not sign an administrator in through a provider that asserts their e-mail', async () => {
    const admin = await userByEmail('admin@demo.test');
    provider.assertEmail('subject-intruder', 'admin@demo.test');
    const { landed, handoff } = await signInWithProvider('subject-intruder');
    expect(landed.pathname).toBe('/auth/login');
    expect(landed.searchParams.get('signInError')).toBe('OIDC_LINK_REFUSED');
    expect(handoff).toBeUndefined();
    expect(await identitiesOf(admin.id)).toEqual([]);
  });

  it("links a customer's existing account once, and refuses a second subject of that issuer", async () => {
    const customer = await userByEmail('customer@demo.test');
    provider.assertEmail('subject-customer', 'customer@demo.test');
    const { profile } = await signedInAs('subject-customer');
    expect(profile.id).toBe(customer.id);

    provider.assertEmail('subject-other', 'customer@demo.test');
    const other = await signInWithProvider('subject-other');
    expect(other.landed.searchParams.get('signInError')).toBe('OIDC_LINK_REFUSED');
    expect(await identitiesOf(customer.id)).toMatchObject([{ subject: 'subject-customer' }]);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const { landed } = await signInWithProvider('unverified-omar@example.com');
    expect(landed.pathname).toBe('/auth/login');
    expect(landed.searchParams.get('signInError')).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a callback whose state cookie was tampered with', async () => {
    const { landed } = await signInWithProvider('layla@example.com', true);
    expect(landed.searchParams.get('signInError')).toBe('INVALID_TOKEN');
  });

  it('hands the tokens only to the browser that finished the sign-in, and only once', async () => {
    const { landed, handoff } = await signInWithProvider('layla@example.com');
    const code = new URLSearchParams(landed.hash.slice(1)).get('code');
    expect(code).toBeTruthy();
    expect(handoff).toMatch(/^motorpool_oidc_handoff=/);

    // Someone else's completion link, opened in a browser without the cookie.
    expect((await complete(code)).statusCode).toBe(401);
    expect((await complete('another-code', handoff)).statusCode).toBe(401);

    const first = await complete(code, handoff);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ access_token: expect.any(String) });
    expect(String(first.headers['set-cookie'])).toMatch(/motorpool_oidc_handoff=;.*Max-Age=0/);
    const again = await complete(code, handoff);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a hand-over collected after its short lifetime', async () => {
    const { landed, handoff } = await signInWithProvider('layla@example.com');
    const code = new URLSearchParams(landed.hash.slice(1)).get('code');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + oidcHandoffTtlMs + 1_000 });
    try {
      expect((await complete(code, handoff)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the provider a callback on the public origin whatever Host the request names', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/oidc/google/start',
      headers: { host: 'demo.attacker.example', 'x-forwarded-host': 'demo.attacker.example' },
    });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.searchParams.get('redirect_uri')).toBe(callback);
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

describe('OpenID Connect issuers', () => {
  it('refuses to start a sign-in at a loopback issuer unless private issuers are allowed', async () => {
    const strict = await createTestApp();
    try {
      const strictDemo = await tenantId(strict.database, 'demo');
      await strict.database.db
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
        .where(and(eq(tenants.id, strictDemo)));
      strict.services.tenants.forget(strictDemo);
      const res = await strict.app.inject({
        method: 'GET',
        url: '/api/v1/auth/oidc/google/start',
        headers: { host },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await strict.close();
    }
  });
});
