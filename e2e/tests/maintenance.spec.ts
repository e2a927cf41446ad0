import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations } from '../axe.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { openIn, signInAs } from './fleet-support.ts';

// Maintenance: a driver reports a problem from a phone with a photo; the workshop adds
// a part, starts, pauses and completes the work order, and the vehicle is available again. The
// whole flow runs once in English and once in Arabic, each on a vehicle of its own.

const dayMs = 24 * 60 * 60 * 1000;
const openStatuses = 'pending,scheduled,in_progress,on_hold,overdue';

// A 1×1 PNG: enough for the server to read the photo's type from its bytes.
const photo = {
  name: 'flat-tyre.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const texts = {
  en: {
    list: 'Maintenance',
    report: 'Report an issue',
    reportTitle: 'Driver report',
    vehicle: 'Vehicle',
    issue: 'What is wrong?',
    major: 'Major',
    send: 'Send report',
    pending: 'Pending review',
    attachments: 'Attachments',
    parts: 'Parts',
    addPart: 'Add part',
    partName: 'Name',
    quantity: 'Quantity',
    unitCost: /^Unit cost/,
    saveParts: 'Save parts',
    start: 'Start work',
    inProgress: 'In progress',
    pause: 'Pause work',
    onHold: 'On hold',
    complete: 'Mark completed',
    actualCost: /^Actual cost/,
    actualDuration: /^Actual duration/,
    completed: 'Completed',
    vehicleCard: 'Vehicle',
    inMaintenance: 'Maintenance',
    available: 'Available',
    vehicleHistory: 'Maintenance records',
  },
  ar: {
    list: 'الصيانة',
    report: 'الإبلاغ عن مشكلة',
    reportTitle: 'بلاغ سائق',
    vehicle: 'المركبة',
    issue: 'ما المشكلة؟',
    major: 'كبيرة',
    send: 'إرسال البلاغ',
    pending: 'بانتظار المراجعة',
    attachments: 'المرفقات',
    parts: 'قطع الغيار',
    addPart: 'إضافة قطعة',
    partName: 'الاسم',
    quantity: 'الكمية',
    unitCost: /^سعر الوحدة/,
    saveParts: 'حفظ القطع',
    start: 'بدء العمل',
    inProgress: 'قيد التنفيذ',
    pause: 'إيقاف العمل مؤقتًا',
    onHold: 'متوقف مؤقتًا',
    complete: 'تحديد كمكتمل',
    actualCost: /^التكلفة الفعلية/,
    actualDuration: /^المدة الفعلية/,
    completed: 'مكتمل',
    vehicleCard: 'المركبة',
    inMaintenance: 'في الصيانة',
    available: 'متاحة',
    vehicleHistory: 'سجلات الصيانة',
  },
} as const;

type Car = { id: string; make: string; model: string; licensePlate: string; status: string };

// An available car with nothing booked for the next two days and no open work order. The two
// languages take different cars from the end of the list, away from the specs that take the
// first free one.
async function freeCar(api: AdminApi, offset: number): Promise<Car> {
  const from = new Date(Date.now() + 60_000).toISOString();
  const until = new Date(Date.now() + 2 * dayMs).toISOString();
  const free = await api.get(
    `/vehicles/availability?pickupDate=${from}&returnDate=${until}&limit=50`,
  );
  const candidates: Car[] = [];
  for (const { vehicle } of free.data as { vehicle: { id: string } }[]) {
    const car = (await api.get(`/vehicles/${vehicle.id}`)) as Car;
    const open = await api.get(
      `/maintenance?filter[vehicleId][equals]=${car.id}&filter[status][in]=${openStatuses}&limit=1`,
    );
    if (car.status === 'available' && open.total === 0) candidates.push(car);
  }
  const car = candidates.at(-1 - offset);
  expect(car, 'a free car with no open work order').toBeTruthy();
  return car!;
}

