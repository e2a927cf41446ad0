// Plans a demo company's bookings: each vehicle's year as a run of rentals with idle days in
// between, none overlapping another with the turnaround buffer, every pickup and return at a
// desk that is open. Pure: the same inputs and day give the same plan.
import { reservationNumberOf } from '@motorpool/domain/reservation-rules';
import { type Random, seededRandom } from './customer-identities.ts';
import type {
  PlanBranch,
  PlanInput,
  PlannedReservation,
  PlanVehicle,
} from './reservation-plan-types.ts';
import {
  between,
  bookingOf,
  branchesFor,
  chooseCustomer,
  type Outcome,
  type Slot,
} from './reservation-booking.ts';
import { outcome } from './reservation-outcome.ts';
import { dayMs, deskTime, localDay, zonedInstant } from './reservation-times.ts';

const hourMs = 3_600_000;
const minuteMs = 60_000;
const extraPickupsToday = 3;

export type { PlanInput, PlannedReservation, PlanSettings } from './reservation-plan-types.ts';

type CompanyPlan = { seed: number; pastDays: number; futureDays: number; meanIdleDays: number };

export const reservationPlans: Record<string, CompanyPlan> = {
  demo: { seed: 0x5eed_b00c, pastDays: 365, futureDays: 60, meanIdleDays: 8.5 },
  acme: { seed: 0xac3e_b00c, pastDays: 30, futureDays: 21, meanIdleDays: 14 },
};

/** Rental lengths in days, short ones most often. */
const lengths: [days: number, weight: number][] = [
  [1, 20],
  [2, 18],
  [3, 17],
  [4, 9],
  [5, 6],
  [6, 5],
  [7, 9],
  [10, 5],
  [14, 5],
  [21, 3],
  [28, 3],
];
const lengthTotal = lengths.reduce((sum, [, w]) => sum + w, 0);
function rentalLength(random: Random): number {
  let r = random() * lengthTotal;
  for (const [days, weight] of lengths) if ((r -= weight) < 0) return days;
  return 1;
}

type Interval = { start: number; end: number };

/**
 * Spans a vehicle takes no booking in. Nothing runs over now: a confirmed booking past its
 * pickup without a checkout would be the no-show job's. A pickup later today, an hour out at
 * least, is one of the day's pickups due at the desk. A rented car is out on a rental (its
 * running booking, planned apart: runningBooking); a car in the workshop or retired is booked
 * no more.
 */
function blockedSpans(vehicle: PlanVehicle, today: number, now: number): Interval[] {
  const spans = [{ start: now, end: now + hourMs }];
  if (vehicle.status === 'rented') spans.push({ start: today - 4 * dayMs, end: today + 5 * dayMs });
  if (vehicle.status === 'maintenance') spans.push({ start: today - 6 * dayMs, end: Infinity });
  if (vehicle.status === 'retired') spans.push({ start: today - 120 * dayMs, end: Infinity });
  return spans;
}

const idle = (random: Random, mean: number) => -Math.log(1 - random()) * mean * dayMs;

function deskInstant(branch: PlanBranch, day: Date, wanted: number, timeZone: string): Date | null {
  for (let shift = 0; shift < 7; shift += 1) {
    const date = new Date(day.getTime() + shift * dayMs);
    const minutes = deskTime(branch.operatingHours, date, wanted);
    if (minutes !== null) return zonedInstant(date, minutes, timeZone);
  }
  return null;
}

function slotFrom(
  random: Random,
  from: number,
  branches: { pickup: PlanBranch; back: PlanBranch },
  timeZone: string,
): Slot | null {
  const day = localDay(new Date(from), timeZone);
  const wanted = 8 * 60 + Math.floor(random() * 13 * 60);
  let pickupDate = deskInstant(branches.pickup, day, wanted, timeZone);
  if (pickupDate && pickupDate.getTime() < from) {
    pickupDate = deskInstant(branches.pickup, new Date(day.getTime() + dayMs), wanted, timeZone);
  }
  if (!pickupDate) return null;
  const pickupDay = localDay(pickupDate, timeZone);
  const backDay = new Date(pickupDay.getTime() + rentalLength(random) * dayMs);
  const back = wanted + Math.floor((random() - 0.3) * 180);
  const returnDate = deskInstant(branches.back, backDay, back, timeZone);
  if (!returnDate || returnDate <= pickupDate) return null;
  return { pickupDate, returnDate, pickupBranch: branches.pickup, returnBranch: branches.back };
}

/**
 * The booking a rented car is out on: picked up two or three days ago and due back in a few
 * days, later `today` (a desk still open an hour from now; else in a few days), or (`overdue`)
 * due back some hours ago. It stays confirmed: the rentals seed turns it into the running
 * rental. Null when no desk time or customer fits.
 */
