import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { lastMailTo, linkIn } from '../mail.ts';
import { marketingUrl } from '../urls.ts';
import { choose } from './fleet-support.ts';

const texts = {
  en: {
    button: 'Make a data request',
    dialog: 'Data request',
    type: 'What do you ask for?',
    deletion: 'Deletion of my data',
    email: 'Your e-mail address',
    reason: 'Reason (optional)',
    submit: 'Send the request',
    sent: 'Check your inbox',
    title: 'Your data request',
    completed: 'Completed',
    deleted: 'Your data has been deleted.',
  },
  ar: {
    button: 'تقديم طلب بيانات',
    dialog: 'طلب بيانات',
    type: 'ماذا تطلب؟',
    deletion: 'حذف بياناتي',
    email: 'بريدك الإلكتروني',
    reason: 'السبب (اختياري)',
    submit: 'إرسال الطلب',
    sent: 'تحقق من بريدك الوارد',
    title: 'طلب بياناتك',
    completed: 'مكتمل',
    deleted: 'حُذفت بياناتك.',
  },
} as const;

type Lng = keyof typeof texts;

// The privacy page offers the request in its user-rights section; the requester's own page
// (reached without its link) offers it too.
async function openRequest(page: Page, lng: Lng) {
  const x = texts[lng];
  await page.goto(marketingUrl(`/privacy?lng=${lng}`));
  const onPolicy = page.getByRole('button', { name: x.button });
  if ((await onPolicy.count()) === 0) {
    await page.goto(marketingUrl(`/privacy/requests?lng=${lng}`));
  }
  await page.getByRole('button', { name: x.button }).first().click();
  return page.getByRole('dialog', { name: x.dialog });
}

for (const lng of ['en', 'ar'] as const) {
  test(`a visitor asks for their data to be deleted and confirms by e-mail (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const x = texts[lng];
    const email = `privacy-${lng}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    // Arabic on a 360 px phone in the dark scheme; English on the desktop in the light one
    if (lng === 'ar') {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.emulateMedia({ colorScheme: 'dark' });
    }

    const dialog = await openRequest(page, lng);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await choose(page, dialog, x.type, x.deletion);
    await dialog.getByLabel(x.email).fill(email);
    await dialog.getByLabel(x.reason).fill('I no longer rent cars.');
    // the dialog is this spec's; the policy page under it is checked by its own spec
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: x.submit }).click();
    await expect(page.getByText(x.sent)).toBeVisible();
    await expect(dialog).toBeHidden();

    const link = linkIn(await lastMailTo(email));
    expect(link).toContain('/privacy/confirm?token=');
    await page.goto(`${link}&lng=${lng}`);

    await expect(page).toHaveURL(/\/privacy\/requests\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
    await expect(page.getByText(x.completed)).toBeVisible();
    await expect(page.getByText(x.deleted)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoSeriousA11yViolations(page);
  });
}
