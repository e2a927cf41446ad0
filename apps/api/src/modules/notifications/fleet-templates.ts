// What maintenance, vehicle, account and system notifications say (placeholders: vehicle,
// date, from, to, device, version).
import type { Template, TemplateKey } from './template-kit.ts';
import { or } from './template-kit.ts';

type FleetKey = Exclude<
  TemplateKey,
  `reservation.${string}` | `rental.${string}` | `payment.${string}` | `tenant.${string}`
>;

export const fleetTemplates: Record<FleetKey, Template> = {
  'maintenance.serviceDue': {
    type: 'warning',
    category: 'maintenance',
    priority: 'medium',
    en: (f) => ({
      title: 'Service due soon',
      message: `${or(f.vehicle, 'A vehicle')} is due for service by ${or(f.date, 'its next service mark')}.`,
    }),
    ar: (f) => ({
      title: 'موعد صيانة قريب',
      message: `تستحق ${or(f.vehicle, 'مركبة')} الصيانة بحلول ${or(f.date, 'موعد الصيانة التالي')}.`,
    }),
  },
  'maintenance.serviceOverdue': {
    type: 'error',
    category: 'maintenance',
    priority: 'high',
    en: (f) => ({
      title: 'Service overdue',
      message: `${or(f.vehicle, 'A vehicle')} is past its service due ${or(f.date, 'mark')}.`,
    }),
    ar: (f) => ({
      title: 'صيانة متأخرة',
      message: `تجاوزت ${or(f.vehicle, 'مركبة')} موعد صيانتها ${or(f.date, 'المستحق')}.`,
    }),
  },
  'maintenance.completed': {
    type: 'success',
    category: 'maintenance',
    priority: 'low',
    en: (f) => ({
      title: 'Maintenance completed',
      message: `Work order ${f.number} on ${or(f.vehicle, 'a vehicle')} is complete (${f.amount}).`,
    }),
    ar: (f) => ({
      title: 'اكتملت الصيانة',
      message: `اكتمل أمر العمل ${f.number} على ${or(f.vehicle, 'مركبة')} (${f.amount}).`,
    }),
  },
  'vehicle.status.changed': {
    type: 'info',
    category: 'vehicle',
    priority: 'low',
    en: (f) => ({
      title: 'Vehicle status changed',
      message: `${or(f.vehicle, 'A vehicle')} moved from ${f.from} to ${f.to}.`,
    }),
    ar: (f) => ({
      title: 'تغيرت حالة المركبة',
      message: `انتقلت ${or(f.vehicle, 'مركبة')} من ${f.from} إلى ${f.to}.`,
    }),
  },
  'user.password.changed': {
    type: 'warning',
    category: 'user',
    priority: 'high',
    en: (f) => ({
      title: 'Your password was changed',
      message: `Your password was changed on ${f.date}. If this was not you, reset it now.`,
    }),
    ar: (f) => ({
      title: 'تم تغيير كلمة المرور',
      message: `تم تغيير كلمة المرور الخاصة بك في ${f.date}. إن لم تكن أنت، فأعد تعيينها الآن.`,
    }),
  },
  'user.signedIn': {
    type: 'warning',
    category: 'user',
    priority: 'medium',
    en: (f) => ({
      title: 'New sign-in',
      message: `Your account was signed in on ${f.date}${f.device ? ` from ${f.device}` : ''}. If this was not you, change your password now.`,
    }),
    ar: (f) => ({
      title: 'تسجيل دخول جديد',
      message: `سُجّل الدخول إلى حسابك في ${f.date}${f.device ? ` من ${f.device}` : ''}. إن لم تكن أنت، فغيّر كلمة المرور الآن.`,
    }),
  },
  'system.announcement': {
    type: 'info',
    category: 'system',
    priority: 'medium',
    en: () => ({ title: 'Announcement', message: 'There is news from your company.' }),
    ar: () => ({ title: 'إعلان', message: 'هناك أخبار جديدة من شركتك.' }),
  },
  'system.maintenance': {
    type: 'warning',
    category: 'system',
    priority: 'high',
    en: (f) => ({
      title: 'Scheduled maintenance',
      message: `The system will be briefly unavailable for maintenance on ${or(f.date, 'a date to be announced')}.`,
    }),
    ar: (f) => ({
      title: 'صيانة مجدولة',
      message: `سيتوقف النظام لفترة قصيرة للصيانة في ${or(f.date, 'موعد سيُعلن لاحقًا')}.`,
    }),
  },
  'system.update': {
    type: 'success',
    category: 'system',
    priority: 'low',
    en: (f) => ({
      title: 'System updated',
      message: `The system was updated to version ${or(f.version, 'the latest')}.`,
    }),
    ar: (f) => ({
      title: 'تم تحديث النظام',
      message: `تم تحديث النظام إلى الإصدار ${or(f.version, 'الأحدث')}.`,
    }),
  },
};
