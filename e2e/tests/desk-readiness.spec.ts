import { expect, test } from '../fixtures.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { paper, drawSignature } from './desk-support.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

// The rental desk in Arabic: a booking for a customer without a licence or a date of birth is
// refused with every reason at once, in view at the top of the form; a confirmed booking whose
// page says it is ready for checkout is handed over. The parties are prepared through the API.

const dayMs = 24 * 60 * 60 * 1000;
const branch = 'Riyadh Airport';
// Riyadh Airport is open round the clock: any pickup time is within its hours.
const branchCode = 'RUH-AIR';

// Unique per attempt: a retried walk makes its own customer instead of meeting the first one's.
const attempt = () => String(Date.now()).slice(-8);

// A datetime-local value `days` from now, at 10:00.
function localDay(days: number): string {
  const day = new Date(Date.now() + days * dayMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
}

async function airportId(api: AdminApi): Promise<string> {
  return ((await api.get(`/branches?search=${branchCode}`)).data as { id: string }[])[0]!.id;
}

// A car on the lot at the airport, free from now for a few days, its papers running for years.
async function freeCarWithPapers(api: AdminApi, branchId: string): Promise<string> {
  const from = new Date().toISOString();
  const until = new Date(Date.now() + 4 * dayMs).toISOString();
  const free = await api.get(
    `/vehicles/availability?pickupDate=${from}&returnDate=${until}&branchId=${branchId}&limit=50`,
  );
  let vehicleId: string | undefined;
  // the last free cars: the rentals walk takes the first
  for (const { vehicle } of (free.data as { vehicle: { id: string } }[]).reverse()) {
    if ((await api.get(`/vehicles/${vehicle.id}`)).status === 'available') {
      vehicleId = vehicle.id;
      break;
    }
  }
  expect(vehicleId, 'a free car at the airport').toBeTruthy();
  for (const documentType of ['registration', 'insurance']) {
    const uploaded = await api.upload(`/vehicles/${vehicleId}/documents`, {
      documentType,
      expiryDate: '2035-12-31',
      file: paper(`${documentType}.pdf`),
    });
    expect(uploaded.status(), documentType).toBe(201);
  }
  return vehicleId!;
}

test('a booking for a customer without a licence shows every refusal at once (ar)', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const n = attempt();
  const unready = await api.post('/customers', {
    firstName: 'سلمى',
    lastName: 'الجاهزية',
    idNumber: `17${n}`,
    email: `desk.unready.${n}@example.com`,
    phone: '+966 55 070 8090',
    status: 'active',
  });
  expect(unready.status()).toBe(201);

  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/reservations', 'ar');
  await page.getByRole('button', { name: 'حجز جديد' }).click();
  const drawer = page.getByRole('dialog', { name: 'حجز جديد' });
  await drawer.getByRole('combobox', { name: 'العميل' }).fill(`desk.unready.${n}`);
  // this attempt's customer: a retried walk finds the first attempt's namesake too
  const { id: unreadyId } = (await unready.json()) as { id: string };
  await page.locator(`[role="option"][value="${unreadyId}"]`).click();
  await drawer.getByLabel('تاريخ ووقت الاستلام').fill(localDay(160));
  await drawer.getByLabel('تاريخ ووقت الإرجاع').fill(localDay(162));
  await choose(page, drawer, 'فرع الاستلام', branch);
  await drawer.getByRole('radio').first().click();
  await drawer.getByRole('button', { name: 'إنشاء الحجز' }).click();

  const summary = drawer.getByRole('alert');
  await expect(summary).toBeInViewport();
  await expect(summary.getByText('يُرجى تصحيح ما يلي قبل الحفظ')).toBeVisible();
  await expect(
    summary.getByRole('button', { name: 'يلزم إدخال رخصة القيادة وتاريخ انتهائها للحجز' }),
  ).toBeVisible();
  await expect(
    summary.getByRole('button', { name: 'يلزم إدخال تاريخ الميلاد للحجز' }),
  ).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'العميل' })).toBeFocused();
});

test('a confirmed booking whose page says ready is checked out (ar)', async ({ page, request }) => {
  test.slow();
  const api = await adminApi(request);
  const branchId = await airportId(api);
  const vehicleId = await freeCarWithPapers(api, branchId);
  const n = attempt();
  const customer = await api.post('/customers', {
    firstName: 'ريم',
    lastName: 'المستعدة',
    idNumber: `18${n}`,
    email: `desk.ready.${n}@example.com`,
    phone: '+966 55 070 8091',
    dateOfBirth: '1989-02-11',
    drivingLicenseNumber: `DL-DESK-${n}`,
    licenseExpiryDate: '2031-06-30',
    status: 'active',
  });
  expect(customer.status()).toBe(201);
  // A pickup minutes ahead: the car leaves on its booked day, no early handover to confirm.
  const pickup = new Date(Date.now() + 15 * 60_000);
  pickup.setUTCSeconds(0, 0);
  const booked = await api.post('/reservations', {
    customerId: (await customer.json()).id,
    vehicleId,
    pickupDate: pickup.toISOString(),
    returnDate: new Date(pickup.getTime() + 2 * dayMs).toISOString(),
    pickupBranchId: branchId,
    returnBranchId: branchId,
  });
  expect(booked.status()).toBe(201);
  const reservation = (await booked.json()) as { id: string };
  expect((await api.post(`/reservations/${reservation.id}/confirm`, {})).status()).toBe(200);

  await signInAs(page, 'admin@demo.test');
  await openIn(page, `/admin/management/reservations/view/${reservation.id}`, 'ar');
  const panel = page.getByRole('region', { name: 'الجاهزية للتسليم' });
  await expect(panel.getByText('جاهز للتسليم', { exact: true })).toBeVisible();

  const rental = await api.post('/rentals', { reservationId: reservation.id });
  expect(rental.status()).toBe(201);
  const rentalId = ((await rental.json()) as { id: string }).id;
  await openIn(page, `/admin/management/rentals/view/${rentalId}`, 'ar');
  await expect(
    page
      .getByRole('region', { name: 'الجاهزية للتسليم' })
      .getByText('جاهز للتسليم', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'تسليم المركبة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسليم المركبة' });
  await expect(dialog.getByRole('textbox', { name: 'عدّاد البداية (كم)' })).not.toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: /تسليم السيارة مبكرًا/ })).toHaveCount(0);
  await drawSignature(page, dialog);
  await expect(dialog.getByRole('img', { name: 'مساحة التوقيع، تم التوقيع' })).toBeVisible();
  if (await dialog.getByRole('combobox', { name: /طريقة أخذ التأمين/ }).isVisible()) {
    await choose(page, dialog, /طريقة أخذ التأمين/, 'نقدًا');
  }
  await dialog.getByRole('button', { name: 'تسليم', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('نشط', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'الجاهزية للتسليم' })).toHaveCount(0);
});
