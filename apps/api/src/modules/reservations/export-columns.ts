// The columns of the reservations export, in the caller's language.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import { reservationStatusName } from './views.ts';

type Label = Record<Language, string>;

export const exportTitle: Label = { en: 'Reservations', ar: 'الحجوزات' };

const paymentNames: Record<Language, Record<ReservationView['paymentStatus'], string>> = {
  en: { pending: 'pending', partial: 'partial', paid: 'paid', refunded: 'refunded' },
  ar: { pending: 'قيد الانتظار', partial: 'مدفوع جزئيًا', paid: 'مدفوع', refunded: 'مسترد' },
};

const money = (minor: number, r: ReservationView) =>
  formatMinor(minor, r.quote.currency as Currency);

export function exportColumns(language: Language): ExportColumn<ReservationView>[] {
  const columns: [Label, (r: ReservationView) => string | number | null][] = [
    [{ en: 'Number', ar: 'الرقم' }, (r) => r.reservationNumber],
    [{ en: 'Status', ar: 'الحالة' }, (r) => reservationStatusName(r.status, language)],
    [{ en: 'Payment', ar: 'الدفع' }, (r) => paymentNames[language][r.paymentStatus]],
    [{ en: 'Customer', ar: 'العميل' }, (r) => r.customer.name],
    [{ en: 'Vehicle', ar: 'المركبة' }, (r) => r.vehicle.name],
    [{ en: 'Licence plate', ar: 'رقم اللوحة' }, (r) => r.vehicle.licensePlate],
    [{ en: 'Pickup', ar: 'الاستلام' }, (r) => r.pickupDate],
    [{ en: 'Pickup branch', ar: 'فرع الاستلام' }, (r) => r.pickupBranch.name],
    [{ en: 'Return', ar: 'الإرجاع' }, (r) => r.returnDate],
    [{ en: 'Return branch', ar: 'فرع الإرجاع' }, (r) => r.returnBranch.name],
    [{ en: 'Days', ar: 'الأيام' }, (r) => r.quote.days],
    [{ en: 'Currency', ar: 'العملة' }, (r) => r.quote.currency],
    [{ en: 'Total', ar: 'الإجمالي' }, (r) => money(r.totalAmount, r)],
    [{ en: 'Paid', ar: 'المدفوع' }, (r) => money(r.paidAmount, r)],
  ];
  return columns.map(([label, value]) => ({ header: label[language], value }));
}
