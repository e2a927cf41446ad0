// The activity log as a file: its columns, headed in the reader's language (times in UTC, the
// platform's own zone).
import type { Language } from '@motorpool/domain/locale-lists';
import type { ActivityType } from '@motorpool/domain/platform-lists';
import type { PlatformActivityView } from '@motorpool/domain/schemas/platform-dashboard';
import type { ExportColumn } from '../../lib/tabular/export.ts';

export const activityExportTitle: Record<Language, string> = {
  en: 'Platform activity',
  ar: 'نشاط المنصة',
};

const actionLabels: Record<Language, Record<ActivityType, string>> = {
  en: {
    login: 'Sign-in',
    logout: 'Sign-out',
    create: 'Create',
    update: 'Update',
    delete: 'Delete',
  },
  ar: {
    login: 'تسجيل دخول',
    logout: 'تسجيل خروج',
    create: 'إنشاء',
    update: 'تعديل',
    delete: 'حذف',
  },
};

const headers: Record<Language, [string, string, string, string, string, string, string]> = {
  en: ['Time (UTC)', 'Administrator', 'Action', 'Entity', 'Entity ID', 'Detail', 'IP address'],
  ar: ['الوقت (UTC)', 'المسؤول', 'الإجراء', 'الكيان', 'معرّف الكيان', 'التفاصيل', 'عنوان IP'],
};

export function activityExportColumns(language: Language): ExportColumn<PlatformActivityView>[] {
  const [at, actor, action, entity, entityId, detail, ip] = headers[language];
  return [
    { header: at, value: (r) => r.createdAt.replace('T', ' ').slice(0, 19) },
    { header: actor, value: (r) => r.actorEmail },
    { header: action, value: (r) => actionLabels[language][r.action] },
    { header: entity, value: (r) => r.entityType },
    { header: entityId, value: (r) => r.entityId },
    { header: detail, value: (r) => JSON.stringify(r.detail) },
    { header: ip, value: (r) => r.ip },
  ];
}
