import { expect, type Page, test } from '../fixtures.ts';
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

test('a button pressed on the copy and released once the app took its place is clicked', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/admin/auth/login?lng=en'), { waitUntil: 'load' });
  // the app is held back until the button is down
  const entry = await page.locator('script[data-entry]').getAttribute('data-entry');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email address').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.hover();
  await page.mouse.down();
  release();
  await expect(page.locator('#shell')).toBeEmpty();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    'Demo@12345',
  );
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/login')) {
      signIns.push(request.url());
    }
  });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  expect(signIns).toHaveLength(1);
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

test("a company's catalogue opens with its cars before the app runs, and keeps the filter chosen meanwhile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scripts = scriptsOf(page);
  await page.goto(tenantUrl('demo', '/catalog?lng=en'), { waitUntil: 'load' });
  const shell = page.locator('#shell');
  await expect(shell.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expect(shell.getByText(/^Vehicles found: \d+$/)).toBeVisible();
  const cars = shell.locator('a[href^="/vehicles/"]');
  expect(await cars.count()).toBeGreaterThan(0);
  await expect(shell.getByText(/SAR/).first()).toBeVisible();
  expect(scripts).toHaveLength(1);
  await expect(page.locator('#root')).toBeEmpty();

  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'SUV' });
  // the app takes over with the choice applied to the list and the address
  await expect(page).toHaveURL(/category=suv/);
  await expect(shell).toBeEmpty();
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('suv');
  await expect(page.getByText(/^Vehicles found: \d+$/)).toBeVisible();
});

test("a company's home and a car's page open in Arabic with the company's data", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(tenantUrl('demo', '/?lng=ar'), { waitUntil: 'load' });
  const shell = page.locator('#shell');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(shell.getByRole('banner')).toContainText('Motorpool Demo Rentals');
  const firstCar = shell.locator('a[href^="/vehicles/"]').first();
  await expect(firstCar).toBeVisible();
  expect(scripts).toHaveLength(1);

  const href = await firstCar.getAttribute('href');
  await page.goto(tenantUrl('demo', `${href}?lng=ar`), { waitUntil: 'load' });
  await expect(shell.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.getByText(/SAR|ر\.س/).first()).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
});
