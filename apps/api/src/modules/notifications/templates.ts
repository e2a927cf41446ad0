// What each notification says, in English and Arabic (placeholders: customer, amount,
// vehicle, date, version), and how it is classed. Facts arrive already formatted for the
// reader; a missing fact reads as the template's neutral wording, never as a blank.
import type { Language } from '@motorpool/domain/locale-lists';
import type {
  NotificationCategory,
  NotificationPriority,
  NotificationType,
} from '@motorpool/domain/platform-lists';
import type { VehicleStatus } from '@motorpool/domain/value-lists';

export type NotificationFacts = {
  /** the booking's, rental's or payment's number */
  number?: string;
  customer?: string;
  amount?: string;
  vehicle?: string;
  date?: string;
  version?: string;
  /** a vehicle's old and new status, a cancellation's reason */
  from?: string;
  to?: string;
  reason?: string;
  /** the browser a sign-in came from */
  device?: string;
};

export type TemplateKey =
  | 'reservation.created'
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'reservation.noShow'
  | 'rental.checkedOut'
  | 'rental.returned'
  | 'rental.overdue'
  | 'payment.completed'
  | 'payment.failed'
  | 'payment.refunded'
  | 'maintenance.serviceDue'
  | 'maintenance.serviceOverdue'
  | 'maintenance.completed'
  | 'vehicle.status.changed'
  | 'user.password.changed'
  | 'user.signedIn'
  | 'system.announcement'
  | 'system.maintenance'
  | 'system.update';

type Text = { title: string; message: string };
type Template = {
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  en: (f: NotificationFacts) => Text;
  ar: (f: NotificationFacts) => Text;
};

const or = (value: string | undefined, fallback: string) => value ?? fallback;

export const notificationTemplates: Record<TemplateKey, Template> = {
  'reservation.created': {
    type: 'info',
    category: 'reservation',
    priority: 'medium',
    en: (f) => ({
      title: 'New reservation',
      message: `Reservation ${f.number} was made for ${or(f.customer, 'a customer')}.`,
    }),
    ar: (f) => ({
      title: 'حجز جديد',
      message: `تم إنشاء الحجز ${f.number} للعميل ${or(f.customer, 'غير محدد')}.`,
    }),
  },
  'reservation.confirmed': {
    type: 'success',
    category: 'reservation',
    priority: 'medium',
    en: (f) => ({
      title: 'Reservation confirmed',
      message: `Reservation ${f.number} for ${or(f.customer, 'a customer')} is confirmed.`,
    }),
    ar: (f) => ({
      title: 'تم تأكيد الحجز',
      message: `تم تأكيد الحجز ${f.number} للعميل ${or(f.customer, 'غير محدد')}.`,
    }),
  },
  'reservation.cancelled': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: (f) => ({
      title: 'Reservation cancelled',
      message:
        `Reservation ${f.number} for ${or(f.customer, 'a customer')} was cancelled` +
        (f.reason ? `: ${f.reason}` : '.'),
    }),
    ar: (f) => ({
      title: 'تم إلغاء الحجز',
      message:
        `تم إلغاء الحجز ${f.number} للعميل ${or(f.customer, 'غير محدد')}` +
        (f.reason ? `: ${f.reason}` : '.'),
    }),
  },
  'reservation.noShow': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: (f) => ({
      title: 'Customer did not show up',
      message: `${or(f.customer, 'The customer')} did not collect reservation ${f.number}.`,
    }),
    ar: (f) => ({
      title: 'لم يحضر العميل',
      message: `لم يستلم ${or(f.customer, 'العميل')} الحجز ${f.number}.`,
    }),
  },
  'rental.checkedOut': {
    type: 'info',
    category: 'rental',
    priority: 'medium',
    en: (f) => ({
      title: 'Vehicle handed over',
      message: `${or(f.vehicle, 'The vehicle')} left with ${or(f.customer, 'the customer')} (rental ${f.number}).`,
    }),
    ar: (f) => ({
      title: 'تم تسليم المركبة',
      message: `تم تسليم ${or(f.vehicle, 'المركبة')} إلى ${or(f.customer, 'العميل')} (الإيجار ${f.number}).`,
    }),
  },
  'rental.returned': {
    type: 'success',
    category: 'rental',
    priority: 'medium',
    en: (f) => ({
      title: 'Vehicle returned',
      message: `${or(f.customer, 'The customer')} returned ${or(f.vehicle, 'the vehicle')} (rental ${f.number}).`,
    }),
    ar: (f) => ({
      title: 'تمت إعادة المركبة',
      message: `أعاد ${or(f.customer, 'العميل')} ${or(f.vehicle, 'المركبة')} (الإيجار ${f.number}).`,
    }),
  },
  'rental.overdue': {
    type: 'error',
    category: 'rental',
    priority: 'urgent',
    en: (f) => ({
      title: 'Rental overdue',
      message: `Rental ${f.number} (${or(f.vehicle, 'vehicle')}, ${or(f.customer, 'customer')}) was due back on ${or(f.date, 'its return date')}.`,
    }),
    ar: (f) => ({
      title: 'إيجار متأخر',
      message: `كان يجب إعادة الإيجار ${f.number} (${or(f.vehicle, 'المركبة')}، ${or(f.customer, 'العميل')}) في ${or(f.date, 'موعد الإعادة')}.`,
    }),
  },
  'payment.completed': {
    type: 'success',
    category: 'payment',
    priority: 'medium',
    en: (f) => ({
      title: 'Payment received',
      message: `Payment ${f.number} of ${f.amount} from ${or(f.customer, 'a customer')} was received.`,
    }),
    ar: (f) => ({
      title: 'تم استلام الدفعة',
      message: `تم استلام الدفعة ${f.number} بمبلغ ${f.amount} من ${or(f.customer, 'عميل')}.`,
    }),
  },
  'payment.failed': {
    type: 'error',
    category: 'payment',
    priority: 'high',
    en: (f) => ({
      title: 'Payment failed',
      message:
        `Payment ${f.number} of ${f.amount} from ${or(f.customer, 'a customer')} failed` +
        (f.reason ? `: ${f.reason}` : '.'),
    }),
    ar: (f) => ({
      title: 'فشلت الدفعة',
      message:
        `فشلت الدفعة ${f.number} بمبلغ ${f.amount} من ${or(f.customer, 'عميل')}` +
        (f.reason ? `: ${f.reason}` : '.'),
    }),
  },
  'payment.refunded': {
    type: 'info',
    category: 'payment',
    priority: 'medium',
    en: (f) => ({
      title: 'Payment refunded',
      message: `${f.amount} of payment ${f.number} was refunded to ${or(f.customer, 'the customer')}.`,
    }),
    ar: (f) => ({
      title: 'تم رد المبلغ',
      message: `تم رد ${f.amount} من الدفعة ${f.number} إلى ${or(f.customer, 'العميل')}.`,
    }),
  },
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

/** A vehicle status as the reader says it. */
export const vehicleStatusName: Record<Language, Record<VehicleStatus, string>> = {
  en: { available: 'available', rented: 'rented', maintenance: 'maintenance', retired: 'retired' },
  ar: { available: 'متاحة', rented: 'مؤجرة', maintenance: 'صيانة', retired: 'خارج الخدمة' },
};

/** The notification of one template in the reader's language, with its class. */
export function renderTemplate(key: TemplateKey, language: Language, facts: NotificationFacts) {
  const template = notificationTemplates[key];
  return {
    ...template[language](facts),
    type: template.type,
    category: template.category,
    priority: template.priority,
  };
}
