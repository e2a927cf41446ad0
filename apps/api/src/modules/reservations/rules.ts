// The checks a booking passes before it takes a vehicle's time, apart from the
// hold itself: the customer may book, the vehicle is bookable, the branches are open.
import { standingRefusals } from '@motorpool/domain/customer-standing';
import type { Language, Weekday } from '@motorpool/domain/locale-lists';
import { vehicleIsBookable } from '@motorpool/domain/reservation-rules';
import { isBranchOpen } from '@motorpool/domain/schemas/branch';
import type { BookingBranch, BookingCustomer, BookingSettings, BookingVehicle } from './ports.ts';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import { apiError, fieldError } from '../../lib/http-errors.ts';

/** The calendar date, weekday and HH:mm of an instant in the company's time zone. */
export function localTime(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: (parts.weekday ?? '').toLowerCase() as Weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const dayNames: Record<Language, Record<Weekday, string>> = {
  en: {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  ar: {
    sunday: 'الأحد',
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
    saturday: 'السبت',
  },
};

// Pickup and return happen at the branch, in its opening hours of that day in the company's
// time zone; a branch without hours is taken as always open.
export function checkBranchOpen(
  branch: BookingBranch,
  instant: Date,
  timeZone: string,
  language: Language,
  path: string,
): void {
  const hours = branch.operatingHours;
  if (!hours) return;
  const local = localTime(instant, timeZone);
  if (isBranchOpen(hours, local.weekday, local.time)) return;
  const today = hours[local.weekday];
  const params = { branch: branch.name, day: dayNames[language][local.weekday] };
  throw today.closed
    ? fieldError(path, 'reservation.branchClosedOnDay', { params })
    : fieldError(path, 'reservation.outsideBranchHours', {
        params: { ...params, open: today.openTime, close: today.closeTime },
      });
}

export function checkBranchActive(branch: BookingBranch, language: Language, path: string) {
  if (branch.status !== 'active') {
    throw fieldError(path, 'reservation.branchInactive');
  }
}

export function checkVehicleBookable(vehicle: BookingVehicle) {
  if (!vehicleIsBookable(vehicle.status)) {
    throw fieldError('body.vehicleId', 'reservation.vehicleNotBookable', { code: 'CONFLICT' });
  }
}

// standingRefusals (customer-standing.ts) over the company's minimum age; with
// requireVerifiedBeforeBooking a pending (not yet verified) customer is refused too. Every rule
// the customer fails is said at once, on the customer field.
export function checkCustomerMayBook(
  customer: BookingCustomer,
  period: { pickup: Date; returnDate: Date },
  settings: BookingSettings,
  now: Date,
) {
  const path = 'body.customerId';
  const found: { key: ValidationMessageKey; params?: Record<string, number> }[] = [];
  if (settings.requireVerifiedBeforeBooking && customer.status === 'pending') {
    found.push({ key: 'reservation.customerNotVerified' });
  }
  const refusals = standingRefusals(customer, {
    pickupDate: localTime(period.pickup, settings.timeZone).date,
    returnDate: localTime(period.returnDate, settings.timeZone).date,
    today: localTime(now, settings.timeZone).date,
    minimumDriverAge: settings.minimumDriverAge,
  });
  found.push(
    ...refusals.map((r) => ({ key: r.reason, ...(r.params ? { params: r.params } : {}) })),
  );
  const [first] = found;
  if (!first) return;
  if (found.length === 1) throw fieldError(path, first.key, { params: first.params });
  throw apiError('VALIDATION_ERROR', 'http.validationFailed', {
    details: found.map((refusal) => ({ path, ...refusal })),
  });
}

export function checkPickupAhead(pickup: Date, now: Date) {
  if (pickup.getTime() < now.getTime()) {
    throw fieldError('body.pickupDate', 'reservation.pickupInPast');
  }
}

const dayMs = 86_400_000;

/**
 * The company's limits on a booking's period, so nobody holds a car for years: a pickup no
 * further ahead than `furthestPickupDays`, a booking no longer than `longestRentalDays`.
 */
export function checkPeriodLimits(
  period: { pickup: Date; returnDate: Date },
  settings: Pick<BookingSettings, 'longestRentalDays' | 'furthestPickupDays'>,
  now: Date,
) {
  if (period.pickup.getTime() > now.getTime() + settings.furthestPickupDays * dayMs) {
    throw fieldError('body.pickupDate', 'reservation.pickupTooFarAhead', {
      params: { days: settings.furthestPickupDays },
    });
  }
  if (period.returnDate.getTime() - period.pickup.getTime() > settings.longestRentalDays * dayMs) {
    throw fieldError('body.returnDate', 'reservation.tooLong', {
      params: { days: settings.longestRentalDays },
    });
  }
}
