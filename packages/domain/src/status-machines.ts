// The allowed status transitions of every entity with a lifecycle, and what each action does.
// README.md explains each machine. Helpers: status-machine.ts.
import type { StatusMachine } from './status-machine.ts';
import type {
  CustomerStatus,
  MaintenanceStatus,
  PaymentStatus,
  RentalStatus,
  ReservationStatus,
  TenantStatus,
  UserStatus,
  VehicleStatus,
} from './value-lists.ts';
import {
  customerStatuses,
  maintenanceStatuses,
  paymentStatuses,
  rentalStatuses,
  reservationStatuses,
  tenantStatuses,
  userStatuses,
  vehicleStatuses,
} from './value-lists.ts';

// Action names per machine: the staff actions plus the moves the system makes itself
// (e.g. a vehicle is `rent`ed by a rental checkout, a reservation `complete`d at pickup).
export const vehicleStatusActions = [
  'markAvailable',
  'markUnavailable',
  'maintenanceMode',
  'rent',
  'return',
] as const;
export type VehicleStatusAction = (typeof vehicleStatusActions)[number];

export const rentalStatusActions = ['checkout', 'checkin', 'extend', 'cancel'] as const;
export type RentalStatusAction = (typeof rentalStatusActions)[number];

export const reservationStatusActions = ['confirm', 'cancel', 'complete', 'markNoShow'] as const;
export type ReservationStatusAction = (typeof reservationStatusActions)[number];

export const paymentStatusActions = [
  'startProcessing',
  'process',
  'fail',
  'cancel',
  'refund',
] as const;
export type PaymentStatusAction = (typeof paymentStatusActions)[number];

export const customerStatusActions = [
  'verify',
  'activate',
  'deactivate',
  'suspend',
  'blacklist',
] as const;
export type CustomerStatusAction = (typeof customerStatusActions)[number];

export const userStatusActions = ['activate', 'deactivate', 'suspend'] as const;
export type UserStatusAction = (typeof userStatusActions)[number];

export const maintenanceStatusActions = [
  'schedule',
  'start',
  'pause',
  'resume',
  'complete',
  'cancel',
  'markOverdue',
] as const;
export type MaintenanceStatusAction = (typeof maintenanceStatusActions)[number];

export const tenantStatusActions = [
  'activate',
  'suspend',
  'deactivate',
  'endTrial',
  'scheduleDeletion',
  'restore',
] as const;
export type TenantStatusAction = (typeof tenantStatusActions)[number];

export const vehicleMachine: StatusMachine<VehicleStatus, VehicleStatusAction> = {
  name: 'vehicle',
  statuses: vehicleStatuses,
  initial: 'available',
  transitions: {
    available: ['rented', 'maintenance', 'retired'],
    rented: ['available', 'maintenance'],
    maintenance: ['available', 'retired'],
    retired: ['available'],
  },
  actions: {
    markAvailable: { from: ['maintenance', 'retired'], to: 'available' },
    markUnavailable: { from: ['available', 'maintenance'], to: 'retired' },
    maintenanceMode: { from: ['available'], to: 'maintenance' },
    rent: { from: ['available'], to: 'rented' },
    return: { from: ['rented'], to: 'available' },
  },
};

export const rentalMachine: StatusMachine<RentalStatus, RentalStatusAction> = {
  name: 'rental',
  statuses: rentalStatuses,
  initial: 'pending',
  transitions: {
    pending: ['active', 'cancelled'],
    active: ['completed'],
    completed: [],
    cancelled: [],
  },
  actions: {
    checkout: { from: ['pending'], to: 'active' },
    checkin: { from: ['active'], to: 'completed' },
    extend: { from: ['active'], to: 'active' },
    cancel: { from: ['pending'], to: 'cancelled' },
  },
};

export const reservationMachine: StatusMachine<ReservationStatus, ReservationStatusAction> = {
  name: 'reservation',
  statuses: reservationStatuses,
  initial: 'pending',
  transitions: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['completed', 'cancelled', 'no_show'],
    cancelled: [],
    completed: [],
    no_show: [],
  },
  actions: {
    confirm: { from: ['pending'], to: 'confirmed' },
    cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
    complete: { from: ['confirmed'], to: 'completed' },
    markNoShow: { from: ['confirmed'], to: 'no_show' },
  },
};

export const paymentMachine: StatusMachine<PaymentStatus, PaymentStatusAction> = {
  name: 'payment',
  statuses: paymentStatuses,
  initial: 'pending',
  transitions: {
    pending: ['processing', 'completed', 'failed', 'cancelled'],
    processing: ['completed', 'failed'],
    failed: ['processing', 'completed', 'cancelled'],
    completed: ['refunded'],
    cancelled: [],
    refunded: [],
  },
  actions: {
    startProcessing: { from: ['pending', 'failed'], to: 'processing' },
    process: { from: ['pending', 'processing', 'failed'], to: 'completed' },
    fail: { from: ['pending', 'processing'], to: 'failed' },
    cancel: { from: ['pending', 'failed'], to: 'cancelled' },
    // A full refund; a partial one keeps `completed` (see refundOutcome in pricing.ts).
    refund: { from: ['completed'], to: 'refunded' },
  },
};

