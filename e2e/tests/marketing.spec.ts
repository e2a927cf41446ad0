import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { marketingUrl } from '../urls.ts';

test.describe('marketing site on a non-tenant host', () => {
  test('shows the landing page in English, left to right, without accessibility violations', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('switches to Arabic: right to left, Arabic text, remembered after reload', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/?lng=ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expectNoSeriousA11yViolations(page);
    await page.goto(marketingUrl('/pricing'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('language switch in the header turns the page to Arabic and back', async ({ page }) => {
    await page.goto(marketingUrl('/'));
    const switcher = page.getByRole('banner').getByRole('button', { name: /language/i });
    await switcher.click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  for (const path of [
    '/pricing',
    '/features',
    '/about',
    '/solutions',
    '/privacy',
    '/terms',
    '/security',
  ]) {
    test(`renders ${path} in both languages`, async ({ page }) => {
      for (const lng of ['en', 'ar']) {
        await page.goto(marketingUrl(`${path}?lng=${lng}`));
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('unknown paths land on the not-found page', async ({ page }) => {
    const response = await page.goto(marketingUrl('/no/such/page'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the footer newsletter box validates and subscribes', async ({ page }) => {
    await page.goto(marketingUrl('/'));
    const box = page.getByRole('region', { name: 'Newsletter' });
    await box.getByLabel('Your e-mail').fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
    await box.getByLabel('Your e-mail').fill(`news.${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('You are subscribed')).toBeVisible();
    await expect(box.getByLabel('Your e-mail')).toHaveValue('');
  });
});
