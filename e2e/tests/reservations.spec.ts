import { expect, type Page, test } from '../fixtures.ts';
import { adminApi } from './api-support.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

const texts = {
  en: {
    new: 'New reservation',
    customer: 'Customer',
    pickup: 'Pickup date and time',
    return: 'Return date and time',
    pickupBranch: 'Pickup branch',
    create: 'Create reservation',
    created: 'Reservation created',
    price: 'Price breakdown',
    close: 'Close',
    pending: 'Pending',
    confirm: 'Confirm',
    confirmed: 'Confirmed',
    cancel: 'Cancel reservation',
    cancelled: 'Cancelled',
    reason: 'Reason',
    required: 'This field is required',
    taken: (number: string) => `Reservation ${number} holds this vehicle`,
    timelineReason: (reason: string) => `Reason: ${reason}`,
    timeline: 'Status timeline',
    documents: 'Documents',
    documentType: 'Document type',
    contract: 'Contract',
    upload: 'Upload',
    uploaded: 'Document uploaded',
  },
  ar: {
    new: 'حجز جديد',
    customer: 'العميل',
    pickup: 'تاريخ ووقت الاستلام',
    return: 'تاريخ ووقت الإرجاع',
    pickupBranch: 'فرع الاستلام',
    create: 'إنشاء الحجز',
    created: 'تم إنشاء الحجز',
    price: 'تفاصيل السعر',
    close: 'إغلاق',
    pending: 'قيد الانتظار',
    confirm: 'تأكيد',
    confirmed: 'مؤكد',
    cancel: 'إلغاء الحجز',
    cancelled: 'ملغى',
    reason: 'السبب',
    required: 'هذا الحقل مطلوب',
    taken: (number: string) => `الحجز ${number} يشغل هذه المركبة`,
    timelineReason: (reason: string) => `السبب: ${reason}`,
    timeline: 'مراحل الحالة',
    documents: 'المستندات',
    documentType: 'نوع المستند',
    contract: 'عقد',
    upload: 'رفع',
    uploaded: 'تم رفع المستند',
  },
} as const;

// A one-page PDF: enough for the server to read its type from the bytes.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

// Each language books its own customer and its own weeks, far past the seeded bookings (the
// next two months), so the two runs never meet. Riyadh Airport is open round the clock.
const runs = {
  en: {
    customer: { firstName: 'Hala', lastName: 'Brightwater', idNumber: '2876543219' },
    first: ['2027-03-07T10:00', '2027-03-10T10:00'],
    second: ['2027-03-21T10:00', '2027-03-24T10:00'],
  },
  ar: {
    customer: { firstName: 'هالة', lastName: 'النهرية', idNumber: '1876543218' },
    first: ['2027-04-04T10:00', '2027-04-07T10:00'],
    second: ['2027-04-18T10:00', '2027-04-21T10:00'],
  },
} as const;
const branch = 'Riyadh Airport';
const zoneOffset = '+03:00';

async function openForm(
  page: Page,
  t: (typeof texts)['en' | 'ar'],
  name: string,
  period: readonly string[],
) {
  await page.getByRole('button', { name: t.new }).click();
  const drawer = page.getByRole('dialog', { name: t.new });
  const customer = drawer.getByRole('combobox', { name: t.customer });
  await customer.fill(name.split(' ')[1]!);
  await page.getByRole('option', { name, exact: true }).click();
  await drawer.getByLabel(t.pickup).fill(period[0]!);
  await drawer.getByLabel(t.return).fill(period[1]!);
  // The choice is made from the branch's own free cars, not the answer before it.
  const branchSearch = page.waitForResponse(
    (response) =>
      response.url().includes('/vehicles/availability') && response.url().includes('branchId='),
  );
  await choose(page, drawer, t.pickupBranch, branch);
  await branchSearch;
  await expect(drawer.getByRole('radio').first()).toBeVisible();
  return drawer;
}