function runningBooking(
  random: Random,
  vehicle: PlanVehicle,
  open: PlanBranch[],
  due: 'overdue' | 'today' | 'later',
  input: PlanInput,
): Omit<PlannedReservation, 'reservationNumber'> | null {
  const { timeZone } = input.settings;
  const now = input.now.getTime();
  const branches = branchesFor(random, vehicle, open);
  if (!branches) return null;
  const todayDay = localDay(input.now, timeZone).getTime();
  const dayAt = (offset: number) => new Date(todayDay + offset * dayMs);
  const today = zonedInstant(dayAt(0), 0, timeZone).getTime();
  const at = (branch: PlanBranch, offset: number, wanted: number) => {
    const minutes = deskTime(branch.operatingHours, dayAt(offset), wanted);
    return minutes === null ? null : zonedInstant(dayAt(offset), minutes, timeZone);
  };
  const wanted = 9 * 60 + Math.floor(random() * 9 * 60);
  const pickupDate =
    at(branches.pickup, -2 - Math.floor(random() * 2), wanted) ?? at(branches.pickup, -4, wanted);
  if (!pickupDate) return null;
  // overdue past the grace by a few hours: the latest desk time today or yesterday before that
  const dueBy = now - (input.settings.lateReturnGraceMinutes + 120 + random() * 240) * minuteMs;
  const localDue = Math.floor((dueBy - today) / minuteMs);
  const localNow = Math.floor((now - today) / minuteMs);
  const laterToday =
    due === 'today' ? at(branches.back, 0, localNow + 60 + Math.floor(random() * 180)) : null;
  const returnDate =
    due === 'overdue'
      ? [0, -1, -2]
          .map((day) => at(branches.back, day, day === 0 ? localDue : 24 * 60))
          .find((d) => d !== null && d.getTime() <= dueBy)
      : laterToday && laterToday.getTime() > now + 30 * minuteMs
        ? laterToday
        : deskInstant(branches.back, dayAt(1 + Math.floor(random() * 3)), wanted, timeZone);
  if (!returnDate || returnDate <= pickupDate) return null;
  // inside the span the plan kept free for it (blockedSpans)
  const held = returnDate.getTime() + input.settings.turnaroundBufferMinutes * minuteMs;
  if (pickupDate.getTime() < today - 4 * dayMs || held > today + 5 * dayMs) return null;
  return bookSlot(
    random,
    vehicle,
    branches,
    { pickupDate, returnDate, daysAhead: 9 },
    input,
    (_, bookedAt) => {
      const confirmedAt = between(random, bookedAt, new Date(+bookedAt + dayMs));
      return {
        status: 'confirmed',
        cancellationReason: null,
        confirmedAt,
        cancelledAt: null,
        history: [{ action: 'confirm', at: confirmedAt }],
      };
    },
  );
}

/** A booking of the car for the slot, made one to `daysAhead` days before its pickup. */
function bookSlot(
  random: Random,
  vehicle: PlanVehicle,
  branches: { pickup: PlanBranch; back: PlanBranch },
  when: { pickupDate: Date; returnDate: Date; daysAhead: number },
  input: PlanInput,
  decide: (slot: Slot, bookedAt: Date) => Outcome,
): Omit<PlannedReservation, 'reservationNumber'> | null {
  const { pickupDate, returnDate, daysAhead } = when;
  const slot = {
    pickupDate,
    returnDate,
    pickupBranch: branches.pickup,
    returnBranch: branches.back,
  };
  const bookedAt = new Date(pickupDate.getTime() - (1 + random() * daysAhead) * dayMs);
  const customer = chooseCustomer(random, input.customers, slot, bookedAt, true, input);
  if (!customer) return null;
  return bookingOf(random, { vehicle, slot, bookedAt, customer }, input, () =>
    decide(slot, bookedAt),
  );
}

/**
 * A booking of an available car picked up later today, an hour from now at least, booked days
 * ago: the year's draw leaves the rest of one day to chance, and the desk's day shows a few.
 * Null when no desk is open then, the car is taken, or no customer fits.
 */
function laterToday(
  random: Random,
  vehicle: PlanVehicle,
  taken: Interval[],
  input: PlanInput,
  today: Date,
): Omit<PlannedReservation, 'reservationNumber'> | null {
  const { timeZone, turnaroundBufferMinutes } = input.settings;
  const branches = branchesFor(
    random,
    vehicle,
    input.branches.filter((b) => b.status === 'active'),
  );
  if (!branches) return null;
  const day = localDay(input.now, timeZone);
  const localNow = Math.floor((input.now.getTime() - today.getTime()) / minuteMs);
  const wanted = localNow + 60 + Math.floor(random() * 300);
  const minutes = deskTime(branches.pickup.operatingHours, day, wanted);
  if (minutes === null || minutes < localNow + 60) return null;
  const pickupDate = zonedInstant(day, minutes, timeZone);
  const backDay = new Date(day.getTime() + rentalLength(random) * dayMs);
  const returnDate = deskInstant(branches.back, backDay, minutes, timeZone);
  if (!returnDate) return null;
  const held = {
    start: pickupDate.getTime(),
    end: returnDate.getTime() + turnaroundBufferMinutes * minuteMs,
  };
  if (taken.some((t) => held.start < t.end && t.start < held.end)) return null;
  return bookSlot(
    random,
    vehicle,
    branches,
    { pickupDate, returnDate, daysAhead: 10 },
    input,
    (slot, bookedAt) => outcome(random, slot, bookedAt, today, input.settings.noShowGraceMinutes),
  );
}

