import { expect, test } from '../fixtures.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { paper, drawSignature } from './desk-support.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

// Rentals: a confirmed booking becomes a rental, leaves with a marked inspection and a
// signature, is extended, comes back with less fuel and a manual charge, and its contract is a
// PDF. The booking, the car's papers, the customer and the refuelling rate are prepared through
// the API; the desk's work is done on screen.

const dayMs = 24 * 60 * 60 * 1000;
// Every started 10 % of tank missing costs this (minor units); the return is 20 % short.
const refuellingRate = 3000;
// Riyadh Airport is open round the clock: any pickup time is within its hours.
const branchCode = 'RUH-AIR';

// A car free from now until well past the extended return, on the lot, with registration and
// insurance running for years; a customer of its own; a booking confirmed for it.
async function confirmedBooking(api: AdminApi) {
  const airport = ((await api.get(`/branches?search=${branchCode}`)).data as { id: string }[])[0]!;
  const now = Date.now();
  const from = new Date(now).toISOString();
  const until = new Date(now + 5 * dayMs).toISOString();
  const free = await api.get(
    `/vehicles/availability?pickupDate=${from}&returnDate=${until}&branchId=${airport.id}&limit=50`,
  );
  let vehicleId: string | undefined;
  for (const { vehicle } of free.data as { vehicle: { id: string } }[]) {
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

  const customer = await api.post('/customers', {
    firstName: 'Rana',
    lastName: 'Deskworth',
    idNumber: '2765432198',
    email: 'rentals.e2e@example.com',
    phone: '+966 55 030 4050',
    dateOfBirth: '1988-09-14',
    drivingLicenseNumber: 'DL-E2E-RENTAL',
    licenseExpiryDate: '2031-06-30',
    status: 'active',
  });
  expect(customer.status()).toBe(201);

  const settings = await api.patch('/tenants/current/settings', {
    rentalPolicy: { refuellingRatePer10Percent: refuellingRate },
  });
  expect(settings.status()).toBe(200);

  // A pickup minutes ahead (a booking cannot start in the past); the car leaves a little early.
  const pickup = new Date(now + 15 * 60_000);
  pickup.setUTCSeconds(0, 0);
  const booked = await api.post('/reservations', {
    customerId: (await customer.json()).id,
    vehicleId,
    pickupDate: pickup.toISOString(),
    returnDate: new Date(pickup.getTime() + 2 * dayMs).toISOString(),
    pickupBranchId: airport.id,
    returnBranchId: airport.id,
  });
  expect(booked.status()).toBe(201);
  const reservation = (await booked.json()) as { id: string; reservationNumber: string };
  const confirmed = await api.post(`/reservations/${reservation.id}/confirm`, {});
  expect(confirmed.status()).toBe(200);
  return reservation.reservationNumber;
}

test('a booking becomes a rental: checkout, extension, return with charges, contract PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(request);
  const reservationNumber = await confirmedBooking(api);

  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/management/rentals', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals' })).toBeVisible();

  // From the reservation.
  await page.getByRole('button', { name: 'New rental' }).click();
  const drawer = page.getByRole('dialog', { name: 'New rental' });
  await drawer.getByRole('combobox', { name: 'Reservation' }).fill(reservationNumber);
  await page.getByRole('option', { name: new RegExp(`^${reservationNumber} ·`) }).click();
  await drawer.getByRole('button', { name: 'Create rental' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^RNT-\d+$/);
  const detailPath = new URL(page.url()).pathname;
  const rentalId = detailPath.split('/').at(-1)!;
  await expect(page.getByText('Pickup pending', { exact: true }).first()).toBeVisible();

  // Checkout: a dent on the front, the customer's signature.
  await page.getByRole('button', { name: 'Vehicle checkout' }).click();
  let dialog = page.getByRole('dialog', { name: 'Vehicle checkout' });
  const startMileage = dialog.getByRole('textbox', { name: 'Start mileage (km)' });
  await expect(startMileage).not.toHaveValue('');
  await dialog.locator('svg[data-view="front"]').click({ position: { x: 80, y: 60 } });
  await expect(
    dialog.getByRole('list', { name: 'Damage marks' }).getByRole('listitem'),
  ).toHaveCount(1);
  const submitCheckout = dialog.getByRole('button', { name: 'Check out', exact: true });
  await expect(submitCheckout).toBeDisabled();
  await drawSignature(page, dialog);
  await expect(dialog.getByRole('img', { name: 'Signature area, signed' })).toBeVisible();
  // The company's deposit for the category is held in cash.
  await expect(dialog.getByRole('textbox', { name: /^Security deposit/ })).not.toHaveValue('');
  await choose(page, dialog, 'Deposit taken by', 'Cash');
  await submitCheckout.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  const started = (await api.get(`/rentals/${rentalId}`)) as {
    startMileage: number;
    returnDate: string;
    checkoutInspection: { marks: unknown[] };
    securityDeposit: number;
    deposit: { held: number };
  };
  expect(started.checkoutInspection.marks).toHaveLength(1);
  expect(started.securityDeposit).toBeGreaterThan(0);
  expect(started.deposit.held).toBe(started.securityDeposit);

  // One more day, with the reason.
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Extend rental' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Flight moved a day');
  await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(dialog.getByText('Rental extended')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const changes = page.getByRole('region', { name: 'Extensions and overdue time' });
  await expect(changes.getByText(/Reason: Flight moved a day/)).toBeVisible();

  // The return: 20 % of the tank missing and a car wash.
  await page.getByRole('button', { name: 'Vehicle return' }).click();
  dialog = page.getByRole('dialog', { name: 'Vehicle return' });
  await dialog
    .getByRole('textbox', { name: 'End mileage (km)' })
    .fill(String(started.startMileage + 120));
  const fuel = dialog.getByRole('slider', { name: 'Fuel level at return' });
  await fuel.focus();
  for (let press = 0; press < 4; press += 1) await fuel.press('ArrowLeft');
  await expect(fuel).toHaveAttribute('aria-valuenow', '80');
  await dialog.getByRole('button', { name: 'Add a charge' }).click();
  await dialog.getByRole('textbox', { name: 'Charge 1: description' }).fill('Car wash');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('50');
  await dialog.getByRole('checkbox', { name: 'The return inspection is complete' }).check();
  const preview = dialog.getByRole('group', { name: 'Additional charges' });
  await expect(preview.getByText('Car wash')).toBeVisible();
  await expect(preview.getByText('Charges total')).toBeVisible();
  await dialog.getByRole('button', { name: 'Complete return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByText('Car wash')).toBeVisible();
  const returned = (await api.get(`/rentals/${rentalId}`)) as {
    charges: { lines: { kind: string; amount: number }[]; total: number };
    deposit: { held: number; captured: number; released: number };
  };
  // The deposit pays the charges; the rest goes back to the customer.
  expect(returned.deposit).toMatchObject({
    held: 0,
    captured: returned.charges.total,
    released: started.securityDeposit - returned.charges.total,
  });
  expect(returned.charges.lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'fuel', amount: 2 * refuellingRate }),
      expect.objectContaining({ kind: 'manual', amount: 5000 }),
    ]),
  );

  // The contract: the address the page asks for answers a PDF.
  const pdfCard = page.getByRole('region', { name: 'Contract and receipt' });
  await pdfCard.getByText('Contract', { exact: true }).click();
  const [asked] = await Promise.all([
    page.waitForRequest((sent) => sent.url().includes(`/rentals/${rentalId}/pdf/`)),
    pdfCard.getByRole('button', { name: 'Download' }).click(),
  ]);
  const pdfUrl = new URL(asked.url());
  expect(pdfUrl.pathname).toMatch(/\/pdf\/contract$/);
  const pdf = await api.open(`${pdfUrl.pathname.replace('/api/v1', '')}${pdfUrl.search}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The same screens in Arabic, right to left.
  await openIn(page, '/admin/management/rentals', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'الإيجارات' })).toBeVisible();
  await openIn(page, detailPath, 'ar');
  await expect(heading).toHaveText(/^RNT-\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'التسعير' })).toBeVisible();
  await expect(page.getByText('مكتمل', { exact: true }).first()).toBeVisible();
});

test('the rentals calendar shows bookings and its filters', async ({ page }) => {
  await signInAs(page, 'admin@demo.test');
  await openIn(page, '/admin/general/rentalsCalendar', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals calendar' })).toBeVisible();
  for (const filter of ['Branch', 'Vehicle category', 'Status']) {
    await expect(page.getByRole('combobox', { name: filter, exact: true })).toBeVisible();
  }
  // The seed books cars every week of the next two months: this month has some.
  const month = page.getByRole('table');
  await expect(month.getByRole('listitem').getByRole('button').first()).toBeVisible();
});
