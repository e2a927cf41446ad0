import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { tenantUrl } from '../urls.ts';

// The customer area's catalogue for a visitor who is not signed in, on a phone: filter, pick
// dates, open a car and read the price for the period (catalog, vehicles/{id}).
test.use({ viewport: { width: 360, height: 740 } });

const text = {
  en: {
    title: 'Vehicles',
    transmission: 'Transmission',
    pickup: 'Pick-up',
    dropOff: 'Return',
    forDates: /for your dates/,
    quote: 'Price for your dates',
    days: 'Days: 3',
    total: 'Total',
    book: 'Book',
  },
  ar: {
    title: 'المركبات',
    transmission: 'ناقل الحركة',
    pickup: 'الاستلام',
    dropOff: 'الإرجاع',
    forDates: /لتواريخك/,
    quote: 'السعر لتواريخك',
    days: 'عدد الأيام: 3',
    total: 'الإجمالي',
    book: 'احجز',
  },
} as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const lng of ['en', 'ar'] as const) {
  test(`a visitor filters, picks dates and reads a car's price for them (${lng})`, async ({
    page,
  }) => {
    const t = text[lng];
    await page.goto(tenantUrl('demo', `/vehicles?lng=${lng}`));
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(t.transmission).selectOption('automatic');
    await expect(page).toHaveURL(/transmission=automatic/);
    await page.getByLabel(t.pickup, { exact: true }).fill('2031-03-10T10:00');
    await page.getByLabel(t.dropOff, { exact: true }).fill('2031-03-13T10:00');
    await expect(page).toHaveURL(/pickupDate=.*returnDate=/);
    const card = page.getByRole('article').first();
    await expect(card.getByText(t.forDates)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Back and a shared link show the same list
    await page.reload();
    await expect(page.getByLabel(t.transmission)).toHaveValue('automatic');
    await expect(page.getByRole('article').first().getByText(t.forDates)).toBeVisible();

    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}\?pickupDate=/);
    const quote = page.getByRole('region', { name: t.quote });
    await expect(quote.getByText(t.days)).toBeVisible();
    await expect(quote.getByText(t.total, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await quote.getByRole('link', { name: t.book }).click();
    await expect(page).toHaveURL(/\/rental\/[0-9a-f-]{36}\?pickupDate=.*returnDate=/);
  });
}

test('a visitor opens a branch: hours, amenities, map link and its cars', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/branches?lng=en'));
  const first = page.getByRole('article').first();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/branch\/[0-9a-f-]{36}/);
  await expect(page.getByRole('region', { name: 'Opening hours' })).toBeVisible();
  await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cars available here' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
