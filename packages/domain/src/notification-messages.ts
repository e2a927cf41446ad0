// A notification is stored as a message key and its parameters, never as finished text, so each
// reader sees it in the language they read now. The texts are in `notification-catalogue.ts`:
// `{{name}}` is a parameter, `{{#name}}…{{/name}}` is shown only when it is given and
// `{{^name}}…{{/name}}` only when it is not.
import type { Language } from './locale-lists.ts';
import { notificationCatalogue } from './notification-catalogue.ts';
import type {
  NotificationCategory,
  NotificationPriority,
  NotificationType,
} from './platform-lists.ts';
import type { VehicleStatus } from './value-lists.ts';

/** An amount in minor units of its currency. */
export type MoneyParam = { minor: number; currency: string };

// Parameters are named for what they hold: `date` is an ISO instant, `amount` money, `distance`
// kilometres, `from`/`to` a vehicle status and `failure` a card processor's code; the rest is text.
type Booking = { number: string; customer?: string };
type CustomerBooking = { number: string };
type Rental = Booking & { vehicle?: string };
type Payment = Booking & { amount: MoneyParam };
type Custom = { title: string; message: string };
type System = { title?: string; message?: string; version?: string; date?: string };

export type NotificationMessageParams = {
  'reservation.created': Booking;
  'reservation.confirmed': Booking;
  'reservation.cancelled': Booking & { reason?: string };
  'reservation.noShow': Booking;
  'rental.checkedOut': Rental;
  'rental.returned': Rental;
  'rental.overdue': Rental & { date?: string };
  'payment.completed': Payment;
  'payment.failed': Payment & { failure?: string };
  'payment.refunded': Payment;
  'customer.reservation.created': CustomerBooking;
  'customer.reservation.confirmed': CustomerBooking;
  'customer.reservation.cancelled': CustomerBooking & { reason?: string };
  'customer.reservation.noShow': CustomerBooking;
  'customer.rental.checkedOut': CustomerBooking & { vehicle?: string };
  'customer.rental.returned': CustomerBooking & { vehicle?: string };
  'customer.rental.overdue': CustomerBooking & { vehicle?: string; date?: string };
  'customer.payment.completed': CustomerBooking & { amount: MoneyParam };
  'customer.payment.failed': CustomerBooking & { amount: MoneyParam; failure?: string };
  'customer.payment.refunded': CustomerBooking & { amount: MoneyParam };
  'maintenance.serviceDue': { vehicle?: string; date?: string; distance?: number };
  'maintenance.serviceOverdue': { vehicle?: string; date?: string; distance?: number };
  'maintenance.completed': { vehicle?: string; number?: string; amount?: MoneyParam };
  'vehicle.status.changed': { vehicle?: string; from: VehicleStatus; to: VehicleStatus };
  'user.password.changed': { date: string };
  'user.signedIn': { date: string; device?: string };
  'tenant.impersonation.started': { visitor?: string; reason: string; date: string };
  'system.announcement': System;
  'system.maintenance': System;
  'system.update': System;
  /** a text written by a person, shown as written */
  custom: Custom;
  /** a notification stored as text before messages had keys */
  legacy: Custom;
};

export type NotificationMessageKey = keyof NotificationMessageParams;

/** A key with its parameters, as stored. */
export type NotificationMessage = {
  [K in NotificationMessageKey]: { key: K; params: NotificationMessageParams[K] };
}[NotificationMessageKey];

export type MessageText = { title: string; message: string };

export type NotificationMessageEntry = {
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
} & Record<Language, MessageText>;

export const notificationMessageKeys = Object.keys(
  notificationCatalogue,
) as NotificationMessageKey[];

export const isNotificationMessageKey = (key: string): key is NotificationMessageKey =>
  Object.hasOwn(notificationCatalogue, key);

/** How the reader's locale and the company's zone show dates, money and distances. */
export type MessageFormat = {
  date: (iso: string) => string;
  money: (amount: MoneyParam) => string;
  distance: (km: number) => string;
};

export const vehicleStatusWords: Record<Language, Record<VehicleStatus, string>> = {
  en: { available: 'available', rented: 'rented', maintenance: 'maintenance', retired: 'retired' },
  ar: { available: 'متاحة', rented: 'مؤجرة', maintenance: 'صيانة', retired: 'خارج الخدمة' },
};

// A card processor's code is never shown: it reads as one of these, the unknown ones as declined.
const paymentFailureWords: Record<Language, Record<string, string>> = {
  en: {
    declined: 'the card was declined',
    insufficientFunds: 'the card has insufficient funds',
    expiredCard: 'the card has expired',
    incorrectCvc: 'the security code was wrong',
    processingError: 'the card processor could not complete it',
  },
  ar: {
    declined: 'رُفضت البطاقة',
    insufficientFunds: 'رصيد البطاقة غير كافٍ',
    expiredCard: 'انتهت صلاحية البطاقة',
    incorrectCvc: 'رمز الأمان غير صحيح',
    processingError: 'تعذّر على معالج البطاقات إتمام العملية',
  },
};

const processorCodes: Record<string, string> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  processing_error: 'processingError',
};

/** The readable reason a card processor's code stands for. */
export function paymentFailureReason(code: string, language: Language): string {
  const words = paymentFailureWords[language];
  return words[processorCodes[code] ?? 'declined'] ?? words.declined!;
}

function shown(
  name: string,
  value: unknown,
  language: Language,
  format: MessageFormat,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (name === 'date' && typeof value === 'string') return format.date(value);
  if (name === 'amount' && typeof value === 'object') return format.money(value as MoneyParam);
  if (name === 'distance' && typeof value === 'number') return format.distance(value);
  if ((name === 'from' || name === 'to') && typeof value === 'string') {
    return vehicleStatusWords[language][value as VehicleStatus] ?? value;
  }
  if (name === 'failure' && typeof value === 'string') return paymentFailureReason(value, language);
  return String(value);
}

// The innermost section first, so sections can nest.
const section = /\{\{([#^])(\w+)\}\}((?:(?!\{\{[#^])[\s\S])*?)\{\{\/\2\}\}/;

function fill(template: string, values: Record<string, string | undefined>): string {
  let text = template;
  for (let match = section.exec(text); match; match = section.exec(text)) {
    const [whole, mark, name, body] = match;
    const given = values[name!] !== undefined;
    text = text.replace(whole, (mark === '#') === given ? body! : '');
  }
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A stored message in one language; a key this build does not know reads as stored text. */
export function renderNotificationMessage(
  key: string,
  params: Record<string, unknown>,
  language: Language,
  format: MessageFormat,
): MessageText & Omit<NotificationMessageEntry, Language> {
  const entry = notificationCatalogue[isNotificationMessageKey(key) ? key : 'legacy'];
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, shown(name, value, language, format)]),
  );
  return {
    title: fill(entry[language].title, values),
    message: fill(entry[language].message, values),
    type: entry.type,
    category: entry.category,
    priority: entry.priority,
  };
}
