import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { lastMailTo, linkIn } from '../mail.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';
import { choose, uniqueIdentifiers } from './fleet-support.ts';

const texts = {
  en: {
    getStarted: 'Get started',
    title: 'Create your company',
    company: 'Company name',
    address: 'Company address',
    available: 'Available',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work email',
    password: 'Password',
    terms: /Terms of Service/,
    submit: 'Create my company',
    sent: 'Check your email',
    companyName: (suffix: string) => `Falcon Cars ${suffix}`,
    branch: (company: string) => `${company} — Main branch (MAIN)`,
    vehicles: 'Vehicles',
    newVehicle: 'New vehicle',
    created: 'Vehicle created',
    f: {
      make: 'Make',
      model: 'Model',
      vin: 'VIN',
      plate: 'License plate',
      year: 'Year',
      colour: 'Colour',
      branch: 'Branch',
      rate: 'Daily rate (SAR)',
      category: 'Category',
      fuel: 'Fuel type',
      transmission: 'Transmission',
    },
    o: { category: 'SUV', fuel: 'Hybrid', transmission: 'Automatic' },
    create: 'Create vehicle',
  },
  ar: {
    getStarted: 'ابدأ الآن',
    title: 'أنشئ شركتك',
    company: 'اسم الشركة',
    address: 'عنوان الشركة',
    available: 'متاح',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني للعمل',
    password: 'كلمة المرور',
    terms: /شروط الخدمة/,
    submit: 'أنشئ شركتي',
    sent: 'تحقّق من بريدك الإلكتروني',
    companyName: (suffix: string) => `سيارات الصقر ${suffix}`,
    branch: (company: string) => `${company} — الفرع الرئيسي (MAIN)`,
    vehicles: 'المركبات',
    newVehicle: 'مركبة جديدة',
    created: 'أُنشئت المركبة',
    f: {
      make: 'الشركة المصنّعة',
      model: 'الطراز',
      vin: 'رقم الهيكل (VIN)',
      plate: 'رقم اللوحة',
      year: 'سنة الصنع',
      colour: 'اللون',
      branch: 'الفرع',
      rate: 'السعر اليومي (SAR)',
      category: 'الفئة',
      fuel: 'نوع الوقود',
      transmission: 'ناقل الحركة',
    },
    o: { category: 'رياضية متعددة الاستخدامات', fuel: 'هجين', transmission: 'أوتوماتيكي' },
    create: 'إنشاء المركبة',
  },
} as const;

type Lng = keyof typeof texts;

// The new company's first car, through the back office's vehicle form.
async function addVehicle(page: Page, lng: Lng, subdomain: string, company: string) {
  const x = texts[lng];
  await page.goto(tenantUrl(subdomain, `/admin/management/vehicles?lng=${lng}`));
  await expect(page.getByRole('heading', { name: x.vehicles, level: 1 })).toBeVisible();
  const { vin, plate } = uniqueIdentifiers(lng === 'en' ? 33_001 : 33_002);
  await page.getByRole('button', { name: x.newVehicle }).click();
  const form = page.getByRole('dialog', { name: x.newVehicle });
  await form.getByLabel(x.f.make).fill('Toyota');
  await form.getByLabel(x.f.model, { exact: false }).first().fill('Land Cruiser');
  await form.getByLabel(x.f.vin).fill(vin);
  await form.getByLabel(x.f.plate).fill(plate);
  await form.getByRole('textbox', { name: x.f.year }).fill('2024');
  await form.getByLabel(x.f.colour).fill('White');
  await choose(page, form, x.f.branch, x.branch(company));
  await form.getByLabel(x.f.rate).fill('350');
  await choose(page, form, x.f.category, x.o.category);
  await choose(page, form, x.f.fuel, x.o.fuel);
  await choose(page, form, x.f.transmission, x.o.transmission);
  await form.getByRole('button', { name: x.create }).click();
  await expect(page.getByText(x.created).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: '2024 Toyota Land Cruiser' }),
  ).toBeVisible();
}

for (const lng of ['en', 'ar'] as const) {
  test(`a rental company signs up, confirms by e-mail and adds its first car (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const x = texts[lng];
    const suffix = Math.random().toString(36).slice(2, 8);
    const subdomain = `e2e-${lng}-${suffix}`;
    const company = x.companyName(suffix);
    const email = `owner-${subdomain}@example.com`;

    await page.goto(marketingUrl(`/?lng=${lng}`));
    await page.getByRole('banner').getByRole('link', { name: x.getStarted }).click();
    await expect(page).toHaveURL(marketingUrl('/signup'));
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();

    await page.getByLabel(x.company).fill(company);
    await page.getByLabel(x.address).fill(subdomain);
    await expect(page.getByText(x.available, { exact: true })).toBeVisible();
    await expect(page.getByText(`${subdomain}.localhost:`)).toBeVisible();
    await page.getByLabel(x.firstName).fill('Nadia');
    await page.getByLabel(x.lastName).fill('Qasim');
    await page.getByLabel(x.email).fill(email);
    await page.getByRole('textbox', { name: x.password }).fill('Fleet#Owner9');
    await page.getByRole('checkbox', { name: x.terms }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: x.submit }).click();

    await expect(page.getByRole('heading', { level: 1, name: x.sent })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = linkIn(await lastMailTo(email));
    expect(link).toContain('/signup/confirm?token=');
    await page.goto(link);
    // the link makes the company and hands the browser over to its own address, signed in
    await expect(page).toHaveURL(tenantUrl(subdomain, '/admin/general/dashboard'), {
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await addVehicle(page, lng, subdomain, company);
  });
}

test('a company signed up with sample data finds it in the settings and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const x = texts.en;
  const subdomain = `e2e-sample-${Math.random().toString(36).slice(2, 8)}`;
  const email = `owner-${subdomain}@example.com`;

  await page.goto(marketingUrl('/signup?lng=en'));
  await page.getByLabel(x.company).fill(x.companyName(subdomain));
  await page.getByLabel(x.address).fill(subdomain);
  await expect(page.getByText(x.available, { exact: true })).toBeVisible();
  await page.getByLabel(x.firstName).fill('Omar');
  await page.getByLabel(x.lastName).fill('Haddad');
  await page.getByLabel(x.email).fill(email);
  await page.getByRole('textbox', { name: x.password }).fill('Fleet#Owner9');
  await page.getByRole('checkbox', { name: /Fill my company with sample data/ }).check();
  await page.getByRole('checkbox', { name: x.terms }).check();
  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.sent })).toBeVisible();

  await page.goto(linkIn(await lastMailTo(email)));
  await expect(page).toHaveURL(tenantUrl(subdomain, '/admin/general/dashboard'), {
    timeout: 30_000,
  });

  await page.goto(tenantUrl(subdomain, '/admin/management/vehicles?lng=en'));
  await expect(page.getByRole('heading', { name: x.vehicles, level: 1 })).toBeVisible();
  await expect(page.getByText('Dubai Airport Terminal 3').first()).toBeVisible();

  await page.goto(tenantUrl(subdomain, '/admin/support/settings?lng=en'));
  const card = page.locator('.mantine-Card-root', { hasText: 'Sample data' });
  await expect(card.getByText('Vehicles')).toBeVisible();
  await expect(card.getByText('8', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Remove sample data' }).click();
  await page
    .getByRole('dialog', { name: 'Remove sample data?' })
    .getByRole('button', { name: 'Remove sample data' })
    .click();
  await expect(page.getByText('Sample data removed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Fill with sample data' })).toBeVisible();
});
