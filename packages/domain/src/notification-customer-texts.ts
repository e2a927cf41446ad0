// What a customer reads of their own booking, rental and payment: spoken to, in the second
// person, with no other customer's name and no processor code.
import type { NotificationMessageEntry, NotificationMessageKey } from './notification-messages.ts';
import { givenOr, vehicleOr } from './notification-text-kit.ts';

type CustomerKey = Extract<NotificationMessageKey, `customer.${string}`>;

export const customerTexts: Record<CustomerKey, NotificationMessageEntry> = {
  'customer.reservation.created': {
    type: 'success',
    category: 'reservation',
    priority: 'medium',
    en: {
      title: 'Booking received',
      message:
        'Your booking {{number}} has been received. We will let you know when it is confirmed.',
    },
    ar: {
      title: 'تم استلام حجزك',
      message: 'تم استلام حجزك {{number}}، وسنخبرك عند تأكيده.',
    },
  },
  'customer.reservation.confirmed': {
    type: 'success',
    category: 'reservation',
    priority: 'medium',
    en: { title: 'Booking confirmed', message: 'Your booking {{number}} is confirmed.' },
    ar: { title: 'تم تأكيد حجزك', message: 'تم تأكيد حجزك {{number}}.' },
  },
  'customer.reservation.cancelled': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: {
      title: 'Booking cancelled',
      message:
        'Your booking {{number}} was cancelled{{#reason}}: {{reason}}{{/reason}}{{^reason}}.{{/reason}}',
    },
    ar: {
      title: 'تم إلغاء حجزك',
      message: 'تم إلغاء حجزك {{number}}{{#reason}}: {{reason}}{{/reason}}{{^reason}}.{{/reason}}',
    },
  },
  'customer.reservation.noShow': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: {
      title: 'Booking not collected',
      message: 'You did not collect your booking {{number}}. Contact us if you still need a car.',
    },
    ar: {
      title: 'لم يتم استلام الحجز',
      message: 'لم تستلم حجزك {{number}}. تواصل معنا إن كنت لا تزال بحاجة إلى سيارة.',
    },
  },
  'customer.rental.checkedOut': {
    type: 'info',
    category: 'rental',
    priority: 'medium',
    en: {
      title: 'Enjoy your drive',
      message: `You collected ${vehicleOr('your vehicle')} (rental {{number}}).`,
    },
    ar: {
      title: 'رحلة سعيدة',
      message: `استلمت ${vehicleOr('مركبتك')} (الإيجار {{number}}).`,
    },
  },
  'customer.rental.returned': {
    type: 'success',
    category: 'rental',
    priority: 'medium',
    en: {
      title: 'Thank you for returning the vehicle',
      message: `You returned ${vehicleOr('the vehicle')} (rental {{number}}).`,
    },
    ar: {
      title: 'شكرًا لإعادة المركبة',
      message: `أعدت ${vehicleOr('المركبة')} (الإيجار {{number}}).`,
    },
  },
  'customer.rental.overdue': {
    type: 'error',
    category: 'rental',
    priority: 'urgent',
    en: {
      title: 'Your rental is overdue',
      message: `${vehicleOr('Your vehicle')} (rental {{number}}) was due back on ${givenOr('date', 'its return date')}. Please return it or contact us.`,
    },
    ar: {
      title: 'إيجارك متأخر',
      message: `كان موعد إعادة ${vehicleOr('مركبتك')} (الإيجار {{number}}) في ${givenOr('date', 'موعد الإعادة')}. يرجى إعادتها أو التواصل معنا.`,
    },
  },
  'customer.payment.completed': {
    type: 'success',
    category: 'payment',
    priority: 'medium',
    en: {
      title: 'Payment received',
      message: 'We received your payment {{number}} of {{amount}}. Thank you.',
    },
    ar: {
      title: 'تم استلام دفعتك',
      message: 'استلمنا دفعتك {{number}} بمبلغ {{amount}}. شكرًا لك.',
    },
  },
  'customer.payment.failed': {
    type: 'error',
    category: 'payment',
    priority: 'high',
    en: {
      title: 'Your payment did not go through',
      message:
        'Your payment {{number}} of {{amount}} did not go through{{#failure}}: {{failure}}{{/failure}}. Please try another card.',
    },
    ar: {
      title: 'لم تتم عملية الدفع',
      message:
        'لم تتم دفعتك {{number}} بمبلغ {{amount}}{{#failure}}: {{failure}}{{/failure}}. يرجى المحاولة ببطاقة أخرى.',
    },
  },
  'customer.payment.refunded': {
    type: 'info',
    category: 'payment',
    priority: 'medium',
    en: {
      title: 'Refund on its way',
      message: 'We refunded {{amount}} of your payment {{number}}.',
    },
    ar: { title: 'تم رد المبلغ إليك', message: 'رددنا إليك {{amount}} من دفعتك {{number}}.' },
  },
};
