import { expect, type Page, test } from '../fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { tenantUrl } from '../urls.ts';

async function openSettings(page: Page, email: string) {
  await page.goto(tenantUrl('demo', '/admin/auth/login'));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.goto(tenantUrl('demo', '/admin/support/settings'));
}

test('an administrator manages custom roles and checks access on the Settings page', async ({
  page,
}) => {
  // Many steps, on a shared machine.
  test.setTimeout(90_000);
  const name = 'night-71405';
  await openSettings(page, 'admin@demo.test');
  // The company's own settings open first; roles are a tab further on.
  await page.getByRole('tab', { name: 'Roles and permissions' }).click();
  await expect(page.getByTestId('role-admin')).toContainText('System');
  // The page's own content (the shell around it has its own checks).
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);

  // create, with a whole resource selected at once
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Display name' }).fill('Night shift');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Evening returns desk');
  await dialog.getByRole('checkbox', { name: 'All vehicles permissions' }).check();
  // permissions are named in the reader's language; the code is secondary text
  await dialog.getByRole('checkbox', { name: 'Rentals: View' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created')).toBeVisible();
  const card = page.getByTestId(`role-${name}`);
  await expect(card).toContainText('Custom');
  await expect(card.getByTitle('vehicles:read')).toBeVisible();
  await expect(card.getByTitle('rentals:read')).toBeVisible();

  // edit
  await card.getByRole('button', { name: 'Edit Night shift' }).click();
  await dialog.getByRole('checkbox', { name: 'Rentals: View' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(card.getByTitle('rentals:read')).toHaveCount(0);

  // export downloads the configuration as JSON
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^roles-.*\.json$/);

  // import creates a role from an uploaded file
  const imported = 'imported-71406';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'roles.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        version: 1,
        roles: [
          { name: imported, label: 'Imported', description: '', permissions: ['lookups:read'] },
        ],
      }),
    ),
  });
  await expect(page.getByText('Configuration imported')).toBeVisible();
  await expect(page.getByTestId(`role-${imported}`).getByTitle('lookups:read')).toBeVisible();

  // delete, after confirming
  await card.getByRole('button', { name: 'Delete Night shift' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Role deleted')).toBeVisible();
  await expect(card).toHaveCount(0);

  // a permission check, the conflicts and the audit log
  await page.getByRole('tab', { name: 'Access checks' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('Users: Delete');
  await page.getByRole('option', { name: 'Users: Delete' }).click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toContainText('Granted');
  await expect(page.getByRole('heading', { name: 'Conflicts' })).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'role' }).first()).toBeVisible();
});

test('a branch manager sees only what the role allows, in Arabic on a small screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(tenantUrl('demo', '/admin/auth/login'));
  await page.getByLabel('Email address').fill('manager@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await page.getByRole('radio', { name: /Branch Manager/ }).check();
  await page.getByRole('button', { name: 'Continue as Branch Manager' }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.evaluate(() => localStorage.setItem('motorpool.language', 'ar'));
  await page.goto(tenantUrl('demo', '/admin/support/settings'));
  await expect(page.getByRole('heading', { name: 'الإعدادات' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
  // managers read the roles (their users pages show them) but change none
  await page.getByRole('tab', { name: 'الأدوار والصلاحيات' }).click();
  await expect(page.getByTestId('role-admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'دور جديد' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('switch', { name: /يؤكد العملاء/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'حفظ' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
});
