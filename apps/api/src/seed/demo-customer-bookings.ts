// The demo company's customer account signs in to a customer area with a history: a few of the
// planned bookings become theirs before anything is written, so the rentals, payments and
// receipts seeded over them follow. Their trips never overlap one another.
import type { ReservationStatus } from '@motorpool/domain/value-lists';
import type { PlannedReservation } from './reservation-plan-types.ts';
import { dayMs } from './reservation-times.ts';

/** How long ago the demo customer became one (demo-accounts.ts): their bookings come after. */
export const demoCustomerSinceDays = 420;

type Want = {
  status: ReservationStatus;
  /** where the pickup stands against now, in days */
  pickup: (daysFromNow: number, returnDaysFromNow: number) => boolean;
  /** which of the matching bookings: the one nearest now */
  nearest: 'past' | 'future';
};

// Two trips done (one of them months ago), one called off, one under way, one confirmed and one
// waiting for confirmation ahead.
const wants: Want[] = [
  { status: 'completed', pickup: (_, back) => back < -10, nearest: 'past' },
  { status: 'completed', pickup: (_, back) => back < -75, nearest: 'past' },
  { status: 'cancelled', pickup: (at) => at < -20, nearest: 'past' },
  // back in the car park no sooner than a few hours from now, so it is under way, not overdue
  { status: 'confirmed', pickup: (at, back) => at < 0 && back > 0.25, nearest: 'past' },
  { status: 'confirmed', pickup: (at) => at > 6, nearest: 'future' },
  { status: 'pending', pickup: (at) => at > 14, nearest: 'future' },
];

/** The plan with some of its bookings given to `customerId` (the demo customer account). */
export function giveToDemoCustomer(
  planned: PlannedReservation[],
  customerId: string,
  now: Date,
): PlannedReservation[] {
  const days = (d: Date) => (d.getTime() - now.getTime()) / dayMs;
  const mine: PlannedReservation[] = [];
  // a day apart from each of theirs (which also keeps a booking from being taken twice)
  const apart = (p: PlannedReservation) =>
    mine.every(
      (m) =>
        p.returnDate.getTime() + dayMs <= m.pickupDate.getTime() ||
        p.pickupDate.getTime() >= m.returnDate.getTime() + dayMs,
    );
  for (const want of wants) {
    const matching = planned.filter(
      (p) =>
        p.status === want.status &&
        // a discount is a corporate account's or the desk's; theirs are booked at list price,
        // after they became a customer
        p.quote.discount === 0 &&
        days(p.createdAt) > -demoCustomerSinceDays &&
        want.pickup(days(p.pickupDate), days(p.returnDate)) &&
        apart(p),
    );
    const sorted = matching.sort((a, b) => a.pickupDate.getTime() - b.pickupDate.getTime());
    const chosen = want.nearest === 'past' ? sorted.at(-1) : sorted[0];
    if (chosen) mine.push(chosen);
  }
  const theirs = new Set(mine.map((p) => p.reservationNumber));
  return planned.map((p) => (theirs.has(p.reservationNumber) ? { ...p, customerId } : p));
}
