// The columns of the rentals export, in the caller's language.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { RentalListItemView } from '@motorpool/domain/schemas/rental';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import { rentalStatusName } from './views.ts';

type Label = Record<Language, string>;

export const exportTitle: Label = { en: 'Rentals', ar: 'التأجيرات' };

const yesNo: Record<Language, [string, string]> = { en: ['Yes', 'No'], ar: ['نعم', 'لا'] };

const money = (minor: number, r: RentalListItemView) =>
  formatMinor(minor, r.quote.currency as Currency);

export function exportColumns(language: Language): ExportColumn<RentalListItemView>[] {
  const columns: [Label, (r: RentalListItemView) => string | number | null][] = [
    [{ en: 'Number', ar: 'الرقم' }, (r) => r.rentalNumber],
    [{ en: 'Reservation', ar: 'الحجز' }, (r) => r.reservationNumber],
    [{ en: 'Status', ar: 'الحالة' }, (r) => rentalStatusName(r.status, language)],
    [{ en: 'Overdue', ar: 'متأخر' }, (r) => yesNo[language][r.isOverdue ? 0 : 1]],
    [{ en: 'Customer', ar: 'العميل' }, (r) => r.customer.name],
    [{ en: 'Vehicle', ar: 'المركبة' }, (r) => r.vehicle.name],
    [{ en: 'Licence plate', ar: 'رقم اللوحة' }, (r) => r.vehicle.licensePlate],
    [{ en: 'Pickup', ar: 'الاستلام' }, (r) => r.pickupDate],
    [{ en: 'Picked up', ar: 'تم الاستلام' }, (r) => r.actualPickupDate],
    [{ en: 'Pickup branch', ar: 'فرع الاستلام' }, (r) => r.pickupBranch.name],
    [{ en: 'Return', ar: 'الإرجاع' }, (r) => r.returnDate],
    [{ en: 'Returned', ar: 'تم الإرجاع' }, (r) => r.actualReturnDate],
    [{ en: 'Return branch', ar: 'فرع الإرجاع' }, (r) => r.returnBranch.name],
    [{ en: 'Days', ar: 'الأيام' }, (r) => r.totalDays],
    [{ en: 'Currency', ar: 'العملة' }, (r) => r.quote.currency],
    [{ en: 'Total', ar: 'الإجمالي' }, (r) => money(r.totalAmount, r)],
    [{ en: 'Additional charges', ar: 'رسوم إضافية' }, (r) => money(r.additionalCharges, r)],
    [{ en: 'Total cost', ar: 'التكلفة الإجمالية' }, (r) => money(r.totalCost, r)],
  ];
  return columns.map(([label, value]) => ({ header: label[language], value }));
}