export const customerMachine: StatusMachine<CustomerStatus, CustomerStatusAction> = {
  name: 'customer',
  statuses: customerStatuses,
  initial: 'pending',
  transitions: {
    pending: ['active', 'suspended', 'blacklisted'],
    active: ['inactive', 'suspended', 'blacklisted'],
    inactive: ['active', 'suspended', 'blacklisted'],
    suspended: ['active', 'blacklisted'],
    blacklisted: ['active'],
  },
  actions: {
    verify: { from: ['pending'], to: 'active' },
    activate: { from: ['inactive', 'suspended', 'blacklisted'], to: 'active' },
    deactivate: { from: ['active'], to: 'inactive' },
    suspend: { from: ['pending', 'active', 'inactive'], to: 'suspended' },
    blacklist: { from: ['pending', 'active', 'inactive', 'suspended'], to: 'blacklisted' },
  },
};

export const userMachine: StatusMachine<UserStatus, UserStatusAction> = {
  name: 'user',
  statuses: userStatuses,
  initial: 'active',
  transitions: {
    active: ['inactive', 'suspended'],
    inactive: ['active', 'suspended'],
    suspended: ['active', 'inactive'],
  },
  actions: {
    activate: { from: ['inactive', 'suspended'], to: 'active' },
    deactivate: { from: ['active', 'suspended'], to: 'inactive' },
    suspend: { from: ['active', 'inactive'], to: 'suspended' },
  },
};

export const maintenanceMachine: StatusMachine<MaintenanceStatus, MaintenanceStatusAction> = {
  name: 'maintenance',
  statuses: maintenanceStatuses,
  // A driver's or a check-in's damage report waits here for staff to review and schedule it.
  initial: 'pending',
  transitions: {
    pending: ['scheduled', 'in_progress', 'cancelled'],
    scheduled: ['in_progress', 'completed', 'cancelled', 'overdue'],
    overdue: ['scheduled', 'in_progress', 'completed', 'cancelled'],
    in_progress: ['on_hold', 'completed', 'cancelled'],
    on_hold: ['in_progress', 'completed', 'cancelled'],
    completed: [],
    cancelled: [],
  },
  actions: {
    schedule: { from: ['pending', 'overdue'], to: 'scheduled' },
    start: { from: ['pending', 'scheduled', 'overdue'], to: 'in_progress' },
    pause: { from: ['in_progress'], to: 'on_hold' },
    resume: { from: ['on_hold'], to: 'in_progress' },
    complete: { from: ['scheduled', 'overdue', 'in_progress', 'on_hold'], to: 'completed' },
    cancel: {
      from: ['pending', 'scheduled', 'overdue', 'in_progress', 'on_hold'],
      to: 'cancelled',
    },
    markOverdue: { from: ['scheduled'], to: 'overdue' },
  },
};

export const tenantMachine: StatusMachine<TenantStatus, TenantStatusAction> = {
  name: 'tenant',
  statuses: tenantStatuses,
  initial: 'trial',
  transitions: {
    trial: ['active', 'trial_ended', 'suspended', 'inactive', 'deletion_scheduled'],
    active: ['inactive', 'suspended', 'deletion_scheduled'],
    trial_ended: ['active', 'suspended', 'inactive', 'deletion_scheduled'],
    suspended: ['active', 'inactive', 'deletion_scheduled'],
    inactive: ['active', 'deletion_scheduled'],
    // A restored company comes back inactive: a super admin lets its people in again.
    deletion_scheduled: ['inactive'],
  },
  actions: {
    // Activating puts the company on its plan: it also ends a trial or its read-only end.
    activate: { from: ['trial', 'trial_ended', 'inactive', 'suspended'], to: 'active' },
    suspend: { from: ['trial', 'active', 'trial_ended'], to: 'suspended' },
    deactivate: { from: ['trial', 'active', 'trial_ended', 'suspended'], to: 'inactive' },
    // The trial job's move when a trial's last day passed without a plan.
    endTrial: { from: ['trial'], to: 'trial_ended' },
    scheduleDeletion: {
      from: ['trial', 'active', 'trial_ended', 'suspended', 'inactive'],
      to: 'deletion_scheduled',
    },
    restore: { from: ['deletion_scheduled'], to: 'inactive' },
  },
};

// Business predicates built on the statuses.
export function vehicleIsRentable(status: VehicleStatus): boolean {
  return status === 'available';
}

// Suspension blocks new reservations; so do blacklisting and deactivation.
export function customerCanReserve(status: CustomerStatus): boolean {
  return status === 'active' || status === 'pending';
}

// A suspended user cannot access the system; an inactive one neither.
export function userCanSignIn(status: UserStatus): boolean {
  return status === 'active';
}

/** Its people may sign in and read: everything but suspended, inactive and being deleted. */
export function tenantIsOperational(status: TenantStatus): boolean {
  return status === 'active' || status === 'trial' || status === 'trial_ended';
}

/** A company whose trial ended without a plan keeps its data readable and changes nothing. */
export function tenantIsReadOnly(status: TenantStatus): boolean {
  return status === 'trial_ended';
}

// The vehicle status that follows a maintenance status change, if any: work under way keeps
// the vehicle in maintenance; finished or cancelled work releases it (when it is not retired).
export function vehicleStatusForMaintenance(status: MaintenanceStatus): VehicleStatus | null {
  if (status === 'in_progress' || status === 'on_hold') return 'maintenance';
  if (status === 'completed' || status === 'cancelled') return 'available';
  return null;
}
