// A payment's receipt as PDF, in English or in Arabic (right to left), rendered from the
// payment's view alone: no database here. The layout follows the rental papers (lib/pdf).
import type { Language } from '@motorpool/domain/locale-lists';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { createCanvas } from '../../lib/pdf/canvas.ts';
import { dateTime, fillIn, ltr, money, zoneName } from '../../lib/pdf/format.ts';
import type { Letterhead } from '../../lib/pdf/letterhead.ts';
import { methodNames, statusNames, typeNames } from './export-columns.ts';

export type ReceiptInput = {
  payment: PaymentView;
  language: Language;
  company: Pick<Letterhead, 'name' | 'timeZone'> & { logo?: Buffer | null };
  /** the numbers of the reservation and the rental the payment is linked to */
  reservationNumber?: string | null;
  rentalNumber?: string | null;
  /** When the receipt is issued; now unless given. */
  issuedAt?: Date;
};

const words = {
  title: { en: 'Receipt', ar: 'إيصال' },
  paymentNumber: { en: 'Payment number', ar: 'رقم الدفعة' },
  processedAt: { en: 'Date paid', ar: 'تاريخ الدفع' },
  issued: { en: 'Issued', ar: 'تاريخ الإصدار' },
  status: { en: 'Status', ar: 'الحالة' },
  customer: { en: 'Customer', ar: 'العميل' },
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  reservationNumber: { en: 'Reservation number', ar: 'رقم الحجز' },
  rentalNumber: { en: 'Rental number', ar: 'رقم التأجير' },
  payment: { en: 'Payment', ar: 'الدفعة' },
  type: { en: 'Type', ar: 'النوع' },
  method: { en: 'Payment method', ar: 'طريقة الدفع' },
  card: { en: 'Card', ar: 'البطاقة' },
  cardEnding: { en: '{brand} ending in {last4}', ar: '{brand} تنتهي بـ {last4}' },
  description: { en: 'Description', ar: 'الوصف' },
  reference: { en: 'Reference', ar: 'المرجع' },
  processorTransaction: { en: 'Processor transaction', ar: 'معاملة المعالج' },
  amounts: { en: 'Amounts', ar: 'المبالغ' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  processingFees: { en: 'Processing fees', ar: 'رسوم المعالجة' },
  refunds: { en: 'Refunds', ar: 'المبالغ المستردة' },
  date: { en: 'Date', ar: 'التاريخ' },
  reason: { en: 'Reason', ar: 'السبب' },
  refunded: { en: 'Refunded', ar: 'المسترد' },
  captured: { en: 'Captured against charges', ar: 'المحتجز مقابل الرسوم' },
  net: { en: 'Net paid', ar: 'صافي المدفوع' },
  page: { en: 'Page {n} of {total}', ar: 'صفحة {n} من {total}' },
} satisfies Record<string, Record<Language, string>>;

type Word = keyof typeof words;

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

export async function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { payment, language, company } = input;
  const t = (word: Word, params?: Record<string, string | number>) =>
    fillIn(words[word][language], params);
  const when = (iso: string | null) => (iso ? dateTime(iso, language, company.timeZone) : '—');
  const cash = (minor: number) => money(minor, payment.currency);
  const canvas = createCanvas(language, `${t('title')} ${payment.paymentNumber}`);

  canvas.letterhead(company, t('title'));
  const issued = (input.issuedAt ?? new Date()).toISOString();
  canvas.fields([
    [t('paymentNumber'), ltr(payment.paymentNumber)],
    [t('processedAt'), `${when(payment.processedAt)} (${zoneName(company.timeZone)})`],
    [t('status'), statusNames[language][payment.status]],
    [t('issued'), when(issued)],
  ]);

  canvas.heading(t('customer'));
  const customer = payment.customer;
  const parties: Array<[string, string]> = [
    [t('name'), customer?.name ?? '—'],
    [t('email'), customer ? ltr(customer.email) : '—'],
    [t('phone'), customer ? ltr(customer.phone) : '—'],
  ];
  if (input.reservationNumber) {
    parties.push([t('reservationNumber'), ltr(input.reservationNumber)]);
  }
  if (input.rentalNumber) parties.push([t('rentalNumber'), ltr(input.rentalNumber)]);
  // one pair a line: e-mail addresses and processor ids stay whole
  canvas.fields(parties, 1);

  canvas.heading(t('payment'));
  const details: Array<[string, string]> = [
    [t('type'), typeNames[language][payment.type]],
    [t('method'), methodNames[language][payment.paymentMethod]],
  ];
  const card = payment.cardDetails;
  if (card) {
    const params = { brand: brandName(card.brand), last4: ltr(card.last4) };
    details.push([t('card'), t('cardEnding', params)]);
  }
  if (payment.transactionId) details.push([t('reference'), ltr(payment.transactionId)]);
  if (payment.gatewayTransactionId) {
    details.push([t('processorTransaction'), ltr(payment.gatewayTransactionId)]);
  }
  if (payment.description) details.push([t('description'), payment.description]);
  canvas.fields(details, 1);

  canvas.heading(t('amounts'));
  canvas.totals([
    [t('amount'), cash(payment.amount), true],
    [t('processingFees'), cash(payment.processingFees)],
  ]);
  if (payment.refunds.length > 0) {
    canvas.heading(t('refunds'));
    canvas.table(
      [{ width: 3 }, { width: 2, align: 'end' }, { width: 5 }],
      [t('date'), t('amount'), t('reason')],
      payment.refunds.map((refund) => [when(refund.createdAt), cash(refund.amount), refund.reason]),
    );
  }
  const totals: Array<[string, string, boolean?]> = [[t('refunded'), cash(payment.refundedAmount)]];
  if (payment.capturedAmount > 0) totals.push([t('captured'), cash(payment.capturedAmount)]);
  totals.push([t('net'), cash(payment.amount - payment.refundedAmount), true]);
  canvas.y += 4;
  canvas.totals(totals);
  return canvas.finish((n, total) => t('page', { n, total }));
}
