import { crc32, deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  withConsentChoice,
} from '../fixtures.ts';
import { marketingUrl, tenantUrl } from '../urls.ts';

// An administrator gives the demo company its own colour and logo; a visitor who is not signed
// in then sees both on the company's sign-in page, on its static first copy and in the app.

const brandHex = '#1d4ed8';
const brandRgb = 'rgb(29, 78, 216)';

// A 24 x 24 PNG of one colour, built here so the spec needs no binary fixture.
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInAsAdmin(page: Page) {
  await page.goto(tenantUrl('demo', '/admin/auth/login'));
  await page.getByLabel('Email address').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/general\/dashboard$/);
}

// Node does not resolve *.localhost as browsers do: the company's host goes in the Host header.
const demoHost = () => new URL(tenantUrl('demo')).host;

// The settings API as the signed-in administrator (its token and company from the page).
async function settingsApi(page: Page, request: APIRequestContext) {
  const { token, tenantId } = await page.evaluate(() => ({
    token: localStorage.getItem('motorpool.authToken'),
    tenantId: localStorage.getItem('motorpool.tenantId'),
  }));
  const headers = {
    host: demoHost(),
    authorization: `Bearer ${token}`,
    'x-tenant-id': tenantId ?? '',
  };
  return {
    read: async () => {
      const response = await request.get(marketingUrl('/api/v1/tenants/current/settings'), {
        headers,
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as {
        branding: { primaryColor: string; logo: { url: string } | null };
      };
    },
    setColor: (primaryColor: string) =>
      request.patch(marketingUrl('/api/v1/tenants/current/settings'), {
        headers,
        data: { branding: { primaryColor } },
      }),
    deleteLogo: () => request.delete(marketingUrl('/api/v1/tenants/current/logo'), { headers }),
  };
}

// What a visitor sees: the logo (loaded, 200) and the colour of the sign-in button.
async function expectBrandedSignIn(page: Page, button: RegExp) {
  const logo = page.getByRole('banner').locator('img').first();
  await expect(logo).toBeVisible();
  const src = await logo.getAttribute('src');
  expect(src).toMatch(/\/logo\//);
  const loaded = await page.request.get(marketingUrl(new URL(src ?? '', page.url()).pathname), {
    headers: { host: demoHost() },
  });
  expect(loaded.status()).toBe(200);
  expect(loaded.headers()['content-type']).toBe('image/png');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const submit = page.locator('main form').getByRole('button', { name: button }).first();
  await expect(submit).toHaveCSS('background-color', brandRgb);
}

async function visit(browser: Browser, language: 'en' | 'ar', button: RegExp) {
  const context = await browser.newContext();
  await withConsentChoice(context);
  try {
    const page = await context.newPage();
    await page.goto(tenantUrl('demo', `/auth/login?lng=${language}`), { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The static copy, before any of the app has run.
    await expect(page.locator('#shell')).not.toBeEmpty();
    await expectBrandedSignIn(page, button);
    // The app, once the visitor starts typing.
    await page.locator('main form input').first().focus();
    await expect(page.locator('#shell')).toBeEmpty();
    await expectBrandedSignIn(page, button);
  } finally {
    await context.close();
  }
}

test('a company’s colour and logo, set by its administrator, greet visitors on its sign-in page in English and Arabic', async ({
  page,
  browser,
  request,
}) => {
  // Many steps, on a shared machine.
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const api = await settingsApi(page, request);
  const before = (await api.read()).branding;

  try {
    await page.goto(tenantUrl('demo', '/admin/support/settings?tab=branding'));
    const color = page.getByRole('textbox', { name: 'Primary colour' });
    await color.fill(brandHex);
    await color.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Branding: your changes are in effect.')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(24, [29, 78, 216]),
    });
    await expect(page.getByRole('img', { name: 'The chosen logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    // The back office takes both at once, without a reload.
    await expect(page.getByRole('banner').getByRole('img', { name: /logo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCSS(
      'background-color',
      brandRgb,
    );

    await visit(browser, 'en', /^Sign in$/);
    await visit(browser, 'ar', /^تسجيل الدخول$/);
  } finally {
    // Other specs use the demo company: it gets its own colour back and no logo.
    expect((await api.setColor(before.primaryColor)).status()).toBe(200);
    if (!before.logo) expect([204, 404]).toContain((await api.deleteLogo()).status());
  }
});
