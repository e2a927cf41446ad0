import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test, withConsentChoice } from '../fixtures.ts';
import Provider from 'oidc-provider';
import { tenantUrl } from '../urls.ts';

// Social sign-in against a real OpenID Connect provider on loopback, with its development
// login and consent screens: any login name signs in as the account of that e-mail address.
let server: Server;
let issuer: string;
const clientId = 'motorpool-e2e';
const clientSecret = 'motorpool-e2e-secret-0123456789abcdef';
const customerEmail = `oidc-${Date.now()}@example.com`;

test.beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [tenantUrl('acme', '/api/v1/auth/oidc/google/callback')],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: id,
        email_verified: true,
        name: 'Layla Haddad',
        given_name: 'Layla',
        family_name: 'Haddad',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['e2e-cookie-key-0123456789'] },
  });
  server.on('request', provider.callback());
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function providersLoaded(page: Page, subdomain: string) {
  const answered = page.waitForResponse((res) => res.url().includes('/api/v1/auth/providers'));
  await page.goto(tenantUrl(subdomain, '/auth/login'));
  await answered;
}

test('a company configures OpenID Connect and a customer signs in through the provider', async ({
  page,
  browser,
}) => {
  // Many steps, on a shared machine.
  test.setTimeout(90_000);
  // The administrator of acme sets the provider up on the Settings page.
  await page.goto(tenantUrl('acme', '/admin/auth/login'));
  await page.getByLabel('Email address').fill('admin@acme.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.goto(tenantUrl('acme', '/admin/support/settings'));
  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await page.getByRole('switch', { name: 'Offer social sign-in' }).check();
  await page.getByRole('textbox', { name: 'Issuer URL' }).fill(issuer);
  await page.getByRole('textbox', { name: 'Client ID' }).fill(clientId);
  await page.getByLabel('Client secret').fill(clientSecret);
  await page.getByRole('textbox', { name: 'Provider ID' }).fill('google');
  await page.getByRole('textbox', { name: 'Button label' }).fill('Google');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sign-in settings saved')).toBeVisible();
  await expect(page.getByText('A secret is stored. Leave blank to keep it.')).toBeVisible();

  // An anonymous visitor signs in with the provider and lands back signed in as a customer.
  const visitor = await browser.newContext();
  await withConsentChoice(visitor);
  const anonymous = await visitor.newPage();
  await providersLoaded(anonymous, 'acme');
  await anonymous.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(anonymous).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await anonymous.locator('input[name="login"]').fill(customerEmail);
  await anonymous.locator('input[name="password"]').fill('anything');
  await anonymous.getByRole('button', { name: 'Sign-in' }).click();
  await anonymous.getByRole('button', { name: 'Continue' }).click();
  await expect(anonymous).toHaveURL(tenantUrl('acme', '/'));
  await expect(anonymous.getByRole('button', { name: /Layla/ })).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // A company without OpenID Connect shows no social buttons at all.
  const other = await browser.newContext();
  await withConsentChoice(other);
  const demoVisitor = await other.newPage();
  await providersLoaded(demoVisitor, 'demo');
  await expect(demoVisitor.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(demoVisitor.getByText(/Continue with/)).toHaveCount(0);
  await other.close();
});
