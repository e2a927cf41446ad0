// What each notification says, in English and Arabic, and how it is classed. Staff read of a
// customer in the third person; the customer's own copy (`customer.*`) speaks to them. A
// missing fact reads as the neutral wording of its `{{^name}}` section, never as a blank.
import { staffBookingTexts } from './notification-booking-texts.ts';
import { customerTexts } from './notification-customer-texts.ts';
import type { NotificationMessageEntry, NotificationMessageKey } from './notification-messages.ts';
import { givenOr, vehicleOr } from './notification-text-kit.ts';

const dueEn =
  '{{#date}}{{date}}{{#distance}} or {{distance}}{{/distance}}{{/date}}{{^date}}{{#distance}}{{distance}}{{/distance}}{{^distance}}its next service mark{{/distance}}{{/date}}';
const dueAr =
  '{{#date}}{{date}}{{#distance}} أو {{distance}}{{/distance}}{{/date}}{{^date}}{{#distance}}{{distance}}{{/distance}}{{^distance}}موعد الصيانة التالي{{/distance}}{{/date}}';

export const notificationCatalogue: Record<NotificationMessageKey, NotificationMessageEntry> = {
  ...staffBookingTexts,
  ...customerTexts,
  'maintenance.serviceDue': {
    type: 'warning',
    category: 'maintenance',
    priority: 'medium',
    en: {
      title: 'Service due soon',
      message: `${vehicleOr('A vehicle')} is due for service by ${dueEn}.`,
    },
    ar: {
      title: 'موعد صيانة قريب',
      message: `تستحق ${vehicleOr('مركبة')} الصيانة بحلول ${dueAr}.`,
    },
  },
  'maintenance.serviceOverdue': {
    type: 'error',
    category: 'maintenance',
    priority: 'high',
    en: {
      title: 'Service overdue',
      message: `${vehicleOr('A vehicle')} is past its service due ${dueEn}.`,
    },
    ar: {
      title: 'صيانة متأخرة',
      message: `تجاوزت ${vehicleOr('مركبة')} موعد صيانتها ${dueAr}.`,
    },
  },
  'maintenance.completed': {
    type: 'success',
    category: 'maintenance',
    priority: 'low',
    en: {
      title: 'Maintenance completed',
      message: `Work order {{number}} on ${vehicleOr('a vehicle')} is complete{{#amount}} ({{amount}}){{/amount}}.`,
    },
    ar: {
      title: 'اكتملت الصيانة',
      message: `اكتمل أمر العمل {{number}} على ${vehicleOr('مركبة')}{{#amount}} ({{amount}}){{/amount}}.`,
    },
  },
  'vehicle.status.changed': {
    type: 'info',
    category: 'vehicle',
    priority: 'low',
    en: {
      title: 'Vehicle status changed',
      message: `${vehicleOr('A vehicle')} moved from {{from}} to {{to}}.`,
    },
    ar: {
      title: 'تغيرت حالة المركبة',
      message: `انتقلت ${vehicleOr('مركبة')} من {{from}} إلى {{to}}.`,
    },
  },
  'user.password.changed': {
    type: 'warning',
    category: 'user',
    priority: 'high',
    en: {
      title: 'Your password was changed',
      message: 'Your password was changed on {{date}}. If this was not you, reset it now.',
    },
    ar: {
      title: 'تم تغيير كلمة المرور',
      message: 'تم تغيير كلمة المرور الخاصة بك في {{date}}. إن لم تكن أنت، فأعد تعيينها الآن.',
    },
  },
  'user.signedIn': {
    type: 'warning',
    category: 'user',
    priority: 'medium',
    en: {
      title: 'New sign-in',
      message:
        'Your account was signed in on {{date}}{{#device}} from {{device}}{{/device}}. If this was not you, change your password now.',
    },
    ar: {
      title: 'تسجيل دخول جديد',
      message:
        'سُجّل الدخول إلى حسابك في {{date}}{{#device}} من {{device}}{{/device}}. إن لم تكن أنت، فغيّر كلمة المرور الآن.',
    },
  },
  'tenant.impersonation.started': {
    type: 'warning',
    category: 'system',
    priority: 'high',
    en: {
      title: 'Support entered your back office',
      message: `${givenOr('visitor', 'Platform support')} entered as your administrator until {{date}}. Reason: {{reason}}. You can switch support access off in Settings.`,
    },
    ar: {
      title: 'دخل فريق الدعم إلى لوحة الإدارة',
      message: `دخل ${givenOr('visitor', 'فريق دعم المنصة')} بصفة المسؤول حتى {{date}}. السبب: {{reason}}. يمكنك إيقاف دخول الدعم من الإعدادات.`,
    },
  },
  'system.announcement': {
    type: 'info',
    category: 'system',
    priority: 'medium',
    en: {
      title: givenOr('title', 'Announcement'),
      message: givenOr('message', 'There is news from your company.'),
    },
    ar: {
      title: givenOr('title', 'إعلان'),
      message: givenOr('message', 'هناك أخبار جديدة من شركتك.'),
    },
  },
  'system.maintenance': {
    type: 'warning',
    category: 'system',
    priority: 'high',
    en: {
      title: givenOr('title', 'Scheduled maintenance'),
      message: givenOr(
        'message',
        `The system will be briefly unavailable for maintenance on ${givenOr('date', 'a date to be announced')}.`,
      ),
    },
    ar: {
      title: givenOr('title', 'صيانة مجدولة'),
      message: givenOr(
        'message',
        `سيتوقف النظام لفترة قصيرة للصيانة في ${givenOr('date', 'موعد سيُعلن لاحقًا')}.`,
      ),
    },
  },
  'system.update': {
    type: 'success',
    category: 'system',
    priority: 'low',
    en: {
      title: givenOr('title', 'System updated'),
      message: givenOr(
        'message',
        `The system was updated to version ${givenOr('version', 'the latest')}.`,
      ),
    },
    ar: {
      title: givenOr('title', 'تم تحديث النظام'),
      message: givenOr('message', `تم تحديث النظام إلى الإصدار ${givenOr('version', 'الأحدث')}.`),
    },
  },
  custom: {
    type: 'info',
    category: 'system',
    priority: 'medium',
    en: { title: '{{title}}', message: '{{message}}' },
    ar: { title: '{{title}}', message: '{{message}}' },
  },
  legacy: {
    type: 'info',
    category: 'system',
    priority: 'medium',
    en: { title: '{{title}}', message: '{{message}}' },
    ar: { title: '{{title}}', message: '{{message}}' },
  },
};
