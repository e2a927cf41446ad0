// The shape of a notification template: what it says in English and Arabic from the facts it is
// given, and how it is classed.
import type {
  NotificationCategory,
  NotificationPriority,
  NotificationType,
} from '@motorpool/domain/platform-lists';

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
  /** who of the platform's support entered the company */
  visitor?: string;
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
  | 'tenant.impersonation.started'
  | 'system.announcement'
  | 'system.maintenance'
  | 'system.update';

export type Text = { title: string; message: string };
export type Template = {
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  en: (f: NotificationFacts) => Text;
  ar: (f: NotificationFacts) => Text;
};

export const or = (value: string | undefined, fallback: string) => value ?? fallback;
