// What reservations', rentals' and payments' notifications say (placeholders: number,
// customer, amount, vehicle, date, reason).
import type { Template, TemplateKey } from './template-kit.ts';
import { or } from './template-kit.ts';

type BookingKey = Extract<
  TemplateKey,
  `reservation.${string}` | `rental.${string}` | `payment.${string}`
>;

export const bookingTemplates: Record<BookingKey, Template> = {
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
};
