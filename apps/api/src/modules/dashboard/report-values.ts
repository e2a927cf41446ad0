// The reports' coded cells (a car's category, a rental's status, a work order's type) in the
// reader's language, as the back office's screens name them.
import type { Language } from '@motorpool/domain/locale-lists';
import type { ReportValueKind } from '@motorpool/domain/schemas/dashboard';
import type { MaintenanceType, RentalStatus, VehicleCategory } from '@motorpool/domain/value-lists';

type Label = Record<Language, string>;

type ValueLabels = Record<ReportValueKind, unknown> & {
  category: Record<VehicleCategory, Label>;
  rentalStatus: Record<RentalStatus, Label>;
  workOrderType: Record<MaintenanceType, Label>;
};

export const reportValueLabels: ValueLabels = {
  category: {
    economy: { en: 'Economy', ar: 'اقتصادية' },
    compact: { en: 'Compact', ar: 'صغيرة' },
    midsize: { en: 'Midsize', ar: 'متوسطة' },
    fullsize: { en: 'Full size', ar: 'كبيرة' },
    luxury: { en: 'Luxury', ar: 'فاخرة' },
    suv: { en: 'SUV', ar: 'رياضية متعددة الاستخدامات' },
    convertible: { en: 'Convertible', ar: 'مكشوفة' },
  },
  rentalStatus: {
    pending: { en: 'Pickup pending', ar: 'بانتظار الاستلام' },
    active: { en: 'Active', ar: 'نشط' },
    completed: { en: 'Completed', ar: 'مكتمل' },
    cancelled: { en: 'Cancelled', ar: 'ملغى' },
  },
  workOrderType: {
    preventive: { en: 'Preventive', ar: 'وقائية' },
    corrective: { en: 'Corrective', ar: 'تصحيحية' },
    emergency: { en: 'Emergency', ar: 'طارئة' },
    inspection: { en: 'Inspection', ar: 'فحص' },
    recall: { en: 'Recall', ar: 'استدعاء' },
    warranty: { en: 'Warranty', ar: 'ضمان' },
  },
};

export type ReportValueList = ReportValueKind;

/** A coded cell's label, or the code itself when the list does not know it. */
export function valueLabel(list: ReportValueList, code: string, language: Language): string {
  const labels = reportValueLabels[list] as Record<string, Label>;
  return labels[code]?.[language] ?? code;
}
