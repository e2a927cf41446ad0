import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { adminApi, type AdminApi } from './api-support.ts';
import { choose, openIn, signInAs } from './fleet-support.ts';

// Payments: staff take a card payment for a booking from its page through the sandbox
// processor, refund part of it from the payment's page, and the booking's balance follows, in
// English and in Arabic. The booking is prepared through the API; the money moves on screen.

const dayMs = 24 * 60 * 60 * 1000;
const branchCode = 'RUH-AIR';

const texts = {
  en: {
    takePayment: 'Take payment',
    submit: /^Take SAR/,
    method: 'Payment method',
    card: 'Credit card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    completed: 'Payment completed',
    receipt: 'Download receipt',
    refundAction: 'Refund',
    refundDialog: 'Refund payment',
    refundAmount: /^Amount to refund/,
    reason: 'Reason',
    paid: 'Paid',
    remaining: 'Remaining',
  },
  ar: {
    takePayment: 'تحصيل دفعة',
    submit: /^تحصيل .*[0-9٠-٩]/,
    method: 'طريقة الدفع',
    card: 'بطاقة ائتمان',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز الأمان',
    completed: 'اكتملت الدفعة',
    receipt: 'تنزيل الإيصال',
    refundAction: 'استرداد',
    refundDialog: 'استرداد الدفعة',
    refundAmount: /^المبلغ المسترد/,
    reason: 'السبب',
    paid: 'المدفوع',
    remaining: 'المتبقي',
  },
} as const;

type Booking = { id: string; totalAmount: number };

// A customer of its own and a booking confirmed for a car free in a window no other spec uses.
async function confirmedBooking(api: AdminApi, lng: 'en' | 'ar'): Promise<Booking> {
  const airport = ((await api.get(`/branches?search=${branchCode}`)).data as { id: string }[])[0]!;
  const offset = lng === 'en' ? 300 : 310;
  const pickup = new Date(Date.now() + offset * dayMs);
  pickup.setUTCHours(9, 0, 0, 0);
  const from = pickup.toISOString();
  const until = new Date(pickup.getTime() + 3 * dayMs).toISOString();
  const free = await api.get(
    `/vehicles/availability?pickupDate=${from}&returnDate=${until}&branchId=${airport.id}&limit=1`,
  );
  const vehicleId = (free.data as { vehicle: { id: string } }[])[0]?.vehicle.id;
  expect(vehicleId, 'a free car at the airport').toBeTruthy();

  const customer = await api.post('/customers', {
    firstName: lng === 'en' ? 'Lina' : 'لينا',
    lastName: lng === 'en' ? 'Cardholder' : 'الحربي',
    idNumber: lng === 'en' ? '2718281828' : '2718281829',
    email: `payments.e2e.${lng}@example.com`,
    phone: lng === 'en' ? '+966 55 070 8090' : '+966 55 070 8091',
    dateOfBirth: '1990-04-02',
    drivingLicenseNumber: `DL-E2E-PAY-${lng}`,
    licenseExpiryDate: '2033-01-31',
    status: 'active',
  });
  expect(customer.status()).toBe(201);
  const booked = await api.post('/reservations', {
    customerId: (await customer.json()).id,
    vehicleId,
    pickupDate: from,
    returnDate: until,
    pickupBranchId: airport.id,
    returnBranchId: airport.id,
  });
  expect(booked.status()).toBe(201);
  const reservation = (await booked.json()) as Booking;
  expect((await api.post(`/reservations/${reservation.id}/confirm`, {})).status()).toBe(200);
  return reservation;
}

// The value beside a label of a details card.
const valueOf = (page: Page, label: string): Locator =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

// Money as shown (any digits, separators, currency) reduced to its minor units' digits.
const digitsOf = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^0-9]/g, '')
    .replace(/^0+/, '');

async function expectAmount(page: Page, label: string, minor: number) {
  await expect
    .poll(async () => digitsOf((await valueOf(page, label).first().textContent()) ?? ''))
    .toBe(String(minor).replace(/^0+/, ''));
}

for (const lng of ['en', 'ar'] as const) {
  test(`a card payment for a booking, refunded in part, moves its balance (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lng];
    const api = await adminApi(request);
    const booking = await confirmedBooking(api, lng);
    const total = booking.totalAmount;

    await signInAs(page, 'admin@demo.test');
    await openIn(page, `/admin/management/reservations/view/${booking.id}`, lng);
    await expectAmount(page, t.remaining, total);

    // The whole price by card: the sandbox approves 4242 4242 4242 4242.
    await page.getByRole('button', { name: t.takePayment }).first().click();
    const dialog = page.getByRole('dialog', { name: t.takePayment });
    await choose(page, dialog, t.method, t.card);
    await dialog.getByRole('textbox', { name: t.number }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: t.expiry }).fill('12/34');
    await dialog.getByRole('textbox', { name: t.cvc }).fill('123');
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByText(t.completed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.receipt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAmount(page, t.remaining, 0);
    await expectAmount(page, t.paid, total);

    // A third back from the payment's own page.
    const payments = await api.get(`/payments?filter[reservationId][equals]=${booking.id}&limit=5`);
    const payment = (
      payments.data as { id: string; paymentNumber: string; cardDetails: unknown }[]
    )[0]!;
    expect(payment.cardDetails).toMatchObject({ last4: '4242' });
    const refund = Math.round(total / 3);
    await openIn(page, `/admin/finance/payments/view/${payment.id}`, lng);
    await page.getByRole('button', { name: t.refundAction, exact: true }).first().click();
    const refundDialog = page.getByRole('dialog', { name: t.refundDialog });
    await refundDialog
      .getByRole('textbox', { name: t.refundAmount })
      .fill((refund / 100).toFixed(2));
    await refundDialog.getByRole('textbox', { name: t.reason }).fill('Goodwill');
    await refundDialog.getByRole('button', { name: t.refundAction, exact: true }).click();
    await expect(refundDialog).toBeHidden();

    await openIn(page, `/admin/management/reservations/view/${booking.id}`, lng);
    await expectAmount(page, t.paid, total - refund);
    await expectAmount(page, t.remaining, refund);
    const after = await api.get(`/reservations/${booking.id}`);
    expect(after).toMatchObject({
      paidAmount: total - refund,
      remainingAmount: refund,
      paymentStatus: 'partial',
    });
  });
}
