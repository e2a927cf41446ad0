import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { tenantUrl } from '../urls.ts';

async function signInAsAdmin(page: Page, lng = 'en') {
  await page.goto(tenantUrl('demo', `/admin/auth/login?lng=${lng}`));
  await page
    .getByRole('button', { name: lng === 'ar' ? /الحساب التجريبي/ : 'Try demo account' })
    .click();
  await page
    .locator('form')
    .getByRole('button', { name: lng === 'ar' ? 'تسجيل الدخول' : 'Sign in', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
}

test.describe('users management', () => {
  test('an administrator creates, finds, suspends and deletes a user', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText('staff@demo.test')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = `fahad.${Date.now()}@demo.test`;
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByLabel('First name').fill('Fahad');
    await form.getByLabel('Last name').fill('Al-Dosari');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'Staff Member' }).click();
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Counter#2026');
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User created')).toBeVisible();

    await page.getByLabel('Search users').fill('Al-Dosari');
    // the search is debounced: wait for the filtered page before opening the row
    await expect(page).toHaveURL(/search=Al-Dosari/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: /Fahad Al-Dosari/ }).click();
    await expect(page.getByRole('heading', { name: /Fahad Al-Dosari/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Suspend' }).click();
    await page
      .getByRole('dialog', { name: 'Suspend user' })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(page.getByText('Suspended').first()).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete user' })
      .getByRole('button', { name: 'Delete user' })
      .click();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/management\/users/);
  });

  test('the users list works in Arabic, right to left', async ({ page }) => {
    await signInAsAdmin(page, 'ar');
    await page.goto(tenantUrl('demo', '/admin/management/users'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('viewer@demo.test')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
