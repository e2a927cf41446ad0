// "May this customer book for these dates?": the one rule reservations call.
// Pending and active customers may book (customerCanReserve); the licence must stay valid
// through the return date and the driver be old enough on the pickup date.
import { ageOn } from './schemas/common.ts';
import { customerCanReserve } from './status-machines.ts';
import type { ValidationMessageKey } from './validation-messages.ts';
import type { CustomerStatus } from './value-lists.ts';

// Used when the company has not set its own minimum driver age.
export const defaultMinimumDriverAge = 21;

export interface CustomerStanding {
  status: CustomerStatus;
  dateOfBirth: string | null;
  licenseExpiryDate: string | null;
}

export interface BookingWindow {
  /** ISO dates (YYYY-MM-DD); only the date part counts */
  pickupDate: string;
  returnDate: string;
  today: string;
  minimumDriverAge?: number;
}

export type MayBookResult =
  { ok: true } | { ok: false; reason: ValidationMessageKey; params?: Record<string, number> };

const statusReasons: Partial<Record<CustomerStatus, ValidationMessageKey>> = {
  inactive: 'customer.inactive',
  suspended: 'customer.suspended',
  blacklisted: 'customer.blacklisted',
};

export function mayBook(customer: CustomerStanding, window: BookingWindow): MayBookResult {
  if (!customerCanReserve(customer.status)) {
    return {
      ok: false,
      reason: statusReasons[customer.status] ?? 'reservation.customerCannotReserve',
    };
  }
  const returnDate = window.returnDate.slice(0, 10);
  if (customer.licenseExpiryDate === null) return { ok: false, reason: 'customer.licenseMissing' };
  // Valid through the return date: a licence expiring on the return day still covers it.
  if (customer.licenseExpiryDate < returnDate) {
    return { ok: false, reason: 'customer.licenseExpiresBeforeReturn' };
  }
  if (customer.dateOfBirth === null) return { ok: false, reason: 'customer.dateOfBirthMissing' };
  const age = window.minimumDriverAge ?? defaultMinimumDriverAge;
  const pickup = window.pickupDate.slice(0, 10);
  const onDate = pickup > window.today ? pickup : window.today;
  if (ageOn(customer.dateOfBirth, onDate) < age) {
    return { ok: false, reason: 'customer.underMinimumAge', params: { age } };
  }
  return { ok: true };
}
