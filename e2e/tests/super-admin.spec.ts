import { expect, type Page, test } from '../fixtures.ts';
import { marketingUrl } from '../urls.ts';

// The super administrator opens each tab of the dashboard, in English and in Arabic; a contact
// request sent from the marketing site shows among the requests.

const texts = {
  en: {
    title: 'Super admin dashboard',
    tabs: ['Overview', 'Companies', 'System health', 'Activity log', 'Requests'],
    revenue: 'Revenue by currency',
    database: 'Database',
    exportCsv: 'Export CSV',
    signIn: 'Sign-in',
    requests: 'Contact and demo requests',
  },
  ar: {
    title: 'لوحة المسؤول العام',
    tabs: ['نظرة عامة', 'الشركات', 'حالة النظام', 'سجل النشاط', 'الطلبات'],
    revenue: 'الإيرادات حسب العملة',
    database: 'قاعدة البيانات',
    exportCsv: 'تصدير CSV',
    signIn: 'تسجيل دخول',
    requests: 'طلبات التواصل والعروض التوضيحية',
  },
} as const;

async function signInAsSuperAdmin(page: Page, lng: 'en' | 'ar') {
  await page.goto(marketingUrl('/admin/auth/login?lng=en'));
  await page.getByLabel('Email address').fill('root@motorpool.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.evaluate((code) => localStorage.setItem('motorpool.language', code), lng);
  await page.goto(marketingUrl(`/admin/support/superAdmin?lng=${lng}`));
}

test.describe.configure({ timeout: 120_000 });

for (const lng of ['en', 'ar'] as const) {
  const t = texts[lng];
  test(`the super administrator opens every tab of the dashboard (${lng})`, async ({
    page,
    request,
  }) => {
    const company = `E2E Fleet ${lng} ${Date.now()}`;
    const sent = await request.post(marketingUrl('/api/v1/public/contact-requests'), {
      headers: { 'accept-language': lng },
      data: {
        name: 'Sara',
        email: `sara-${lng}@e2e.test`,
        company,
        phone: '+966 50 123 4567',
        fleetSize: '11-50',
        message: 'We would like to know more.',
      },
    });
    expect(sent.status()).toBe(201);

    await signInAsSuperAdmin(page, lng);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(t.revenue)).toBeVisible();

    await page.getByRole('tab', { name: t.tabs[1] }).click();
    await expect(page).toHaveURL(/tab=tenants/);
    await expect(page.getByRole('table', { name: t.tabs[1] })).toBeVisible();

    await page.getByRole('tab', { name: t.tabs[2] }).click();
    await expect(page).toHaveURL(/tab=health/);
    await expect(page.getByRole('heading', { name: t.database })).toBeVisible();

    await page.getByRole('tab', { name: t.tabs[3] }).click();
    await expect(page).toHaveURL(/tab=activity/);
    await expect(page.getByRole('button', { name: t.exportCsv })).toBeVisible();
    await expect(page.getByText(t.signIn).first()).toBeVisible();

    await page.getByRole('tab', { name: new RegExp(t.tabs[4]) }).click();
    await expect(page).toHaveURL(/tab=requests/);
    await expect(page.getByRole('table', { name: t.requests })).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
  });
}
