import { expect, type Page, test } from '@playwright/test';
import { marketingUrl, tenantUrl } from '../urls.ts';

// The landing and sign-in pages open as a static copy with one small script; the app loads on
// the first interaction and takes the copy's place, keeping what the visitor did meanwhile.

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the landing page shows without the app, which starts when the visitor presses a button', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(marketingUrl('/?lng=en'), { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newsletter' })).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/shell-[0-9a-f]+\.js$/)]);
  await expect(page.locator('#root')).toBeEmpty();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /language/i })
    .click();
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  await expect(page.locator('#shell')).toBeEmpty();
});

test('what is typed on the sign-in page before the app runs is kept, focus included', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(tenantUrl('demo', '/admin/auth/login?lng=ar'), { waitUntil: 'load' });
  // the company's name is filled in before the app runs
  await expect(page.getByRole('banner')).toContainText('Motorpool Demo Rentals');
  expect(scripts).toHaveLength(1);
  const email = page.getByRole('textbox', { name: 'البريد الإلكتروني' });
  await email.pressSequentially('admin@demo.test', { delay: 40 });
  await expect(page.locator('#shell')).toBeEmpty();
  await expect(email).toHaveValue('admin@demo.test');
  await expect(email).toBeFocused();
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Demo@12345');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
});

test('the copy shows the saved colour scheme on its theme button, as the app does', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('motorpool.colorScheme', 'dark'));
  const scripts = scriptsOf(page);
  await page.goto(marketingUrl('/?lng=en'), { waitUntil: 'load' });
  const theme = page.getByRole('banner').getByRole('button', { name: /^Colour scheme: Dark\./ });
  await expect(theme).toBeVisible();
  await expect(theme.locator('svg:visible')).toHaveCount(1);
  expect(scripts).toHaveLength(1);

  await theme.click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('#shell')).toBeEmpty();
});
