import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { tenantUrl } from '../urls.ts';

export const demoPassword = 'Demo@12345';

// Signs in on the staff page and waits for the back office.
export async function signInAs(page: Page, email: string) {
  await page.goto(tenantUrl('demo', '/admin/auth/login?lng=en'));
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard/);
}

// Opens a back-office page in a language (the `lng` parameter is remembered).
export async function openIn(page: Page, path: string, lng: 'en' | 'ar') {
  await page.goto(tenantUrl('demo', `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`));
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

// Picks an option of a Mantine select by its label and option text.
export async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string | RegExp,
  option: string,
) {
  const box = scope.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option, exact: true });
  // A card that finishes loading near the select moves its dropdown while it opens, and the
  // option never holds still long enough for a pointer click: the option is clicked where it
  // is, and the dropdown opened again if it closed, until the select shows the choice.
  await expect(async () => {
    if (!(await choice.isVisible())) await box.click();
    await choice.dispatchEvent('click', undefined, { timeout: 2_000 });
    await expect(box).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

// A VIN (17 characters of ISO 3779's alphabet) and a plate that no seeded vehicle has; each
// caller passes its own number, so tests running side by side never collide.
export function uniqueIdentifiers(n: number) {
  const digits = String(n).padStart(12, '0');
  return { vin: `MPE2E${digits}`, plate: `E2E ${digits.slice(-4)}` };
}

// Chooses an export format and returns the downloaded file's text.
export async function exportText(page: Page, menu: string, format: string): Promise<string> {
  await page.getByRole('button', { name: menu }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return readDownload(download);
}

async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}
