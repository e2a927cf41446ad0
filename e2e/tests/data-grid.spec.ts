import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { tenantUrl } from '../urls.ts';

type Lang = 'en' | 'ar';

// Every label the test clicks, in both languages.
const text = {
  en: {
    demo: 'Try demo account',
    signIn: 'Sign in',
    filters: 'Filters',
    field: 'Field',
    value: 'Value',
    status: 'Status',
    active: 'Active',
    add: 'Add filter',
    chip: 'Status is Active',
    columns: 'Columns',
    lastLogin: 'Last login',
    export: 'Export',
  },
  ar: {
    demo: /الحساب التجريبي/,
    signIn: 'تسجيل الدخول',
    filters: 'عوامل التصفية',
    field: 'الحقل',
    value: 'القيمة',
    status: 'الحالة',
    active: 'نشط',
    add: 'إضافة عامل التصفية',
    chip: 'الحالة يساوي نشط',
    columns: 'الأعمدة',
    lastLogin: 'آخر تسجيل دخول',
    export: 'تصدير',
  },
} as const;

async function openUsers(page: Page, lng: Lang) {
  const l = text[lng];
  await page.goto(tenantUrl('demo', `/admin/auth/login?lng=${lng}`));
  await page.getByRole('button', { name: l.demo }).click();
  await page.locator('form').getByRole('button', { name: l.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.goto(tenantUrl('demo', '/admin/management/users'));
  // The first list load shares two cores with the other workers: allow it some time.
  await expect(page.getByText('admin@demo.test')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

for (const lng of ['en', 'ar'] as const) {
  const l = text[lng];

  test.describe(`users data grid (${lng})`, () => {
    test.setTimeout(90_000);

    test('a status filter built in the UI is kept in the address across a reload', async ({
      page,
    }) => {
      await openUsers(page, lng);
      await page.getByRole('button', { name: l.filters }).click();
      const form = page.getByRole('form');
      await form.getByRole('combobox', { name: l.field }).click();
      await page.getByRole('option', { name: l.status, exact: true }).click();
      await form.getByRole('combobox', { name: l.value }).click();
      await page.getByRole('option', { name: l.active, exact: true }).click();
      await form.getByRole('button', { name: l.add }).click();

      await expect(page).toHaveURL(
        /filter%5Bstatus%5D%5Bequals%5D=active|filter\[status\]\[equals\]=active/,
      );
      await expect(page.getByText(l.chip)).toBeVisible();
      await expect(page.getByText('admin@demo.test')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(page.getByText(l.chip)).toBeVisible();
      await expect(page.getByText('admin@demo.test')).toBeVisible();
    });

    test('a hidden column stays hidden after a reload', async ({ page }) => {
      await openUsers(page, lng);
      await expect(page.getByRole('columnheader', { name: l.lastLogin })).toBeVisible();
      await page.getByRole('button', { name: l.columns }).click();
      await page.getByRole('checkbox', { name: l.lastLogin }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('columnheader', { name: l.lastLogin })).toHaveCount(0);

      await page.reload();
      await expect(page.getByText('admin@demo.test')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: l.lastLogin })).toHaveCount(0);
    });

    test('the CSV export downloads the listed users', async ({ page }) => {
      await openUsers(page, lng);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: l.export }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const content = await readFile((await file.path())!, 'utf8');
      expect(content).toContain('admin@demo.test');
      expect(content).toContain('staff@demo.test');
    });
  });
}
