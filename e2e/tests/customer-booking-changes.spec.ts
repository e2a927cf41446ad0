import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { tenantUrl } from '../urls.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { demoPassword } from './fleet-support.ts';

// The customer meets the cancellation rules in My bookings: inside the fee window the date
// dialog says what may change before they try, a shortening is refused with the server's words,
// and the cancellation dialog states the fee; a booking a rental took over points to the rental
// and offers no change. On a phone, in English and Arabic.
test.use({ viewport: { width: 360, height: 780 } });
test.describe.configure({ mode: 'serial' });

type Lng = 'en' | 'ar';
type Catalogue = Record<string, unknown>;
const localesDir = new URL('../../apps/web/src/locales/', import.meta.url);

// The screen's own words from the web app's catalogue, cut at the first placeholder.
function words(lng: Lng, ns: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(new URL(`${lng}/${ns}.json`, localesDir), 'utf8'));
  for (const part of key.split('.')) node = (node as Catalogue)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lng}/${ns}:${key}`);
  return node.split('{{')[0]!.trim();
}

// A Monday at 10:00 in Riyadh (07:00 UTC) at least `days` ahead: every demo branch is open.
function monday(days: number): Date {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(7, 0, 0, 0);
  return d;
}

const feeWindow = { freeUntilHoursBefore: 720, fee: { kind: 'percent', value: 1000 } };
const defaultPolicy = { freeUntilHoursBefore: 24, fee: { kind: 'percent', value: 0 } };

async function setPolicy(api: AdminApi, cancellation: object) {
  const res = await api.patch('/tenants/current/settings', { rentalPolicy: { cancellation } });
  expect(res.status(), await res.text()).toBe(200);
}

// A booking of the demo customer's made by the desk, `days` ahead for three days, confirmed.
async function bookForDemoCustomer(api: AdminApi, days: number) {
  const pickup = monday(days);
  const returnDate = new Date(pickup.getTime() + 3 * 86_400_000);
  const period = `pickupDate=${pickup.toISOString()}&returnDate=${returnDate.toISOString()}`;
  const free = (await api.get(`/vehicles/availability?${period}`)) as {
    data: { vehicle: { id: string; branchId: string | null } }[];
  };
  const branches = (await api.get('/branches?limit=100')) as {
    data: { id: string; status: string }[];
  };
  const open = new Set(branches.data.filter((b) => b.status === 'active').map((b) => b.id));
  const car = free.data.find((row) => open.has(row.vehicle.branchId ?? ''))!.vehicle;
  const customers = (await api.get('/customers?search=customer%40demo.test')) as {
    data: { id: string; email: string }[];
  };
  const customerId = customers.data.find((c) => c.email === 'customer@demo.test')!.id;
  const res = await api.post('/reservations', {
    customerId,
    vehicleId: car.id,
    pickupBranchId: car.branchId,
    returnBranchId: car.branchId,
    pickupDate: pickup.toISOString(),
    returnDate: returnDate.toISOString(),
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = (await res.json()) as { id: string; reservationNumber: string };
  const confirmed = await api.post(`/reservations/${booking.id}/confirm`, {});
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { ...booking, pickup, returnDate };
}

async function signInAsCustomer(page: Page, lng: Lng) {
  await page.goto(tenantUrl('demo', '/auth/login?lng=en'));
  await page.getByLabel('Email address').fill('customer@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.evaluate((code) => localStorage.setItem('motorpool.language', code), lng);
}

async function openBooking(page: Page, lng: Lng, id: string) {
  await page.goto(tenantUrl('demo', `/reservations/${id}?lng=${lng}`));
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

// The desk's own connection, for the whole file: the fee window is set once and put back.
let context: APIRequestContext;
let api: AdminApi;
test.beforeAll(async ({ playwright }) => {
  context = await playwright.request.newContext();
  api = await adminApi(context);
  await setPolicy(api, feeWindow);
});
test.afterAll(async () => {
  await setPolicy(api, defaultPolicy);
  await context.dispose();
});

for (const [lng, days] of [
  ['en', 8],
  ['ar', 16],
] as const) {
  test(`inside the fee window the customer may extend but not shorten, and sees the fee (${lng})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const booking = await bookForDemoCustomer(api, days);
    await signInAsCustomer(page, lng);
    await openBooking(page, lng, booking.id);

    await page
      .getByRole('button', { name: words(lng, 'my-bookings', 'detail.changeDates') })
      .click();
    const dialog = page.getByRole('dialog', { name: words(lng, 'my-bookings', 'dates.title') });
    await expect(dialog.getByRole('note')).toContainText(
      words(lng, 'my-bookings', 'dates.feeWindow'),
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${lng}-fee-window`);

    // one day shorter: refused in the customer's language, the booking as it was
    const shorter = new Date(booking.returnDate.getTime() - 86_400_000);
    const local = new Date(shorter.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
    await dialog.getByLabel(words(lng, 'my-bookings', 'dates.return')).fill(local);
    await dialog.getByRole('button', { name: words(lng, 'my-bookings', 'dates.confirm') }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      lng === 'ar' ? 'خلال فترة رسوم الإلغاء' : 'Inside the cancellation-fee window',
    );
    await shot(page, `${lng}-shorter-refused`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const kept = await api.get(`/reservations/${booking.id}`);
    expect(kept.returnDate).toBe(booking.returnDate.toISOString());

    // cancelling states the fee first
    await page.getByRole('button', { name: words(lng, 'my-bookings', 'detail.cancel') }).click();
    const cancel = page.getByRole('dialog', { name: words(lng, 'my-bookings', 'cancel.title') });
    await expect(cancel.getByText(words(lng, 'my-bookings', 'cancel.fee'))).toBeVisible();
    await cancel.getByRole('button', { name: words(lng, 'my-bookings', 'cancel.keep') }).click();
    await expect(cancel).toBeHidden();
  });
}

test('a booking a rental took over points to the rental and offers no change', async ({ page }) => {
  test.setTimeout(90_000);
  const booking = await bookForDemoCustomer(api, 24);
  const rental = await api.post('/rentals', { reservationId: booking.id });
  expect(rental.status(), await rental.text()).toBe(201);
  const { rentalNumber } = (await rental.json()) as { rentalNumber: string };

  await signInAsCustomer(page, 'en');
  await openBooking(page, 'en', booking.id);
  await expect(page.getByRole('note')).toContainText(rentalNumber);
  await expect(
    page.getByRole('link', { name: words('en', 'my-bookings', 'detail.openRental') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: words('en', 'my-bookings', 'detail.changeDates') }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: words('en', 'my-bookings', 'detail.cancel') }),
  ).toHaveCount(0);
  await shot(page, 'en-taken-over');
});
