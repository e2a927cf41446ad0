// Domain events: what happened in a business module, published inside the
// transaction that made it happen and delivered after commit to the subscribers registered at
// the API's composition root (mail today; notifications, sockets and the dashboard later).
// Delivery is at least once: a subscriber dedupes by the event's id.
import type { Language } from './locale-lists.ts';
import type { VehicleStatus } from './value-lists.ts';

/** Who caused the event: a company user, a platform user, or the system itself. */
export type EventActor =
  { type: 'user'; id: string } | { type: 'platform'; id: string } | { type: 'system'; id: null };

/** The entity the event is about. */
export type EventSubject = {
  type: 'user' | 'vehicle' | 'reservation' | 'rental' | 'payment' | 'maintenance';
  id: string;
};

/** Whom a mail-worthy event concerns, in the language they read. */
export type EventRecipient = { email: string; firstName: string; language: Language };

/**
 * Each event's payload, by name. A payload that changes shape gets a new version (below), and
 * subscribers read the version they know.
 */
export type DomainEventPayloads = {
  /** A customer created their own account. */
  'user.registered': { email: string; verificationRequired: boolean };
  /** A new account must confirm its address; `link` carries the single-use token. */
  'user.emailVerification.requested': { recipient: EventRecipient; link: string };
  /** Someone asked to reset the password of an active account. */
  'user.passwordReset.requested': { recipient: EventRecipient; link: string };
  /** A user made by staff (an import without passwords) is to choose a password. */
  'user.passwordSetup.requested': { recipient: EventRecipient; link: string };
  /** The password changed, by a reset link or on the profile page. */
  'user.password.changed': { recipient: EventRecipient; via: 'reset' | 'profile' };
  /** Someone signed in to the account with its password (the browser they used, if known). */
  'user.signedIn': { recipient: EventRecipient; device: string | null };
  /** Someone registered with an address that already has an account (told only to its owner). */
  'user.registration.emailTaken': {
    recipient: EventRecipient;
    loginLink: string;
    forgotPasswordLink: string;
  };
  /** A vehicle moved along its status machine. */
  'vehicle.status.changed': { from: VehicleStatus; to: VehicleStatus; reason: string | null };
  /** A reservation was booked (back office or customer area). */
  'reservation.created': ReservationEventPayload;
  /**
   * A customer booked in the customer area: the booking facts their confirmation mail reads,
   * dates in ISO 8601 UTC shown in `timeZone`, the total in minor units of `currency`.
   */
  'booking.confirmation.requested': {
    recipient: EventRecipient;
    reservationId: string;
    reservationNumber: string;
    vehicle: string;
    pickupBranch: string;
    returnBranch: string;
    pickupDate: string;
    returnDate: string;
    timeZone: string;
    totalAmount: number;
    currency: string;
  };
  /** Staff confirmed a pending reservation. */
  'reservation.confirmed': ReservationEventPayload;
  /** Cancelled by staff, by the customer, or by the no-show job when never confirmed. */
  'reservation.cancelled': ReservationEventPayload & { reason: string };
  /** A confirmed reservation's pickup time and grace passed without checkout. */
  'reservation.noShow': ReservationEventPayload;
  /** Dates, vehicle, branches, add-ons or amounts changed. */
  'reservation.changed': ReservationEventPayload;
  /** A rental was made from a reservation or as a walk-in; pending pickup. */
  'rental.created': RentalEventPayload;
  /** The car was handed over. */
  'rental.checkedOut': RentalEventPayload;
  /** The car came back; `additionalCharges` in minor units of the rental's currency. */
  'rental.returned': RentalEventPayload & { additionalCharges: number; damageReported: boolean };
  /** The return date moved later. */
  'rental.extended': RentalEventPayload & { previousReturnDate: string; newReturnDate: string };
  /** Found past its return date (and the grace) by the overdue job, once per rental. */
  'rental.overdue': RentalEventPayload & { returnDate: string };
  /** Another car mid-rental. */
  'rental.swapped': RentalEventPayload & { fromVehicleId: string; toVehicleId: string };
  /** A pending rental was cancelled. */
  'rental.cancelled': RentalEventPayload & { reason: string };
  /** The money was taken (at once, or on the card processor's later confirmation). */
  'payment.completed': PaymentEventPayload;
  /** The card processor declined the payment. */
  'payment.failed': PaymentEventPayload & { reason: string };
  /** Part or all of a completed payment went back; `refundedAmount` is the running total. */
  'payment.refunded': PaymentEventPayload & { refundAmount: number; refundedAmount: number };
  /** A work order was opened: by staff, a driver's report, a check-in's damage or a schedule. */
  'maintenance.created': MaintenanceEventPayload & { source: string };
  /** Work began; the vehicle is in maintenance. */
  'maintenance.started': MaintenanceEventPayload;
  /** Work finished; `actualCost` in minor units of the company's currency. */
  'maintenance.completed': MaintenanceEventPayload & { actualCost: number; mileage: number };
  'maintenance.cancelled': MaintenanceEventPayload & { reason: string | null };
  /** The platform's support entered the company as its administrator (a support visit). */
  'tenant.impersonation.started': {
    impersonationId: string;
    platformUserEmail: string | null;
    reason: string;
    expiresAt: string;
  };
  /** A vehicle's scheduled service falls within 7 days or 500 km (once per due service). */
  'maintenance.serviceDue': ServiceDueEventPayload;
  /** A vehicle's scheduled service is past its date or distance (once per due service). */
  'maintenance.serviceOverdue': ServiceDueEventPayload;
};

