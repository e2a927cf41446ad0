import type { PaymentView } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, payments } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/identity.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { pendingRental, rentalParties } from '../rentals/test-support.ts';
import { createFleet, type Fleet } from '../vehicles/test-support.ts';
import { renderReceipt } from './receipt-render.ts';
import { completedPayment, pendingPayment } from './test-support.ts';

let f: Fleet;
let customer: TestUser;
let rental: RentalView;
// a card payment of the customer's rental, 120.00 of its 500.00 refunded
let paid: PaymentView;

beforeAll(async () => {
  f = await createFleet();
  const parties = await rentalParties(f);
  rental = await pendingRental(f, parties);
  customer = await createTestUser(f.t.database, f.demo, { roles: ['customer'] });
  await f.t.database.withTenant(f.demo, (tx) =>
    tx
      .update(customers)
      .set({ userId: customer.userId })
      .where(eq(customers.id, parties.customerId)),
  );
  const taken = await completedPayment(f, {
    customerId: parties.customerId,
    rentalId: rental.id,
    paymentMethod: 'credit_card',
    processingFees: 1450,
  });
  const refund = await f.call('POST', `/payments/${taken.id}/refund`, f.admin, {
    body: { amount: 12000, reason: 'Returned a day early' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  paid = refund.json() as PaymentView;
}, 120_000);
afterAll(async () => f.t.close());

const receiptOf = (id: string, as: TestUser | null, query = '', language?: 'ar') =>
  f.call('GET', `/payments/${id}/receipt${query}`, as, language ? { language } : {});

// Words are compared without their order, Arabic presentation forms folded back. (pdftotext
// reads a few ligatures, e.g. يـر and تر, with their letters swapped: the words checked have none.)
const words = (text: string) => new Set(text.normalize('NFKC').split(/\s+/).filter(Boolean));

describe('GET /payments/{id}/receipt', () => {
  it('answers the receipt as PDF with the number, the card, the refund and what was kept', async () => {
    const res = await receiptOf(paid.id, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      `receipt-${paid.paymentNumber}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    if (text === null) return;
    for (const expected of [
      'Receipt',
      paid.paymentNumber,
      rental.rentalNumber,
      // the reservation the rental took over
      rental.reservationNumber,
      paid.customer?.email ?? '',
      'Credit card',
      'Visa ending in 4242',
      paid.gatewayTransactionId ?? '',
      '500.00 SAR',
      '14.50 SAR',
      '120.00 SAR',
      'Returned a day early',
      'Net paid',
      '380.00 SAR',
      'Completed',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Captured against charges');
  });

  it("speaks the caller's language unless ?language= says otherwise", async () => {
    const arabic = await receiptOf(paid.id, f.staff, '', 'ar');
    expect(arabic.statusCode, arabic.body).toBe(200);
    const text = pdfText(arabic.rawPayload);
    if (text !== null) {
      const found = words(text);
      for (const word of ['إيصال', 'رقم', 'الدفعة', 'المبلغ', 'بطاقة', 'ائتمان']) {
        expect(found.has(word), word).toBe(true);
      }
      expect(text).toContain(paid.paymentNumber);
      expect(text).toContain('500.00 SAR');
      expect(text).toContain('380.00 SAR');
    }
    const english = await receiptOf(paid.id, f.staff, '?language=en', 'ar');
    expect(english.statusCode).toBe(200);
    const englishText = pdfText(english.rawPayload);
    if (englishText !== null) expect(englishText).toContain('Net paid');
    expect((await receiptOf(paid.id, f.staff, '?language=fr')).statusCode).toBe(400);
  });

  it("prints a deposit's captured part and receipts a fully refunded payment", async () => {
    const deposit = await completedPayment(f, { type: 'security_deposit', amount: 100000 });
    await f.t.database.withTenant(f.demo, (tx) =>
      tx.update(payments).set({ capturedAmount: 35000 }).where(eq(payments.id, deposit.id)),
    );
    const text = pdfText((await receiptOf(deposit.id, f.admin)).rawPayload);
    if (text !== null) {
      expect(text).toContain('Captured against charges');
      expect(text).toContain('350.00 SAR');
      expect(text).toContain('Security deposit');
    }
    const cash = await completedPayment(f);
    const refund = await f.call('POST', `/payments/${cash.id}/refund`, f.admin, {
      body: { amount: cash.amount, reason: 'Cancelled' },
    });
    expect(refund.json().status).toBe('refunded');
    const res = await receiptOf(cash.id, f.admin);
    expect(res.statusCode, res.body).toBe(200);
    const refundedText = pdfText(res.rawPayload);
    if (refundedText !== null) expect(refundedText).toContain('Refunded');
  });

  it('refuses a payment not yet taken with 409, in English and Arabic', async () => {
    const pending = await pendingPayment(f);
    const en = await receiptOf(pending.id, f.admin);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('A receipt is issued only once the payment is completed');
    const ar = await receiptOf(pending.id, f.admin, '', 'ar');
    expect(ar.statusCode).toBe(409);
    expect(ar.json().message).toBe('لا يصدر الإيصال إلا بعد اكتمال الدفعة');
  });

  it("lets the viewer and the customer read it; others' payments and companies are 404", async () => {
    expect((await receiptOf(paid.id, f.viewer)).statusCode).toBe(200);
    expect((await receiptOf(paid.id, customer)).statusCode).toBe(200);
    const someoneElses = await completedPayment(f);
    expect((await receiptOf(someoneElses.id, customer)).statusCode).toBe(404);
    expect((await receiptOf(paid.id, f.acmeAdmin)).statusCode).toBe(404);
    expect((await receiptOf(paid.id, null)).statusCode).toBe(401);
  });
});

describe('the receipt document', () => {
  it('prints the rental and the reservation it took over, in Arabic too', async () => {
    const company = { name: 'Motorpool Demo Rentals', timeZone: 'Asia/Riyadh' };
    const links = { reservationNumber: 'RES-000107', rentalNumber: 'RNT-000042' };
    for (const language of ['en', 'ar'] as const) {
      const pdf = await renderReceipt({ payment: paid, language, company, ...links });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      if (text === null) continue;
      expect(text).toContain('RES-000107');
      expect(text).toContain('RNT-000042');
      expect(words(text).has(language === 'en' ? 'Rental' : 'الحجز')).toBe(true);
    }
  });
});
