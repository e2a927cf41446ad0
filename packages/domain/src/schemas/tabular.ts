// Export and import of the data grids: formats, limits and the import report.
import { z } from 'zod';
import type { Language } from '../locale-lists.ts';
import { exportFormats, importFormats } from '../platform-lists.ts';
import { oneOf } from './common.ts';

export { exportFormats, importFormats };
export type { ExportFormat, ImportFormat } from '../platform-lists.ts';

/** Largest import file accepted, and most data rows (the header row not counted). */
export const importMaxBytes = 5 * 1024 * 1024;
export const importMaxRows = 5000;
/** Most bytes an Excel import may unpack to (an .xlsx is a zip: a small file can hide a huge sheet). */
export const importMaxUnpackedBytes = 50 * 1024 * 1024;

export const exportQuerySchema = z.object({ format: oneOf(exportFormats) });

export const importRowErrorSchema = z.object({ path: z.string(), message: z.string() });

export const importReportSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  failed: z.array(
    z.object({ row: z.number().int().positive(), errors: z.array(importRowErrorSchema) }),
  ),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Why an import file was refused, with the limits filled in by `importMessage`. */
export const importMessagesEn = {
  missingFile: 'Attach a CSV or Excel (.xlsx) file in the "file" field.',
  unsupportedType: 'Only CSV and Excel (.xlsx) files can be imported.',
  unreadable: 'The file could not be read. Check that it is a valid CSV or Excel (.xlsx) file.',
  noHeader: 'The first row of the file must hold the column names.',
  tooManyRows: 'The file has more than {max} rows. Split it into smaller files.',
  tooLarge: 'The file is larger than {max} MB.',
  tooLargeUnpacked: 'The Excel file unpacks to more than {max} MB. Split it into smaller files.',
} as const;
export type ImportMessageKey = keyof typeof importMessagesEn;

export const importMessagesAr: Record<ImportMessageKey, string> = {
  missingFile: 'أرفق ملف CSV أو Excel (.xlsx) في الحقل "file".',
  unsupportedType: 'لا يمكن استيراد إلا ملفات CSV و Excel (.xlsx).',
  unreadable: 'تعذّرت قراءة الملف. تأكد من أنه ملف CSV أو Excel (.xlsx) صالح.',
  noHeader: 'يجب أن يحتوي الصف الأول من الملف على أسماء الأعمدة.',
  tooManyRows: 'يحتوي الملف على أكثر من {max} صف. قسّمه إلى ملفات أصغر.',
  tooLarge: 'حجم الملف أكبر من {max} ميغابايت.',
  tooLargeUnpacked: 'يتجاوز حجم ملف Excel بعد فك ضغطه {max} ميغابايت. قسّمه إلى ملفات أصغر.',
};

const megabytes = (bytes: number) => bytes / (1024 * 1024);
const importLimits: Partial<Record<ImportMessageKey, number>> = {
  tooLarge: megabytes(importMaxBytes),
  tooLargeUnpacked: megabytes(importMaxUnpackedBytes),
};

export function importMessage(key: ImportMessageKey, language: Language): string {
  const text = language === 'ar' ? importMessagesAr[key] : importMessagesEn[key];
  return text.replace('{max}', String(importLimits[key] ?? importMaxRows)).trim();
}
