// The reports' titles and column headers in the reader's language, and how a cell is written
// into a file (money in the company's currency, basis points as a percentage).
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { ReportName } from '@motorpool/domain/schemas/dashboard';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import type { ReportColumnKind, ReportRow } from './report-queries.ts';
import { reportValueLabels, type ReportValueList, valueLabel } from './report-values.ts';

type Label = Record<Language, string>;

export const reportTitles: Record<ReportName, Label> = {
  revenue: { en: 'Revenue', ar: 'الإيرادات' },
  utilisation: { en: 'Fleet utilisation', ar: 'استخدام الأسطول' },
  rentals: { en: 'Rentals', ar: 'عقود التأجير' },
  outstanding: { en: 'Outstanding balances', ar: 'الأرصدة المستحقة' },
  'maintenance-costs': { en: 'Maintenance costs', ar: 'تكاليف الصيانة' },
  'no-shows': { en: 'No-shows', ar: 'حالات عدم الحضور' },
};

const headers: Record<string, Label> = {
  date: { en: 'Date', ar: 'التاريخ' },
  received: { en: 'Received', ar: 'المقبوض' },
  refunded: { en: 'Refunded', ar: 'المسترد' },
  net: { en: 'Net revenue', ar: 'صافي الإيرادات' },
  licensePlate: { en: 'Licence plate', ar: 'رقم اللوحة' },
  vehicle: { en: 'Vehicle', ar: 'المركبة' },
  category: { en: 'Category', ar: 'الفئة' },
  branch: { en: 'Branch', ar: 'الفرع' },
  availableDays: { en: 'Available days', ar: 'أيام الإتاحة' },
  rentedDays: { en: 'Rented days', ar: 'أيام التأجير' },
  utilisation: { en: 'Utilisation', ar: 'نسبة الاستخدام' },
  rentalNumber: { en: 'Rental', ar: 'عقد التأجير' },
  customer: { en: 'Customer', ar: 'العميل' },
  pickup: { en: 'Pickup', ar: 'الاستلام' },
  return: { en: 'Return', ar: 'الإرجاع' },
  chargedDays: { en: 'Charged days', ar: 'الأيام المحتسبة' },
  revenue: { en: 'Revenue before tax', ar: 'الإيراد قبل الضريبة' },
  status: { en: 'Status', ar: 'الحالة' },
  reservationNumber: { en: 'Reservation', ar: 'الحجز' },
  owed: { en: 'Owed', ar: 'المستحق' },
  paid: { en: 'Paid', ar: 'المدفوع' },
  balance: { en: 'Balance', ar: 'الرصيد' },
  workOrderNumber: { en: 'Work order', ar: 'أمر العمل' },
  type: { en: 'Type', ar: 'النوع' },
  completed: { en: 'Completed', ar: 'تاريخ الإنجاز' },
  cost: { en: 'Cost', ar: 'التكلفة' },
  total: { en: 'Booking total', ar: 'إجمالي الحجز' },
};

function cell(
  kind: ReportColumnKind,
  v: string | number | null,
  currency: Currency,
  language: Language,
) {
  if (typeof v === 'string' && kind in reportValueLabels) {
    return valueLabel(kind as ReportValueList, v, language);
  }
  if (v === null || typeof v === 'string') return v;
  if (kind === 'money') return formatMinor(v, currency);
  if (kind === 'bp') return `${(v / 100).toFixed(2)} %`;
  if (kind === 'tenthDays') return (v / 10).toFixed(1);
  return v;
}

export function reportExportColumns(
  columns: { key: string; kind: ReportColumnKind }[],
  language: Language,
  currency: string,
): ExportColumn<ReportRow>[] {
  return columns.map(({ key, kind }) => ({
    header: headers[key]?.[language] ?? key,
    value: (row) => cell(kind, row[key] ?? null, currency as Currency, language),
  }));
}
