// The columns of the payments export and the totals it ends with, in the caller's language.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { PaymentListItemView, PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import type { PaymentMethod, PaymentStatus, PaymentType } from '@motorpool/domain/value-lists';
import type { ExportColumn, ExportSummary } from '../../lib/tabular/export.ts';

type Label = Record<Language, string>;

export const exportTitle: Label = { en: 'Payments', ar: 'المدفوعات' };

export const statusNames: Record<Language, Record<PaymentStatus, string>> = {
  en: {
    pending: 'Pending',
    processing: 'Processing',
    completed: 'Completed',
    failed: 'Failed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  ar: {
    pending: 'معلّقة',
    processing: 'قيد المعالجة',
    completed: 'مكتملة',
    failed: 'فاشلة',
    cancelled: 'ملغاة',
    refunded: 'مستردة',
  },
};

export const typeNames: Record<Language, Record<PaymentType, string>> = {
  en: {
    reservation: 'Reservation',
    security_deposit: 'Security deposit',
    additional_charges: 'Additional charges',
    damage_fees: 'Damage fees',
    late_fees: 'Late fees',
    refund: 'Refund',
  },
  ar: {
    reservation: 'حجز',
    security_deposit: 'تأمين',
    additional_charges: 'رسوم إضافية',
    damage_fees: 'رسوم أضرار',
    late_fees: 'رسوم تأخير',
    refund: 'استرداد',
  },
};

export const methodNames: Record<Language, Record<PaymentMethod, string>> = {
  en: {
    credit_card: 'Credit card',
    debit_card: 'Debit card',
    cash: 'Cash',
    bank_transfer: 'Bank transfer',
    paypal: 'PayPal',
    stripe: 'Stripe',
    other: 'Other',
  },
  ar: {
    credit_card: 'بطاقة ائتمان',
    debit_card: 'بطاقة خصم',
    cash: 'نقدًا',
    bank_transfer: 'تحويل بنكي',
    paypal: 'PayPal',
    stripe: 'Stripe',
    other: 'أخرى',
  },
};

const money = (minor: number, p: PaymentListItemView) => formatMinor(minor, p.currency as Currency);

export function exportColumns(language: Language): ExportColumn<PaymentListItemView>[] {
  const columns: [Label, (p: PaymentListItemView) => string | number | null][] = [
    [{ en: 'Number', ar: 'الرقم' }, (p) => p.paymentNumber],
    [{ en: 'Date', ar: 'التاريخ' }, (p) => p.processedAt ?? p.createdAt],
    [{ en: 'Customer', ar: 'العميل' }, (p) => p.customer?.name ?? null],
    [{ en: 'Type', ar: 'النوع' }, (p) => typeNames[language][p.type]],
    [{ en: 'Method', ar: 'طريقة الدفع' }, (p) => methodNames[language][p.paymentMethod]],
    [{ en: 'Status', ar: 'الحالة' }, (p) => statusNames[language][p.status]],
    [{ en: 'Amount', ar: 'المبلغ' }, (p) => money(p.amount, p)],
    [{ en: 'Refunded', ar: 'المسترد' }, (p) => money(p.refundedAmount, p)],
    [{ en: 'Currency', ar: 'العملة' }, (p) => p.currency],
  ];
  return columns.map(([label, value]) => ({ header: label[language], value }));
}

export const totalsLabels: Record<'title' | keyof PaymentTotalsView, Label> = {
  title: { en: 'Totals', ar: 'الإجماليات' },
  count: { en: 'Number of payments', ar: 'عدد المدفوعات' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  refunded: { en: 'Refunded', ar: 'المسترد' },
  net: { en: 'Net', ar: 'الصافي' },
  currency: { en: 'Currency', ar: 'العملة' },
};

/** GET /payments/totals of the exported filters, its money formatted as the money columns. */
export function exportTotals(language: Language, totals: PaymentTotalsView): ExportSummary {
  const label = (key: keyof PaymentTotalsView) => totalsLabels[key][language];
  const amount = (minor: number) => formatMinor(minor, totals.currency);
  return {
    title: totalsLabels.title[language],
    lines: [
      { label: label('count'), value: totals.count },
      { label: label('amount'), value: amount(totals.amount) },
      { label: label('refunded'), value: amount(totals.refunded) },
      { label: label('net'), value: amount(totals.net) },
      { label: label('currency'), value: totals.currency },
    ],
  };
}
