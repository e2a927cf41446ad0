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

/** Which rule a customer fails, so a caller may word it its own way (checkout does). */
export type StandingRule =
  'status' | 'licenceMissing' | 'licenceExpired' | 'dateOfBirthMissing' | 'underMinimumAge';

export type StandingRefusal = {
  rule: StandingRule;
  reason: ValidationMessageKey;
  params?: Record<string, number>;
};

const statusReasons: Partial<Record<CustomerStatus, ValidationMessageKey>> = {
  inactive: 'customer.inactive',
  suspended: 'customer.suspended',
  blacklisted: 'customer.blacklisted',
};

/**
 * Every rule the customer fails for these dates, in the order they are put right: their
 * status, then the licence, then the date of birth and age. Empty: they may book.
 */
export function standingRefusals(
  customer: CustomerStanding,
  window: BookingWindow,
): StandingRefusal[] {
  const refusals: StandingRefusal[] = [];
  if (!customerCanReserve(customer.status)) {
    const reason = statusReasons[customer.status] ?? 'reservation.customerCannotReserve';
    refusals.push({ rule: 'status', reason });
  }
  const returnDate = window.returnDate.slice(0, 10);
  if (customer.licenseExpiryDate === null) {
    refusals.push({ rule: 'licenceMissing', reason: 'customer.licenseMissing' });
  } else if (customer.licenseExpiryDate < returnDate) {
    // Valid through the return date: a licence expiring on the return day still covers it.
    refusals.push({ rule: 'licenceExpired', reason: 'customer.licenseExpiresBeforeReturn' });
  }
  if (customer.dateOfBirth === null) {
    refusals.push({ rule: 'dateOfBirthMissing', reason: 'customer.dateOfBirthMissing' });
  } else {
    const age = window.minimumDriverAge ?? defaultMinimumDriverAge;
    const pickup = window.pickupDate.slice(0, 10);
    const onDate = pickup > window.today ? pickup : window.today;
    if (ageOn(customer.dateOfBirth, onDate) < age) {
      refusals.push({
        rule: 'underMinimumAge',
        reason: 'customer.underMinimumAge',
        params: { age },
      });
    }
  }
  return refusals;
}

/** The first rule the customer fails, if any. */
export function mayBook(customer: CustomerStanding, window: BookingWindow): MayBookResult {
  const [first] = standingRefusals(customer, window);
  if (!first) return { ok: true };
  return {
    ok: false,
    reason: first.reason,
    ...(first.params ? { params: first.params } : {}),
  };
}
