// The consent banner and manager, and the terms acceptance. This spec uses Playwright's own
// `test`: its pages start with no cookie choice, as a first visit does.
import { expect, type Page, test } from '@playwright/test';
import { marketingUrl, tenantUrl } from '../urls.ts';
import { adminApi } from './api-support.ts';

const texts = {
  en: {
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customise: 'Customise',
    analytics: 'Analytics',
    unsaved: 'You have unsaved changes',
    save: 'Save preferences',
    score70: '70 out of 100',
  },
  ar: {
    acceptAll: 'قبول الكل',
    rejectAll: 'رفض الكل',
    customise: 'تخصيص',
    analytics: 'التحليلات',
    unsaved: 'لديك تغييرات غير محفوظة',
    save: 'حفظ التفضيلات',
    score70: '70 من 100',
  },
} as const;

// The only cookies Motorpool may set, all essential (docs/product/privacy.md, "Cookies").
const essentialCookies = ['motorpool_oidc', 'motorpool_oidc_handoff'];
const ownHost = /^(localhost|[a-z0-9-]+\.localhost)$/;

// The first pages show the banner's static copy until the app takes its place: the one shown.
const banner = (page: Page) => page.getByTestId('consent-banner').filter({ visible: true });
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('motorpool.consent') ?? 'null'));

function watchRequests(page: Page): string[] {
  const hosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.push(url.hostname);
  });
  return hosts;
}

for (const lng of ['en', 'ar'] as const) {
  const t = texts[lng];

  test(`reject all leaves only essential cookies and no outside request (${lng})`, async ({
    page,
    context,
  }) => {
    const hosts = watchRequests(page);
    for (const url of [marketingUrl(`/?lng=${lng}`), tenantUrl('demo', `/?lng=${lng}`)]) {
      await page.goto(url);
      const layer = banner(page);
      await expect(layer).toBeVisible();
      // the three choices side by side, on one row
      const buttons = [t.acceptAll, t.rejectAll, t.customise].map((name) =>
        layer.getByRole('button', { name, exact: true }),
      );
      const tops = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!.y));
      expect(new Set(tops).size).toBe(1);
      await buttons[1]!.click();
      await expect(layer).toBeHidden();
      expect(await storedChoice(page)).toMatchObject({
        essential: true,
        analytics: false,
        marketing: false,
        personalization: false,
        policyVersion: '2.1',
      });
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(banner(page)).toBeHidden();
    }
    const cookies = await context.cookies();
    expect(cookies.filter((c) => !essentialCookies.includes(c.name))).toEqual([]);
    expect(hosts.filter((host) => !ownHost.test(host))).toEqual([]);
  });

  test(`customise: analytics only, saved at once, with score and unsaved warning (${lng})`, async ({
    page,
  }) => {
    await page.goto(marketingUrl(`/?lng=${lng}`));
    await banner(page).getByRole('button', { name: t.customise, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const manager = dialog.getByTestId('consent-manager');
    await expect(manager).toBeVisible();
    await expect(manager.getByRole('switch').first()).toBeDisabled();
    await expect(manager.getByRole('switch').first()).toBeChecked();
    await manager.getByRole('switch', { name: t.analytics }).click({ force: true });
    await expect(manager.getByText(t.unsaved)).toBeVisible();
    await expect(manager.getByTestId('privacy-score')).toContainText(t.score70);
    await manager.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      analytics: true,
      marketing: false,
      personalization: false,
    });
  });
}

test('a choice under an older policy version asks again', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'motorpool.consent',
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: true,
        personalization: true,
        policyVersion: '2.0',
        decidedAt: '2025-01-01T00:00:00.000Z',
      }),
    ),
  );
  await page.goto(marketingUrl('/'));
  await expect(banner(page)).toBeVisible();
});

test('the banner moves nothing on the page and is not its largest paint', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; lcp: Element[] };
    w.shift = 0;
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element })[]) {
        if (entry.element) w.lcp.push(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const url of [marketingUrl('/'), marketingUrl('/privacy'), tenantUrl('demo', '/')]) {
    await page.goto(url);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(500);
    const measured = await page.evaluate(() => {
      const w = window as unknown as { shift: number; lcp: Element[] };
      const banner = document.querySelector('[data-testid="consent-banner"]');
      return { shift: w.shift, bannerIsLcp: w.lcp.some((el) => banner?.contains(el)) };
    });
    expect(measured).toEqual({ shift: 0, bannerIsLcp: false });
  }
});

const terms = {
  en: {
    signIn: 'Sign in',
    email: 'Email address',
    password: 'Password',
    gate: 'Please read the terms of service and accept them to continue.',
    accept: 'Accept',
    mustAgree: 'You must agree to the terms before using our services',
    box: /I have read and agree to the terms of service/,
    dialog: 'Accept the terms of service?',
    undone: /cannot be undone/,
    cancel: 'Cancel',
    confirm: 'Yes, I accept',
    thanks: 'Thank you for accepting the terms',
    continue: 'Continue',
  },
  ar: {
    signIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    gate: 'يرجى قراءة شروط الخدمة والموافقة عليها للمتابعة.',
    accept: 'قبول',
    mustAgree: 'يجب الموافقة على الشروط قبل استخدام خدماتنا',
    box: /قرأت شروط الخدمة/,
    dialog: 'قبول شروط الخدمة؟',
    undone: /لا يمكن التراجع عنها/,
    cancel: 'إلغاء',
    confirm: 'نعم، أوافق',
    thanks: 'شكرًا لموافقتك على الشروط',
    continue: 'متابعة',
  },
} as const;

for (const lng of ['en', 'ar'] as const) {
  const t = terms[lng];
  test(`a customer who never accepted the terms accepts them before going on (${lng})`, async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const email = `terms-${lng}-${Date.now()}@example.com`;
    const created = await api.post('/users', {
      firstName: 'Salma',
      lastName: 'Al-Rashid',
      email,
      roles: ['customer'],
      password: 'Rental#2026',
    });
    expect(created.status()).toBe(201);
    await page.addInitScript(() =>
      localStorage.setItem(
        'motorpool.consent',
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: false,
          personalization: false,
          policyVersion: '2.1',
          decidedAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    await page.goto(tenantUrl('demo', `/auth/login?lng=${lng}`));
    await page.getByLabel(t.email).fill(email);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill('Rental#2026');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();

    const gate = page.getByTestId('terms-gate');
    await expect(gate.getByText(t.gate)).toBeVisible();
    await gate.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(gate.getByText(t.mustAgree)).toBeVisible();

    await gate.getByRole('checkbox', { name: t.box }).check();
    await expect(gate.getByText(t.mustAgree)).toBeHidden();
    await gate.getByRole('button', { name: t.accept, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog.getByText(t.undone)).toBeVisible();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(gate.getByText(t.thanks)).toBeHidden();

    await gate.getByRole('button', { name: t.accept, exact: true }).click();
    await page
      .getByRole('dialog', { name: t.dialog })
      .getByRole('button', { name: t.confirm })
      .click();
    await expect(gate.getByText(t.thanks)).toBeVisible();
    await gate.getByRole('button', { name: t.continue }).click();
    await expect(gate).toBeHidden();

    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('terms-gate')).toBeHidden();
  });
}
