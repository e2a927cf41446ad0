import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { openIn, signInAs } from './fleet-support.ts';

test('an administrator creates a lookup whose code is suggested from type and name', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/fuel-types', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Fuel types' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = 'Hydrogen 71403';
  await page.getByRole('button', { name: 'New lookup' }).click();
  const form = page.getByRole('dialog', { name: 'New lookup' });
  // a per-type screen presets the type and hides its field
  await expect(form.getByLabel('Type')).toHaveCount(0);
  await form.getByLabel(/^Name/).fill(name);
  const code = `FUEL_TYPE_${name.toUpperCase().replace(' ', '_')}`;
  await expect(form.getByLabel('Code')).toHaveValue(code);
  await form.getByLabel('Arabic name').fill('هيدروجين');
  await form.getByLabel('Code').fill('fuel-type');
  await expect(form.getByText('Code must be uppercase letters', { exact: false })).toBeVisible();
  await form.getByLabel('Code').fill(code);
  await form.getByRole('button', { name: 'Create lookup' }).click();
  await expect(page.getByText('Lookup created').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search lookups' }).fill(name);
  await expect(page).toHaveURL(/search=Hydrogen/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(code).first()).toBeVisible();

  // the Arabic name is the one shown in Arabic
  await openIn(
    page,
    page
      .url()
      .replace(/^https?:\/\/[^/]+/, '')
      .replace(/\?.*$/, ''),
    'ar',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'هيدروجين' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page);
});

test('a viewer sees the lookups without a create button', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await openIn(page, '/admin/support/lookups', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Lookups' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New lookup' })).toHaveCount(0);
});
