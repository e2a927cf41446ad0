import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';

// Every route renders, as the role it is meant for, in English and in Arabic (right to
// left), without a crash, the not-found page or a serious accessibility violation. One sign-in
// per role and language; pages are then opened in the same document (client-side navigation).

const password = 'Demo@12345';
const languages = ['en', 'ar'] as const;
type Lng = (typeof languages)[number];

const notFoundTitles = ['Page not found', 'الصفحة غير موجودة'];
const forbiddenTitles = [
  "You don't have permission to access this application",
  'ليس لديك صلاحية للوصول إلى هذا التطبيق',
];
const forbiddenPattern = new RegExp(`^(${forbiddenTitles.join('|')})$`);

async function signIn(page: Page, loginUrl: string, email: string, lng: Lng) {
  await page.goto(`${loginUrl}?lng=en`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await switchLanguage(page, lng);
}

async function switchLanguage(page: Page, lng: Lng) {
  await page.evaluate((code) => localStorage.setItem('motorpool.language', code), lng);
  await page.goto(`${page.url().split('?')[0]}?lng=${lng}`);
}

// Client-side navigation: the router follows history, no reload between pages.
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

async function expectRendered(page: Page, path: string, lng: Lng, expect403 = false) {
  await visit(page, path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1, path).toBeVisible();
  // the previous page stays on screen while a lazy page loads: wait for the refusal itself
  if (expect403) await expect(h1, path).toHaveText(forbiddenPattern);
  const title = (await h1.textContent()) ?? '';
  expect(notFoundTitles, `${path} is not the not-found page`).not.toContain(title.trim());
  if (!expect403) expect(forbiddenTitles, `${path} is allowed`).not.toContain(title.trim());
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  // colours do not change with the direction: contrast is measured on the English pass
  await expectNoSeriousA11yViolations(page, undefined, { contrast: lng === 'en' });
}

async function firstId(page: Page, resource: string): Promise<string> {
  // from the page: the browser resolves *.localhost, and the request carries the session
  const id = await page.evaluate(async (name) => {
    const token = localStorage.getItem('motorpool.authToken');
    const res = await fetch(`/api/v1/${name}?page=1&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data?: { id: string }[] };
    return body.data?.[0]?.id ?? null;
  }, resource);
  expect(id, resource).toBeTruthy();
  return id!;
}

const adminRoutes = [
  '/admin/general/dashboard',
  '/admin/general/rentalsCalendar',
  '/admin/general/notifications',
  '/admin/general/notifications/settings',
  '/admin/general/profile',
  '/admin/management/users',
  '/admin/management/customers',
  '/admin/management/vehicles',
  '/admin/management/rentals',
  '/admin/management/reservations',
  '/admin/management/branches',
  '/admin/management/maintenances',
  '/admin/management/vehicle-types',
  '/admin/management/fuel-types',
  '/admin/management/transmission-types',
  '/admin/management/locations',
  '/admin/management/insurance-options',
  '/admin/finance/payments',
  '/admin/finance/payment-methods',
  '/admin/finance/extras',
  '/admin/support/settings',
  '/admin/support/lookups',
];

const customerRoutes = [
  '/',
  '/notifications',
  '/notifications/settings',
  '/rentals',
  '/rentals/r-1',
  '/reservations',
  '/reservations/r-1',
  '/profile',
  '/settings',
];

const publicTenantRoutes = [
  '/',
  '/catalog',
  '/vehicles',
  '/vehicles/v-1',
  '/branches',
  '/branch/b-1',
  '/rental/v-1',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/admin/auth/login',
];

const marketingRoutes = [
  '/',
  '/pricing',
  '/features',
  '/solutions',
  '/about',
  '/privacy',
  '/terms',
  '/security',
  '/contact',
  '/demo',
  '/signup',
];

const platformRoutes = [
  '/admin/general/dashboard',
  '/admin/support/superAdmin',
  '/admin/support/tenants',
];

test.describe.configure({ timeout: 480_000 });

for (const lng of languages) {
  test.describe(`every route in ${lng}`, () => {
    // The back office is opened in two halves that run side by side: its lists, then one record
    // of each kind and the pages the administrator may not open.
    test(`back office lists as the administrator (${lng})`, async ({ page }) => {
      await signIn(page, tenantUrl('demo', '/admin/auth/login'), 'admin@demo.test', lng);
      for (const path of adminRoutes) await expectRendered(page, path, lng);
    });

    test(`back office records as the administrator (${lng})`, async ({ page }) => {
      await signIn(page, tenantUrl('demo', '/admin/auth/login'), 'admin@demo.test', lng);
      const details = [
        `/admin/management/users/view/${await firstId(page, 'users')}`,
        `/admin/management/customers/view/${await firstId(page, 'customers')}`,
        `/admin/management/reservations/view/${await firstId(page, 'reservations')}`,
        `/admin/management/rentals/view/${await firstId(page, 'rentals')}`,
        `/admin/management/vehicles/view/${await firstId(page, 'vehicles')}`,
        `/admin/management/branches/view/${await firstId(page, 'branches')}`,
        `/admin/support/lookups/view/${await firstId(page, 'lookups')}`,
        `/admin/finance/payments/view/${await firstId(page, 'payments')}`,
        `/admin/management/maintenances/view/${await firstId(page, 'maintenance')}`,
      ];
      for (const path of details) await expectRendered(page, path, lng);
      // company administrators are not platform administrators
      await expectRendered(page, '/admin/support/tenants', lng, true);
      await expectRendered(page, '/admin/support/superAdmin', lng, true);
      await visit(page, '/admin/management/nowhere');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'ar' ? notFoundTitles[1]! : notFoundTitles[0]!,
      );
    });

    test(`customer area as a customer (${lng})`, async ({ page }) => {
      await signIn(page, tenantUrl('demo', '/auth/login'), 'customer@demo.test', lng);
      for (const path of customerRoutes) await expectRendered(page, path, lng);
      // a single role needs no choosing: /roles leads straight to the customer home
      await page.evaluate(() => {
        window.history.pushState(null, '', '/roles');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/$/);
    });

    test(`company pages as a visitor (${lng})`, async ({ page }) => {
      await page.goto(tenantUrl('demo', `/?lng=${lng}`));
      for (const path of publicTenantRoutes) await expectRendered(page, path, lng);
    });

    test(`marketing pages as a visitor (${lng})`, async ({ page }) => {
      await page.goto(marketingUrl(`/?lng=${lng}`));
      for (const path of marketingRoutes) await expectRendered(page, path, lng);
    });

    test(`platform pages as the super administrator (${lng})`, async ({ page }) => {
      await signIn(page, marketingUrl('/admin/auth/login'), 'root@motorpool.test', lng);
      const company = `/admin/support/tenants/view/${await firstId(page, 'platform/tenants')}`;
      for (const path of [...platformRoutes, company]) await expectRendered(page, path, lng);
    });
  });
}

test('a viewer opening a page outside their role sees the permission message', async ({ page }) => {
  await signIn(page, tenantUrl('demo', '/admin/auth/login'), 'viewer@demo.test', 'en');
  await expectRendered(page, '/admin/management/users', 'en', true);
  await expectRendered(page, '/admin/support/settings', 'en', true);
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
});
