import { expect, type Page, test, withConsentChoice } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { openIn, signInAs } from './fleet-support.ts';

const texts = {
  en: {
    bell: /^Notifications(, unread: \d+)?$/,
    confirm: 'Confirm',
    confirmed: 'Confirmed',
    live: 'Live updates on',
    viewAll: 'View all notifications',
    list: 'Notification list',
  },
  ar: {
    bell: /^الإشعارات(، غير المقروءة: \d+)?$/,
    confirm: 'تأكيد',
    confirmed: 'مؤكد',
    live: 'التحديثات المباشرة تعمل',
    viewAll: 'عرض كل الإشعارات',
    list: 'قائمة الإشعارات',
  },
} as const;

// Each language has its own watcher and its own weeks, past every other spec's bookings, so
// the two runs (side by side) never touch each other's reservation or unread count.
const runs = {
  en: {
    watcher: 'staff@demo.test',
    customer: { firstName: 'Noor', lastName: 'Stillwater', idNumber: '2976543210' },
    period: ['2027-05-02T10:00', '2027-05-05T10:00'],
  },
  ar: {
    watcher: 'viewer@demo.test',
    customer: { firstName: 'نور', lastName: 'الساكن', idNumber: '1976543210' },
    period: ['2027-05-16T10:00', '2027-05-19T10:00'],
  },
} as const;
const zoneOffset = '+03:00';

async function pendingReservation(api: AdminApi, lng: 'en' | 'ar', period: readonly string[]) {
  const customer = await api.post('/customers', {
    ...runs[lng].customer,
    email: `${lng}.notifications.e2e@example.com`,
    phone: lng === 'en' ? '+966 55 030 4050' : '+966 55 030 4051',
    dateOfBirth: '1991-02-14',
    drivingLicenseNumber: `DL-NTF-${lng}`,
    licenseExpiryDate: '2030-01-31',
    status: 'active',
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const airport = ((await api.get('/branches?search=RUH-AIR')).data as { id: string }[])[0]!;
  const [pickupDate, returnDate] = period.map((at) =>
    new Date(`${at}:00${zoneOffset}`).toISOString(),
  );
  const free = await api.get(
    `/vehicles/availability?pickupDate=${pickupDate}&returnDate=${returnDate}&branchId=${airport.id}&limit=20`,
  );
  const created = await api.post('/reservations', {
    customerId: ((await customer.json()) as { id: string }).id,
    vehicleId: free.data[0].vehicle.id,
    pickupDate,
    returnDate,
    pickupBranchId: airport.id,
    returnBranchId: airport.id,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; reservationNumber: string };
}

function unreadOf(label: string | null): number {
  return Number(/(\d+)$/.exec(label ?? '')?.[1] ?? 0);
}

async function bellOf(page: Page, lng: 'en' | 'ar') {
  const bell = page.getByRole('banner').getByRole('button', { name: texts[lng].bell });
  await expect(bell).toBeVisible();
  return bell;
}

for (const lng of ['en', 'ar'] as const) {
  test(`confirming a reservation raises another staff member's bell and a toast, live (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lng];
    const run = runs[lng];
    const api = await adminApi(request);
    const booking = await pendingReservation(api, lng, run.period);

    // The watcher, in a browser of their own, on the dashboard with live updates on.
    const watcherContext = await browser.newContext();
    await withConsentChoice(watcherContext);
    const watcher = await watcherContext.newPage();
    await signInAs(watcher, run.watcher);
    await openIn(watcher, '/admin/general/dashboard', lng);
    const bell = await bellOf(watcher, lng);
    await expect(bell).toHaveAttribute('data-connection', 'connected', { timeout: 15_000 });
    const before = unreadOf(await bell.getAttribute('aria-label'));

    // The administrator confirms the booking in another browser.
    const actorContext = await browser.newContext();
    await withConsentChoice(actorContext);
    const actor = await actorContext.newPage();
    await signInAs(actor, 'admin@demo.test');
    await openIn(actor, `/admin/management/reservations/view/${booking.id}`, lng);
    await actor.getByRole('button', { name: t.confirm, exact: true }).click();
    await actor.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(actor.getByText(t.confirmed, { exact: true }).first()).toBeVisible();

    // The watcher sees it without reloading: a toast naming the booking, and a higher count.
    await expect(
      watcher.locator('.mantine-Notification-root', { hasText: booking.reservationNumber }),
    ).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => unreadOf(await bell.getAttribute('aria-label')))
      .toBeGreaterThan(before);

    // The dropdown lists it at the top and opens the reservation.
    await bell.click();
    const dropdown = watcher.getByRole('dialog');
    await expect(dropdown.getByText(t.live)).toBeVisible();
    await expect(dropdown.getByText(booking.reservationNumber).first()).toBeVisible();
    await expectNoSeriousA11yViolations(watcher);
    await dropdown.getByText(booking.reservationNumber).first().click();
    await expect(watcher).toHaveURL(new RegExp(`/reservations/view/${booking.id}$`));

    // The full list has it too, read now.
    await openIn(watcher, '/admin/general/notifications', lng);
    const list = watcher.getByRole('list', { name: t.list });
    await expect(list.getByText(booking.reservationNumber).first()).toBeVisible();
    await expectNoSeriousA11yViolations(watcher);

    await watcherContext.close();
    await actorContext.close();
  });
}
