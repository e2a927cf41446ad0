import { expect, test } from '../fixtures.ts';
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
      // accessibility of each page in both languages: routes.spec.ts
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

test.describe('marketing content', () => {
  test('the ROI calculator estimates savings on its stated assumptions, in English and Arabic', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/solutions?lng=en'));
    const roi = page.locator('#roi');
    await expect(roi.getByText(/cut fuel spend by 25% and maintenance spend by 30%/)).toBeVisible();
    await roi.getByLabel('Fleet size').fill('50');
    await roi.getByLabel('Utilisation').fill('70');
    await roi.getByLabel('Fuel spend per vehicle per month').fill('1200');
    await roi.getByLabel('Maintenance spend per vehicle per month').fill('400');
    // 50 x 1 200 x 12 x 25 % + 50 x 400 x 12 x 30 %
    await expect(roi.getByTestId('roi-fuel')).toHaveText(/180,000\.00/);
    await expect(roi.getByTestId('roi-maintenance')).toHaveText(/72,000\.00/);
    await expect(roi.getByTestId('roi-total')).toHaveText(/SAR\s*252,000\.00/);
    await roi.getByLabel('Currency').selectOption('KWD');
    await expect(roi.getByTestId('roi-total')).toHaveText(/KWD\s*252,000\.000/);
    await roi.getByLabel('Fleet size').fill('0');
    await expect(roi.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
    await expect(roi.getByTestId('roi-total')).toHaveCount(0);

    await page.goto(marketingUrl('/solutions?lng=ar'));
    const ar = page.locator('#roi');
    await expect(ar.getByRole('heading', { level: 2 })).toHaveText('كم يمكن أن يوفّر لك موتوربول؟');
    await ar.getByLabel('حجم الأسطول').fill('10');
    await ar.getByLabel('تكلفة الوقود لكل مركبة شهريًا').fill('1000');
    await ar.getByLabel('تكلفة الصيانة لكل مركبة شهريًا').fill('0');
    // 10 x 1 000 x 12 x 25 % = 30 000
    await expect(ar.getByTestId('roi-total')).toHaveText(/30,000\.00|٣٠٬٠٠٠٫٠٠/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the solutions page lists the industries and the pricing page its questions', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/solutions?lng=en'));
    const industries = page.getByRole('region', { name: 'Industries we serve' });
    await expect(industries.getByRole('heading', { level: 3 })).toHaveCount(6);
    await page.goto(marketingUrl('/pricing?lng=en'));
    await page.getByRole('button', { name: 'Does Motorpool work in Arabic?' }).click();
    await expect(page.getByText(/laid out right to left in Arabic/)).toBeVisible();
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('$490')).toBeVisible();
    await pricing.locator('label', { hasText: 'Monthly' }).click();
    await expect(pricing.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(pricing.getByText('$49', { exact: true })).toBeVisible();
    await expect(pricing.getByText('per month').first()).toBeVisible();
  });

  test('the privacy page has every section, the request button, the consent manager and the versions', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/privacy?lng=en'));
    const main = page.getByRole('main');
    for (const title of [
      'Overview',
      'Data we collect',
      'How we use data',
      'Sharing data',
      'Data security',
      'Your rights',
      'Consent',
      'Cookies and browser storage',
      'Contact us',
      'Changes to this policy',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const part of ['Personal data', 'Technical data', 'Location data', 'Access', 'Deletion']) {
      await expect(main.getByRole('heading', { level: 3, name: part, exact: true })).toBeVisible();
    }
    await expect(main.getByText(/AES-256 and in transit with TLS 1\.3/)).toBeVisible();
    await expect(main.getByText('Urgent privacy matters: 24 to 48 hours')).toBeVisible();
    const cookies = main.getByRole('table', { name: /cookies and browser storage Motorpool uses/ });
    await expect(cookies.getByRole('rowheader', { name: 'motorpool.language' })).toBeVisible();
    const history = main.getByRole('table', { name: 'Version history' });
    await expect(history.getByRole('rowheader')).toHaveText([/^2\.1/, /^2\.0/, /^1\.5/, /^1\.0/]);
    await expect(history.getByRole('row', { name: /2\.0\s*Major/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /1\.0\s*Initial/ })).toBeVisible();
    await expect(main.getByText(/announced 30 days before they take effect/).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Make a data request' })).toBeVisible();
    await expect(main.getByRole('switch').first()).toBeVisible();

    await page.goto(marketingUrl('/privacy?lng=ar'));
    await expect(page.getByRole('table', { name: 'سجل الإصدارات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the terms show every section, when they were last updated and the acceptance block', async ({
    page,
  }) => {
    await page.goto(marketingUrl('/terms?lng=en'));
    const main = page.getByRole('main');
    for (const title of [
      'Overview',
      'Privacy and data',
      'Payments and billing',
      'User rights',
      'Liability',
      'Modifications',
      'Termination',
      'Contact',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByTestId('last-updated')).toHaveText(/^Last updated: \w+ \d{1,2}, \d{4}$/);
    await expect(main.getByText(/refunds are paid within 5 to 10 business days/)).toBeVisible();
    await expect(main.locator('#terms-acceptance')).toBeVisible();
  });
});

test.describe('search engines', () => {
  test('robots.txt names the sitemap, which lists every public page in both languages', async ({
    request,
  }) => {
    const robots = await request.get(marketingUrl('/robots.txt'));
    expect(robots.status()).toBe(200);
    const origin = new URL(marketingUrl('/')).origin;
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await request.get(marketingUrl('/sitemap.xml'));
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/pricing',
      '/features',
      '/about',
      '/solutions',
      '/privacy',
      '/terms',
      '/security',
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      expect(xml).toContain(`<loc>${origin}${path}?lng=ar</loc>`);
    }
  });

  test('every public page is sent with its head in its language: title, hreflang, Open Graph, structured data', async ({
    request,
    page,
  }) => {
    const origin = new URL(marketingUrl('/')).origin;
    const html = await (await request.get(marketingUrl('/pricing?lng=ar'))).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الأسعار · موتوربول</title>');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/pricing"`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/pricing?lng=ar"`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/pricing"`);
    expect(html).toContain('<meta property="og:locale" content="ar_SA"');
    expect(html).toMatch(
      /<script type="application\/ld\+json"[^>]*>\{[^<]*"SoftwareApplication"[^<]*"offers"/,
    );
    for (const path of [
      '/',
      '/features',
      '/about',
      '/solutions',
      '/privacy',
      '/terms',
      '/security',
    ]) {
      const page = await (await request.get(marketingUrl(path))).text();
      expect(page, path).toContain(`<link rel="canonical" href="${origin}${path}"`);
      expect(page, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    }

    // the app keeps the head in step as the visitor moves on
    await page.goto(marketingUrl('/terms?lng=en'));
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle('Pricing · Motorpool');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/pricing`,
    );
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute(
      'href',
      `${origin}/pricing?lng=ar`,
    );
  });
});