for (const [offset, lng] of (['en', 'ar'] as const).entries()) {
  test(`a driver report becomes a completed work order and the car is free again (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lng];
    const api = await adminApi(request);
    const car = await freeCar(api, offset);

    await signInAs(page, 'admin@demo.test');
    await page.setViewportSize({ width: 360, height: 740 });
    await openIn(page, '/admin/management/maintenances', lng);
    await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();

    // The report, from a phone: the car, what is wrong, how bad, and a photo.
    await page.getByRole('button', { name: t.report }).click();
    const report = page.getByRole('dialog', { name: t.reportTitle });
    await expectNoSeriousA11yViolations(page);
    const vehicle = report.getByRole('combobox', { name: t.vehicle });
    await vehicle.fill(car.licensePlate);
    await page
      .getByRole('option', { name: `${car.make} ${car.model} (${car.licensePlate})` })
      .click();
    await report.getByRole('textbox', { name: t.issue }).fill('Flat tyre on the front left');
    await report.getByText(t.major, { exact: true }).click();
    await report.locator('input[type="file"]').setInputFiles(photo);
    await expect(report.getByRole('img', { name: photo.name })).toBeVisible();
    await report.getByRole('button', { name: t.send }).click();

    // The order waits for review, with the photo.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^WO-\d+$/);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await expect(page.getByText(t.pending, { exact: true }).first()).toBeVisible();
    const attachments = page.getByRole('region', { name: t.attachments });
    await expect(attachments.getByRole('img', { name: photo.name })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // A part, added on the order.
    const parts = page.getByRole('region', { name: t.parts });
    await parts.getByRole('button', { name: t.addPart }).click();
    await parts.getByRole('textbox', { name: t.partName }).fill('Tyre 225/45 R17');
    await parts.getByRole('textbox', { name: t.quantity }).fill('1');
    await parts.getByRole('textbox', { name: t.unitCost }).fill('420');
    await parts.getByRole('button', { name: t.saveParts }).click();
    await expect(parts.getByRole('cell', { name: 'Tyre 225/45 R17', exact: true })).toBeVisible();

    // Start: the car goes into maintenance.
    await page.getByRole('button', { name: t.start }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.start }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.inProgress, { exact: true }).first()).toBeVisible();
    const vehicleCard = page.getByRole('region', { name: t.vehicleCard, exact: true });
    await expect(vehicleCard.getByText(t.inMaintenance, { exact: true })).toBeVisible();
    expect(((await api.get(`/vehicles/${car.id}`)) as Car).status).toBe('maintenance');

    // Pause.
    await page.getByRole('button', { name: t.pause }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.pause }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.onHold, { exact: true }).first()).toBeVisible();

    // Complete, with what it cost and took; the odometer is the car's.
    await page.getByRole('button', { name: t.complete }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.actualCost }).fill('480.50');
    await dialog.getByRole('textbox', { name: t.actualDuration }).fill('1.5');
    await dialog.getByRole('button', { name: t.complete }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.completed, { exact: true }).first()).toBeVisible();
    await expect(vehicleCard.getByText(t.available, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const order = (await api.get(`/maintenance/${orderId}`)) as {
      status: string;
      actualCost: number;
      parts: { name: string }[];
      attachments: { kind: string }[];
    };
    expect(order).toMatchObject({ status: 'completed', actualCost: 48050 });
    expect(order.parts.map((part) => part.name)).toEqual(['Tyre 225/45 R17']);
    expect(order.attachments.map((item) => item.kind)).toEqual(['photos']);
    expect(((await api.get(`/vehicles/${car.id}`)) as Car).status).toBe('available');

    // The vehicle's page lists the order in its maintenance history.
    const number = (await heading.textContent())!;
    await openIn(page, `/admin/management/vehicles/view/${car.id}`, lng);
    const history = page.getByRole('region', { name: t.vehicleHistory });
    await expect(history.getByRole('link', { name: number })).toBeVisible();
  });
}

test('work orders by status, on the calendar, and the service schedules', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/maintenances?view=board', 'en');
  for (const status of ['Pending review', 'Scheduled', 'In progress', 'On hold']) {
    await expect(page.getByRole('region', { name: status })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'In progress' }).getByRole('link', { name: /^WO-\d+$/ }),
  ).not.toHaveCount(0);

  // The seed schedules work through the coming weeks: the month shows some of it.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const month = page.getByRole('table');
  await expect(month.getByRole('listitem').getByRole('button').first()).toBeVisible();
  await month.getByRole('listitem').getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^WO-\d+$/);

  // The seed puts a few vehicles due this week.
  await openIn(page, '/admin/management/maintenances?view=schedules', 'ar');
  const due = page.getByRole('region', { name: 'الصيانة القادمة لكل مركبة' });
  await expect(due.getByText(/^(مستحقة قريبًا|متأخرة)$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'جداول الصيانة الدورية' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
