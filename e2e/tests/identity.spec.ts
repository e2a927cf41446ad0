import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { lastMailTo, linkIn } from '../mail.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';

const password = 'Demo@12345';

async function signIn(page: Page, path: string, email: string, secret = password) {
  await page.goto(tenantUrl('demo', path));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('identity', () => {
  test('a customer registers through the wizard, resets the password by e-mail and signs out', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto(tenantUrl('demo', '/auth/register'));
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('First name').fill('Huda');
    await page.getByLabel('Last name').fill('Al-Zahrani');
    await page.getByLabel('Date of birth').fill('1992-04-18');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('+966 55 123 4567');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Rental#2026');
    await page.getByLabel('Confirm password').fill('Rental#2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Driving licence number').fill('SA-1234567');
    await page.getByLabel('Licence expiry date').fill('2030-01-31');
    await page.getByRole('combobox', { name: 'Licence issuing country' }).click();
    await page.getByRole('option', { name: 'Saudi Arabia' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street address').fill('Prince Sultan Road 12');
    await page.getByLabel('City').fill('Jeddah');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Saudi Arabia' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Emergency contact name').fill('Salem Al-Zahrani');
    await page.getByLabel('Emergency contact phone').fill('+966 55 765 4321');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created')).toBeVisible();

    // sign out: its toasts
    await page.getByRole('button', { name: /Huda/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    // forgot password → the e-mailed link → a new password works
    await page.goto(tenantUrl('demo', '/auth/forgot-password'));
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: /reset link/i }).click();
    await expect(page.getByRole('button', { name: /another email/i })).toBeVisible();
    const link = linkIn(await lastMailTo(email));
    await page.goto(link);
    await page.getByLabel('New password').fill('Fresh#Start9');
    await page.getByLabel('Confirm password').fill('Fresh#Start9');
    await page.getByRole('button', { name: /reset password/i }).click();
    await signIn(page, '/auth/login', email, 'Fresh#Start9');
    await expect(page).toHaveURL(tenantUrl('demo', '/'));
  });

  test('a user with two roles picks one, then switches role', async ({ page }) => {
    await signIn(page, '/admin/auth/login', 'manager@demo.test');
    await expect(page).toHaveURL(/\/roles$/);
    await page.getByRole('radio', { name: /Branch Manager/ }).check();
    await page.getByRole('button', { name: 'Continue as Branch Manager' }).click();
    await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Switch role/ }).click();
    await page.getByRole('menuitem', { name: /Staff Member/ }).click();
    await expect(page.getByText(/Staff Member/).first()).toBeVisible();
  });

  test('a viewer is refused writes by the API and the UI hides them', async ({ page, request }) => {
    const host = new URL(tenantUrl('demo')).host;
    const login = await request.post(marketingUrl('/api/v1/auth/login'), {
      headers: { host },
      data: { email: 'viewer@demo.test', password },
    });
    const token = (await login.json()).access_token as string;
    const write = await request.post(marketingUrl('/api/v1/permissions/roles'), {
      headers: { host, authorization: `Bearer ${token}` },
      data: { name: 'night-shift', label: 'Night shift', permissions: ['vehicles:read'] },
    });
    expect(write.status()).toBe(403);

    await signIn(page, '/admin/auth/login', 'viewer@demo.test');
    await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto(tenantUrl('demo', '/admin/management/users'));
    await expect(
      page.getByText("You don't have permission to access this application"),
    ).toBeVisible();
  });

  test('the Arabic sign-in page is right to left and shows translated errors', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/admin/auth/login?lng=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the platform super administrator signs in on the marketing host', async ({ page }) => {
    await page.goto(marketingUrl('/admin/auth/login'));
    await page.getByLabel('Email address').fill('root@motorpool.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2 })).toContainText('Platform');
  });
});