// Every other rented car is overdue; the first of the rest is due back today.
const dueOf = (rentedSeen: number) =>
  rentedSeen % 2 === 0 ? 'overdue' : rentedSeen === 1 ? 'today' : 'later';

/** Reservations of the company over its plan's past and future days, oldest booked first. */
export function planReservations(subdomain: string, input: PlanInput): PlannedReservation[] {
  const plan = reservationPlans[subdomain];
  if (!plan) return [];
  const { settings } = input;
  const random = seededRandom(plan.seed);
  // the start of the company's today, an instant
  const today = zonedInstant(localDay(input.now, settings.timeZone), 0, settings.timeZone);
  const todayMs = today.getTime();
  const start = todayMs - plan.pastDays * dayMs;
  const end = todayMs + (plan.futureDays + 1) * dayMs;
  const buffer = settings.turnaroundBufferMinutes * minuteMs;
  const open = input.branches.filter((b) => b.status === 'active');
  const planned: Omit<PlannedReservation, 'reservationNumber'>[] = [];
  // The rented cars' running bookings draw from a stream of their own, so the rest of the
  // plan stays what it was before rentals were seeded.
  const running$ = seededRandom(plan.seed ^ 0x7e47_a1);
  let rentedSeen = 0;

  for (const vehicle of input.vehicles) {
    const blocked = blockedSpans(vehicle, todayMs, input.now.getTime());
    let cursor = start + random() * 6 * dayMs;
    while (cursor < end) {
      const branches = branchesFor(random, vehicle, open);
      if (!branches) break;
      const slot = slotFrom(
        random,
        cursor + idle(random, plan.meanIdleDays),
        branches,
        settings.timeZone,
      );
      if (!slot) {
        cursor += dayMs;
        continue;
      }
      const held = { start: slot.pickupDate.getTime(), end: slot.returnDate.getTime() + buffer };
      if (held.end > end) break;
      const clash = blocked.find((b) => held.start < b.end && b.start < held.end);
      if (clash) {
        cursor = clash.end;
        continue;
      }
      // the next booking starts after the buffer and an hour for cleaning
      cursor = held.end + hourMs;
      // some book a few days ahead, most any time in the three months before
      const leadDays = random() < 0.4 ? -Math.log(1 - random()) * 7 : random() * 90;
      const lead = Math.min(90, leadDays) * dayMs + random() * 6 * hourMs;
      const bookedAt = new Date(slot.pickupDate.getTime() - lead);
      // not booked yet: the far future fills up as its day comes nearer
      if (bookedAt >= today) continue;
      const future = slot.pickupDate >= today;
      const customer = chooseCustomer(random, input.customers, slot, bookedAt, future, input);
      if (!customer) continue;
      const booking = { vehicle, slot, bookedAt, customer };
      planned.push(
        bookingOf(random, booking, input, () =>
          outcome(random, slot, bookedAt, today, settings.noShowGraceMinutes),
        ),
      );
    }
    if (vehicle.status === 'rented') {
      rentedSeen += 1;
      // a few tries: a desk closed that day or no customer free to book moves the draw on
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const running = runningBooking(running$, vehicle, open, dueOf(rentedSeen), input);
        if (running) {
          planned.push(running);
          break;
        }
      }
    }
  }
  // A few more of today's pickups, drawn from a stream of their own as the running bookings are.
  const today$ = seededRandom(plan.seed ^ 0x70da_e5);
  let extra = 0;
  for (const vehicle of input.vehicles) {
    if (extra >= extraPickupsToday || vehicle.status !== 'available') continue;
    const taken = [
      ...blockedSpans(vehicle, todayMs, input.now.getTime()),
      ...planned
        .filter((p) => p.vehicleId === vehicle.id)
        .map((p) => ({ start: p.pickupDate.getTime(), end: p.returnDate.getTime() + buffer })),
    ];
    const booking = laterToday(today$, vehicle, taken, input, today);
    if (booking) {
      planned.push(booking);
      extra += 1;
    }
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return planned.map((p, i) => ({ ...p, reservationNumber: reservationNumberOf(i + 1) }));
}