for (const lng of ['en', 'ar'] as const) {
  test(`staff book a free car, are refused a taken one, confirm and cancel (${lng})`, async ({
    page,
    request,
  }) => {
    // the longest walk of the suite: booking, refusal, a document, confirm and cancel
    test.slow();
    const t = texts[lng];
    const run = runs[lng];
    const api = await adminApi(request);
    const person = run.customer;
    const name = `${person.firstName} ${person.lastName}`;
    const created = await api.post('/customers', {
      ...person,
      email: `${lng}.reservations.e2e@example.com`,
      phone: lng === 'en' ? '+966 55 020 3040' : '+966 55 020 3041',
      dateOfBirth: '1990-05-12',
      drivingLicenseNumber: `DL-E2E-${lng}`,
      licenseExpiryDate: '2030-01-31',
      status: 'active',
    });
    expect(created.status()).toBe(201);
    const customerId = (await created.json()).id as string;

    await signInAs(page, 'admin@demo.test');
    await openIn(page, '/admin/management/reservations', lng);

    // A free car, booked through the form, with the API's price on the way.
    let drawer = await openForm(page, t, name, run.first);
    const car = drawer.getByRole('radio').first();
    const plate = (await car.locator('[dir=ltr]').first().textContent())!;
    await car.click();
    await expect(drawer.getByRole('group', { name: t.price })).toBeVisible();
    await drawer.getByRole('button', { name: t.create }).click();
    // the toast: the details page's activity names the same event
    await expect(page.locator('.mantine-Notification-root', { hasText: t.created })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^RES-\d+$/);
    const detailUrl = page.url();
    await expect(page.getByText(t.pending).first()).toBeVisible();

    // The same period no longer offers that car.
    await openIn(page, '/admin/management/reservations', lng);
    drawer = await openForm(page, t, name, run.first);
    await expect(drawer.getByRole('radio').filter({ hasText: plate })).toHaveCount(0);
    await drawer.getByRole('button', { name: t.close }).click();

    // Another booking takes the car while the form is open: the form names it.
    drawer = await openForm(page, t, name, run.second);
    await drawer.getByRole('radio').first().click();
    const airport = ((await api.get('/branches?search=RUH-AIR')).data as { id: string }[])[0]!;
    const [pickupDate, returnDate] = run.second.map((at) =>
      new Date(`${at}:00${zoneOffset}`).toISOString(),
    );
    const free = await api.get(
      `/vehicles/availability?pickupDate=${pickupDate}&returnDate=${returnDate}&branchId=${airport.id}&limit=20`,
    );
    const rival = await api.post('/reservations', {
      customerId,
      vehicleId: free.data[0].vehicle.id,
      pickupDate,
      returnDate,
      pickupBranchId: airport.id,
      returnBranchId: airport.id,
    });
    expect(rival.status()).toBe(201);
    const rivalNumber = (await rival.json()).reservationNumber as string;
    await drawer.getByRole('button', { name: t.create }).click();
    await expect(drawer.getByRole('alert')).toContainText(t.taken(rivalNumber));
    await drawer.getByRole('button', { name: t.close }).click();

    // The signed contract goes with the booking.
    await page.goto(detailUrl);
    const documents = page.getByRole('region', { name: t.documents });
    await choose(page, documents, t.documentType, t.contract);
    await documents.locator('input[type=file]').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await documents.getByRole('button', { name: t.upload }).click();
    await expect(page.getByText(t.uploaded).first()).toBeVisible();
    await expect(documents.getByRole('link', { name: 'contract.pdf', exact: true })).toBeVisible();

    // Confirm, then cancel with the reason it requires.
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.confirmed, { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await dialog.getByLabel(t.reason).fill('Flight moved');
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    const timeline = page.getByRole('region', { name: t.timeline });
    await expect(timeline.getByText(t.timelineReason('Flight moved'))).toBeVisible();
    await expect(page.getByText(t.cancelled, { exact: true }).first()).toBeVisible();
  });
}
