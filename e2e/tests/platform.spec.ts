import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';

// The platform's super administrator runs the companies: creates one, suspends it (its address
// then says so to everyone), and activates it again, in English and in Arabic.

const texts = {
  en: {
    companies: 'Companies',
    newCompany: 'New company',
    name: 'Company name',
    subdomain: 'Subdomain',
    adminEmail: 'Administrator e-mail',
    adminFirstName: "Administrator's first name",
    adminLastName: "Administrator's last name",
    trial: 'Trial',
    create: 'Create company',
    created: 'Company created',
    suspend: 'Suspend',
    activate: 'Activate',
    reason: /Reason/,
    confirm: 'Confirm',
    suspended: 'Suspended',
    active: 'Active',
    workspaceSuspended: 'This workspace is suspended',
    enterSupport: 'Enter as support',
    startSupport: 'Start support access',
    openBackOffice: 'Open the back office',
    supportBanner: /Support access by root@motorpool\.test/,
    endSupport: 'End support access',
  },
  ar: {
    companies: 'الشركات',
    newCompany: 'شركة جديدة',
    name: 'اسم الشركة',
    subdomain: 'النطاق الفرعي',
    adminEmail: 'بريد المسؤول الإلكتروني',
    adminFirstName: 'الاسم الأول للمسؤول',
    adminLastName: 'اسم عائلة المسؤول',
    trial: 'تجريبية',
    create: 'إنشاء الشركة',
    created: 'تم إنشاء الشركة',
    suspend: 'إيقاف',
    activate: 'تفعيل',
    reason: /السبب/,
    confirm: 'تأكيد',
    suspended: 'موقوفة',
    active: 'نشطة',
    workspaceSuspended: 'مساحة العمل هذه معلّقة',
    enterSupport: 'الدخول بصفة الدعم',
    startSupport: 'بدء دخول الدعم',
    openBackOffice: 'فتح لوحة الإدارة',
    supportBanner: /دخول الدعم بواسطة root@motorpool\.test/,
    endSupport: 'إنهاء دخول الدعم',
  },
} as const;

async function signInAsSuperAdmin(page: Page, lng: 'en' | 'ar') {
  await page.goto(marketingUrl('/admin/auth/login?lng=en'));
  await page.getByLabel('Email address').fill('root@motorpool.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
  await page.evaluate((code) => localStorage.setItem('motorpool.language', code), lng);
  await page.goto(marketingUrl(`/admin/support/tenants?lng=${lng}`));
}

// Several pages, a second page and two confirmations: room for a slow machine.
// One after the other: a super administrator has one support visit at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

for (const lng of ['en', 'ar'] as const) {
  const t = texts[lng];
  test(`the super administrator creates, suspends, activates and enters a company (${lng})`, async ({
    page,
    context,
  }) => {
    const subdomain = `e2e-${lng}-${Date.now().toString(36)}`;
    await signInAsSuperAdmin(page, lng);
    await expect(page.getByRole('heading', { name: t.companies, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: t.companies })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.newCompany }).first().click();
    const form = page.getByRole('dialog', { name: t.newCompany });
    await form.getByLabel(t.name).fill(`Gulf Wheels ${lng}`);
    await form.getByRole('textbox', { name: t.subdomain }).fill(subdomain);
    await form.getByLabel(t.adminEmail).fill(`owner@${subdomain}.test`);
    await form.getByLabel(t.adminFirstName).fill('Huda');
    await form.getByLabel(t.adminLastName).fill('Saleh');
    await form.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Gulf Wheels ${lng}`, level: 1 })).toBeVisible();
    await expect(page.getByText(t.trial, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.suspend, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel(t.reason).fill('Unpaid invoice');
    await confirm.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.suspended, { exact: true })).toBeVisible();

    // everyone who opens the company's address is told it is suspended
    const visitor = await context.newPage();
    await visitor.goto(tenantUrl(subdomain, `/?lng=${lng}`));
    await expect(visitor.getByRole('heading', { name: t.workspaceSuspended })).toBeVisible();
    await visitor.close();

    await page.getByRole('button', { name: t.activate, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.active, { exact: true })).toBeVisible();

    // support enters the company with a stated reason; its back office carries the banner
    await page.getByRole('button', { name: t.enterSupport }).click();
    const support = page.getByRole('dialog');
    await support.getByRole('textbox').fill('Checking the first vehicle import');
    await support.getByRole('button', { name: t.startSupport }).click();
    const opened = context.waitForEvent('page');
    await support.getByRole('link', { name: t.openBackOffice }).click();
    const backOffice = await opened;
    await expect(backOffice).toHaveURL(new RegExp(`^http://${subdomain}\\.localhost`));
    await expect(backOffice.getByText(t.supportBanner)).toBeVisible();
    await backOffice.getByRole('button', { name: t.endSupport }).click();
    await expect(backOffice.getByText(t.supportBanner)).toHaveCount(0);
  });
}
