import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { tenantUrl } from '../urls.ts';

test.describe('tenant app on a tenant host', () => {
  test('demo.localhost shows the demo company’s workspace and stores its id', async ({ page }) => {
    await page.goto(tenantUrl('demo'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Motorpool Demo Rentals');
    // the company's own cars, priced in its currency
    await expect(page.getByText(/^SAR\s[\d.,]+\s\/\sday$/).first()).toBeVisible();
    // the page opens as the server's copy; the app starts on the first touch and takes over
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('#shell')).toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Motorpool Demo Rentals');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('motorpool.tenantId')))
      .toMatch(/^[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('each company sees its own workspace: acme is not demo', async ({ page }) => {
    await page.goto(tenantUrl('acme'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Car Hire');
    await expect(page.getByText('Motorpool Demo Rentals')).toHaveCount(0);
  });

  test('the tenant shell works in Arabic, right to left', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/?lng=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown company address shows a clear not-found message', async ({ page }) => {
    await page.goto(tenantUrl('nosuchcompany'));
    await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  });
});
