// Every reason a car may not leave on a rental now: the one list the checkout refuses by and the
// desk's readiness panel shows, so the two never disagree.
import { type StandingRule, standingRefusals } from '@motorpool/domain/customer-standing';
import {
  type CheckoutProblem,
  type CheckoutReasonKey,
  earlyCheckoutHours,
} from '@motorpool/domain/schemas/checkout-readiness';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { Tx } from '../../db/engine.ts';
import type { RentalParties, RentalSettings, RentalVehicle } from './ports.ts';

/** What is checked out: whose, which car, its booked period, and whether it awaits checkout. */
export type CheckoutSubject = {
  awaitingCheckout: boolean;
  customerId: string;
  vehicleId: string;
  pickupDate: Date;
  returnDate: Date;
};

const hourMs = 3_600_000;

/** The calendar date of an instant in the company's time zone (YYYY-MM-DD). */
const localDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

// The desk's wording of a failed booking rule: it speaks of the customer on file.
const standingProblems: Record<
  Exclude<StandingRule, 'status'>,
  { key: CheckoutReasonKey; message: ValidationMessageKey }
> = {
  licenceMissing: { key: 'licenceMissing', message: 'checkout.licenceMissing' },
  licenceExpired: { key: 'licenceExpired', message: 'checkout.licenceExpired' },
  dateOfBirthMissing: { key: 'dateOfBirthMissing', message: 'checkout.dateOfBirthMissing' },
  underMinimumAge: { key: 'underMinimumAge', message: 'customer.underMinimumAge' },
};

async function customerProblems(
  tx: Tx,
  parties: RentalParties,
  settings: RentalSettings,
  subject: CheckoutSubject,
  now: Date,
): Promise<CheckoutProblem[]> {
  const customer = await parties.customers.find(tx, subject.customerId);
  if (!customer) return [{ key: 'customerCannotRent', message: 'reservation.unknownCustomer' }];
  const problems: CheckoutProblem[] = [];
  // verified means active: a record sent back to review, or never reviewed, waits
  if (settings.requireVerifiedBeforeCheckout && customer.status !== 'active') {
    problems.push({ key: 'customerNotVerified', message: 'rental.customerNotVerified' });
  }
  const refusals = standingRefusals(customer, {
    pickupDate: localDate(subject.pickupDate, settings.timeZone),
    returnDate: localDate(subject.returnDate, settings.timeZone),
    today: localDate(now, settings.timeZone),
    minimumDriverAge: settings.minimumDriverAge,
  });
  for (const refusal of refusals) {
    if (refusal.rule === 'status') {
      problems.push({ key: 'customerCannotRent', message: refusal.reason });
      continue;
    }
    const { key, message } = standingProblems[refusal.rule];
    const expiredOn = refusal.rule === 'licenceExpired' ? customer.licenseExpiryDate : null;
    problems.push({
      key,
      message,
      params: { ...refusal.params, ...(expiredOn ? { date: expiredOn } : {}) },
      details: {
        ...(expiredOn ? { expiredOn } : {}),
        ...(refusal.params?.age !== undefined ? { minimumAge: refusal.params.age } : {}),
      },
    });
  }
  return problems;
}

/**
 * Every reason the car may not leave at `pickedUpAt`, in the order the desk puts them right:
 * the record's state, the customer, the car and its documents, then an early handover (which
 * the desk may confirm rather than put right). `lock` locks the car until commit.
 */
export async function checkoutProblems(
  tx: Tx,
  parties: RentalParties,
  settings: RentalSettings,
  subject: CheckoutSubject,
  at: { pickedUpAt: Date; now: Date; lock?: boolean },
): Promise<{ vehicle: RentalVehicle | undefined; problems: CheckoutProblem[] }> {
  const problems: CheckoutProblem[] = subject.awaitingCheckout
    ? []
    : [{ key: 'notAwaitingCheckout', message: 'checkout.notAwaitingCheckout' }];
  problems.push(...(await customerProblems(tx, parties, settings, subject, at.now)));
  const period = {
    pickup: at.pickedUpAt,
    returnDate: subject.returnDate,
    timeZone: settings.timeZone,
  };
  const car = await parties.vehicles.handoverProblems(tx, subject.vehicleId, period, at.lock);
  problems.push(...car.problems);
  const early = subject.pickupDate.getTime() - at.pickedUpAt.getTime();
  if (early > earlyCheckoutHours * hourMs) {
    const hours = Math.ceil(early / hourMs);
    problems.push({
      key: 'earlyCheckout',
      message: 'rental.earlyCheckoutUnconfirmed',
      params: { hours },
      details: { hoursEarly: hours },
    });
  }
  return { vehicle: car.vehicle, problems };
}

/** An early handover is confirmed, not put right; everything else blocks the checkout. */
export const blocks = (problem: CheckoutProblem) => problem.key !== 'earlyCheckout';