/** What every work-order event carries. */
export type MaintenanceEventPayload = {
  workOrderId: string;
  workOrderNumber: string;
  vehicleId: string;
  type: string;
  priority: string;
};

export type ServiceDueEventPayload = {
  scheduleId: string;
  vehicleId: string;
  /** the work order the job opened for it */
  workOrderId: string;
  nextDueDate: string | null;
  nextDueMileage: number | null;
};

/** What every payment event carries; amounts in minor units of `currency`. */
export type PaymentEventPayload = {
  paymentId: string;
  paymentNumber: string;
  customerId: string;
  reservationId: string | null;
  rentalId: string | null;
  amount: number;
  currency: string;
};

/** What every rental event carries. */
export type RentalEventPayload = {
  rentalId: string;
  rentalNumber: string;
  customerId: string;
  vehicleId: string;
};

/** What every reservation event carries. */
export type ReservationEventPayload = {
  reservationId: string;
  reservationNumber: string;
  customerId: string;
};

export type DomainEventName = keyof DomainEventPayloads;

export const domainEventVersions = {
  'user.registered': 1,
  'user.emailVerification.requested': 1,
  'user.passwordReset.requested': 1,
  'user.passwordSetup.requested': 1,
  'user.password.changed': 1,
  'user.signedIn': 1,
  'user.registration.emailTaken': 1,
  'vehicle.status.changed': 1,
  'reservation.created': 1,
  'booking.confirmation.requested': 1,
  'reservation.confirmed': 1,
  'reservation.cancelled': 1,
  'reservation.noShow': 1,
  'reservation.changed': 1,
  'rental.created': 1,
  'rental.checkedOut': 1,
  'rental.returned': 1,
  'rental.extended': 1,
  'rental.overdue': 1,
  'rental.swapped': 1,
  'rental.cancelled': 1,
  'payment.completed': 1,
  'payment.failed': 1,
  'payment.refunded': 1,
  'maintenance.created': 1,
  'maintenance.started': 1,
  'maintenance.completed': 1,
  'maintenance.cancelled': 1,
  'maintenance.serviceDue': 1,
  'maintenance.serviceOverdue': 1,
  'tenant.impersonation.started': 1,
} as const satisfies Record<DomainEventName, number>;

type EventOf<N extends DomainEventName> = {
  /** UUIDv7, given at publication: the key subscribers dedupe by. */
  id: string;
  name: N;
  version: (typeof domainEventVersions)[N];
  tenantId: string;
  actor: EventActor;
  subject: EventSubject;
  payload: DomainEventPayloads[N];
  /** ISO 8601, UTC. */
  occurredAt: string;
};

/** A published event; with a name, exactly that event (payload typed by the name). */
export type DomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: EventOf<K>;
}[N];

/** What a module hands to publish: the rest (id, version, time) is filled in then. */
export type NewDomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: Omit<EventOf<K>, 'id' | 'version' | 'occurredAt'>;
}[N];
