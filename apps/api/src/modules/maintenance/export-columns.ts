// The columns of the work orders export, in the caller's language.
import type { Currency, Language } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { WorkOrderListItemView } from '@motorpool/domain/schemas/maintenance';
import type { ExportColumn } from '../../lib/tabular/export.ts';
import { priorityNames, statusNames, typeNames } from './views.ts';

type Label = Record<Language, string>;

export const exportTitle: Label = { en: 'Work orders', ar: 'أوامر العمل' };

const money = (minor: number | null, r: WorkOrderListItemView) =>
  minor === null ? null : formatMinor(minor, r.currency as Currency);

export function exportColumns(language: Language): ExportColumn<WorkOrderListItemView>[] {
  const columns: [Label, (r: WorkOrderListItemView) => string | number | null][] = [
    [{ en: 'Number', ar: 'الرقم' }, (r) => r.workOrderNumber],
    [{ en: 'Status', ar: 'الحالة' }, (r) => statusNames[language][r.status]],
    [{ en: 'Type', ar: 'النوع' }, (r) => typeNames[language][r.type]],
    [{ en: 'Priority', ar: 'الأولوية' }, (r) => priorityNames[language][r.priority]],
    [{ en: 'Vehicle', ar: 'المركبة' }, (r) => r.vehicle.name],
    [{ en: 'Licence plate', ar: 'رقم اللوحة' }, (r) => r.vehicle.licensePlate],
    [{ en: 'Description', ar: 'الوصف' }, (r) => r.description],
    [{ en: 'Technician', ar: 'الفني' }, (r) => r.technician],
    [{ en: 'Scheduled', ar: 'الموعد' }, (r) => r.scheduledDate],
    [{ en: 'Due', ar: 'الاستحقاق' }, (r) => r.dueDate],
    [{ en: 'Completed', ar: 'الإنجاز' }, (r) => r.completedDate],
    [{ en: 'Currency', ar: 'العملة' }, (r) => r.currency],
    [{ en: 'Estimated cost', ar: 'التكلفة التقديرية' }, (r) => money(r.estimatedCost, r)],
    [{ en: 'Actual cost', ar: 'التكلفة الفعلية' }, (r) => money(r.actualCost, r)],
    [{ en: 'Cost breakdown total', ar: 'إجمالي تفصيل التكلفة' }, (r) => money(r.totalCost, r)],
  ];
  return columns.map(([label, value]) => ({ header: label[language], value }));
}
