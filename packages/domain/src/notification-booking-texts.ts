// What staff read of reservations, rentals and payments: the customer in the third person.
import type { NotificationMessageEntry, NotificationMessageKey } from './notification-messages.ts';
import {
  customerAr,
  customerEn,
  givenOr,
  theCustomerAr,
  theCustomerEn,
  vehicleOr,
} from './notification-text-kit.ts';

type StaffBookingKey = Extract<
  NotificationMessageKey,
  `reservation.${string}` | `rental.${string}` | `payment.${string}`
>;

export const staffBookingTexts: Record<StaffBookingKey, NotificationMessageEntry> = {
  'reservation.created': {
    type: 'info',
    category: 'reservation',
    priority: 'medium',
    en: {
      title: 'New reservation',
      message: `Reservation {{number}} was made for ${customerEn}.`,
    },
    ar: { title: 'حجز جديد', message: `تم إنشاء الحجز {{number}} للعميل ${customerAr}.` },
  },
  'reservation.confirmed': {
    type: 'success',
    category: 'reservation',
    priority: 'medium',
    en: {
      title: 'Reservation confirmed',
      message: `Reservation {{number}} for ${customerEn} is confirmed.`,
    },
    ar: { title: 'تم تأكيد الحجز', message: `تم تأكيد الحجز {{number}} للعميل ${customerAr}.` },
  },
  'reservation.cancelled': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: {
      title: 'Reservation cancelled',
      message: `Reservation {{number}} for ${customerEn} was cancelled{{#reason}}: {{reason}}{{/reason}}{{^reason}}.{{/reason}}`,
    },
    ar: {
      title: 'تم إلغاء الحجز',
      message: `تم إلغاء الحجز {{number}} للعميل ${customerAr}{{#reason}}: {{reason}}{{/reason}}{{^reason}}.{{/reason}}`,
    },
  },
  'reservation.noShow': {
    type: 'warning',
    category: 'reservation',
    priority: 'high',
    en: {
      title: 'Customer did not show up',
      message: `${givenOr('customer', 'The customer')} did not collect reservation {{number}}.`,
    },
    ar: { title: 'لم يحضر العميل', message: `لم يستلم ${theCustomerAr} الحجز {{number}}.` },
  },
  'rental.checkedOut': {
    type: 'info',
    category: 'rental',
    priority: 'medium',
    en: {
      title: 'Vehicle handed over',
      message: `${vehicleOr('The vehicle')} left with ${theCustomerEn} (rental {{number}}).`,
    },
    ar: {
      title: 'تم تسليم المركبة',
      message: `تم تسليم ${vehicleOr('المركبة')} إلى ${theCustomerAr} (الإيجار {{number}}).`,
    },
  },
  'rental.returned': {
    type: 'success',
    category: 'rental',
    priority: 'medium',
    en: {
      title: 'Vehicle returned',
      message: `${givenOr('customer', 'The customer')} returned ${vehicleOr('the vehicle')} (rental {{number}}).`,
    },
    ar: {
      title: 'تمت إعادة المركبة',
      message: `أعاد ${theCustomerAr} ${vehicleOr('المركبة')} (الإيجار {{number}}).`,
    },
  },
  'rental.overdue': {
    type: 'error',
    category: 'rental',
    priority: 'urgent',
    en: {
      title: 'Rental overdue',
      message: `Rental {{number}} (${vehicleOr('vehicle')}, ${givenOr('customer', 'customer')}) was due back on ${givenOr('date', 'its return date')}.`,
    },
    ar: {
      title: 'إيجار متأخر',
      message: `كان يجب إعادة الإيجار {{number}} (${vehicleOr('المركبة')}، ${theCustomerAr}) في ${givenOr('date', 'موعد الإعادة')}.`,
    },
  },
  'payment.completed': {
    type: 'success',
    category: 'payment',
    priority: 'medium',
    en: {
      title: 'Payment received',
      message: `Payment {{number}} of {{amount}} from ${customerEn} was received.`,
    },
    ar: {
      title: 'تم استلام الدفعة',
      message: `تم استلام الدفعة {{number}} بمبلغ {{amount}} من ${givenOr('customer', 'عميل')}.`,
    },
  },
  'payment.failed': {
    type: 'error',
    category: 'payment',
    priority: 'high',
    en: {
      title: 'Payment failed',
      message: `Payment {{number}} of {{amount}} from ${customerEn} failed{{#failure}}: {{failure}}{{/failure}}{{^failure}}.{{/failure}}`,
    },
    ar: {
      title: 'فشلت الدفعة',
      message: `فشلت الدفعة {{number}} بمبلغ {{amount}} من ${givenOr('customer', 'عميل')}{{#failure}}: {{failure}}{{/failure}}{{^failure}}.{{/failure}}`,
    },
  },
  'payment.refunded': {
    type: 'info',
    category: 'payment',
    priority: 'medium',
    en: {
      title: 'Payment refunded',
      message: `{{amount}} of payment {{number}} was refunded to ${theCustomerEn}.`,
    },
    ar: {
      title: 'تم رد المبلغ',
      message: `تم رد {{amount}} من الدفعة {{number}} إلى ${theCustomerAr}.`,
    },
  },
};
