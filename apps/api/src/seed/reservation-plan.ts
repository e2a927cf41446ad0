// Plans a demo company's bookings: each vehicle's year as a run of rentals with idle days in
// between, none overlapping another with the turnaround buffer, every pickup and return at a
// desk that is open. Pure: the same inputs and day give the same plan.
import { mayBook } from '@motorpool/domain/customer-standing';
import {
  type ChosenAddOn,
  quoteReservation,
  reservationDays,
} from '@motorpool/domain/reservation-pricing';
import { reservationNumberOf } from '@motorpool/domain/reservation-rules';
import type { OperatingHours } from '@motorpool/domain/schemas/branch';
import { formatMessage } from '@motorpool/domain/validation-messages';
import type {
  ReservationQuoteView,
  ReservationSource,
} from '@motorpool/domain/schemas/reservation';
import type {
  BranchStatus,
  CustomerStatus,
  ReservationStatus,
  VehicleStatus,
} from '@motorpool/domain/value-lists';
import { pick, type Random, seededRandom } from './customer-identities.ts';
import { cancellationReasons, internalNotes, notes, specialRequests } from './reservation-texts.ts';
import { dayMs, deskTime, localDay, zonedInstant } from './reservation-times.ts';

const hourMs = 3_600_000;
const minuteMs = 60_000;

export type PlanVehicle = {
  id: string;
  status: VehicleStatus;
  dailyRate: number;
  branchId: string | null;
};
export type PlanBranch = {
  id: string;
  country: string;
  status: BranchStatus;
  operatingHours: OperatingHours | null;
};
export type PlanCustomer = {
  id: string;
  status: CustomerStatus;
  corporate: boolean;
  dateOfBirth: string | null;
  licenseExpiryDate: string | null;
  createdAt: Date;
};
export type PlanSettings = {
  currency: string;
  timeZone: string;
  taxRateBp: number;
  turnaroundBufferMinutes: number;
  lateReturnGraceMinutes: number;
  noShowGraceMinutes: number;
  minimumDriverAge: number;
};

export type PlanInput = {
  vehicles: PlanVehicle[];
  branches: PlanBranch[];
  customers: PlanCustomer[];
  /** the company's priced add-ons (unit prices from its lookups) */
  addOns: ChosenAddOn[];
  /** staff user ids who book at the desk */
  staff: string[];
  settings: PlanSettings;
  now: Date;
};

export type HistoryStep = { action: 'confirm' | 'cancel' | 'no_show' | 'complete'; at: Date };

export type PlannedReservation = {
  reservationNumber: string;
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
  status: ReservationStatus;
  source: ReservationSource;
  quote: ReservationQuoteView;
  specialRequests: string | null;
  notes: string | null;
  internalNotes: string | null;
  cancellationReason: string | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryStep[];
};

type CompanyPlan = { seed: number; pastDays: number; futureDays: number; meanIdleDays: number };

export const reservationPlans: Record<string, CompanyPlan> = {
  demo: { seed: 0x5eed_b00c, pastDays: 365, futureDays: 60, meanIdleDays: 8.5 },
  acme: { seed: 0xac3e_b00c, pastDays: 30, futureDays: 21, meanIdleDays: 14 },
};

// The reason the no-show job writes when it cancels a booking never confirmed.
const notConfirmedReason = formatMessage('reservation.notConfirmedBeforePickup', 'en');
const oneWayFee = 10_000;

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
 * Spans a vehicle takes no booking in. Nothing runs over today: a confirmed booking past its
 * pickup without a checkout would be the no-show job's. A rented car is out on a rental, which
 * the rentals module will record; a car in the workshop or retired is booked no more.
 */
function blockedSpans(vehicle: PlanVehicle, today: number): Interval[] {
  const spans = [{ start: today, end: today + dayMs }];
  if (vehicle.status === 'rented') spans.push({ start: today - 4 * dayMs, end: today + 5 * dayMs });
  if (vehicle.status === 'maintenance') spans.push({ start: today - 6 * dayMs, end: Infinity });
  if (vehicle.status === 'retired') spans.push({ start: today - 120 * dayMs, end: Infinity });
  return spans;
}

const idle = (random: Random, mean: number) => -Math.log(1 - random()) * mean * dayMs;

type Slot = {
  pickupDate: Date;
  returnDate: Date;
  pickupBranch: PlanBranch;
  returnBranch: PlanBranch;
};

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

function chooseCustomer(
  random: Random,
  customers: PlanCustomer[],
  slot: Slot,
  bookedAt: Date,
  future: boolean,
  input: PlanInput,
): PlanCustomer | undefined {
  const { timeZone, minimumDriverAge } = input.settings;
  const isoDay = (d: Date) => localDay(d, timeZone).toISOString().slice(0, 10);
  const window = {
    pickupDate: isoDay(slot.pickupDate),
    returnDate: isoDay(slot.returnDate),
    today: isoDay(bookedAt),
    minimumDriverAge,
  };
  const fits = (c: PlanCustomer) =>
    c.createdAt < bookedAt &&
    // what happened to a customer since is not held against an old booking
    mayBook({ ...c, status: future ? c.status : 'active' }, window).ok;
  // regulars book most: the front of the list is drawn far more often
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const candidate = customers[Math.floor(customers.length * random() ** 1.7)]!;
    if (fits(candidate)) return candidate;
  }
  return customers.find(fits);
}

function chooseAddOns(random: Random, offered: ChosenAddOn[]): ChosenAddOn[] {
  if (offered.length === 0 || random() >= 0.32) return [];
  const insurance = offered.filter((a) => a.type === 'INSURANCE_OPTION' && a.unitPrice > 0);
  const extras = offered.filter((a) => a.type === 'EXTRA');
  const chosen: ChosenAddOn[] = [];
  if (insurance.length > 0 && random() < 0.7) chosen.push(pick(random, insurance));
  if (extras.length > 0 && (chosen.length === 0 || random() < 0.45)) {
    const extra = pick(random, extras);
    const quantity = extra.code === 'EXTRA_CHILD_SEAT' && random() < 0.3 ? 2 : 1;
    chosen.push({ ...extra, quantity });
  }
  return chosen;
}

const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.max(0, to.getTime() - from.getTime()) * random());

type Outcome = Pick<
  PlannedReservation,
  'status' | 'cancellationReason' | 'confirmedAt' | 'cancelledAt' | 'history'
>;

// What became of the booking by today, with the moment of each step.
function outcome(
  random: Random,
  slot: Slot,
  bookedAt: Date,
  today: Date,
  graceMinutes: number,
): Outcome {
  const pickup = slot.pickupDate;
  const confirmBy = pickup < today ? pickup : today;
  const confirmedAt = between(random, bookedAt, new Date(Math.min(+confirmBy, +bookedAt + dayMs)));
  const none = { cancellationReason: null, confirmedAt: null, cancelledAt: null };
  const r = random();
  if (pickup >= today) {
    if (r < 0.07) {
      const cancelledAt = between(random, bookedAt, today);
      return {
        ...none,
        status: 'cancelled',
        cancelledAt,
        cancellationReason: pick(random, cancellationReasons),
        history: [{ action: 'cancel', at: cancelledAt }],
      };
    }
    const soon = pickup.getTime() - today.getTime() < 7 * dayMs;
    if (random() < (soon ? 0.75 : 0.45)) {
      return {
        ...none,
        status: 'confirmed',
        confirmedAt,
        history: [{ action: 'confirm', at: confirmedAt }],
      };
    }
    return { ...none, status: 'pending', history: [] };
  }
  const afterGrace = new Date(pickup.getTime() + graceMinutes * minuteMs);
  if (r < 0.1) {
    const wasConfirmed = random() < 0.5;
    const cancelledAt = between(random, wasConfirmed ? confirmedAt : bookedAt, pickup);
    return {
      ...none,
      status: 'cancelled',
      confirmedAt: wasConfirmed ? confirmedAt : null,
      cancelledAt,
      cancellationReason: pick(random, cancellationReasons),
      history: [
        ...(wasConfirmed ? [{ action: 'confirm' as const, at: confirmedAt }] : []),
        { action: 'cancel', at: cancelledAt },
      ],
    };
  }
  if (r < 0.125) {
    return {
      ...none,
      status: 'cancelled',
      cancelledAt: afterGrace,
      cancellationReason: notConfirmedReason,
      history: [{ action: 'cancel', at: afterGrace }],
    };
  }
  const confirmed = { action: 'confirm' as const, at: confirmedAt };
  if (r < 0.165) {
    return {
      ...none,
      status: 'no_show',
      confirmedAt,
      history: [confirmed, { action: 'no_show', at: afterGrace }],
    };
  }
  return {
    ...none,
    status: 'completed',
    confirmedAt,
    history: [confirmed, { action: 'complete', at: slot.returnDate }],
  };
}

function branchesFor(
  random: Random,
  vehicle: PlanVehicle,
  open: PlanBranch[],
): { pickup: PlanBranch; back: PlanBranch } | null {
  const home = open.find((b) => b.id === vehicle.branchId);
  const country = home?.country ?? open[0]?.country;
  const local = open.filter((b) => b.country === country);
  const pickup = home ?? local[0];
  if (!pickup) return null;
  const others = local.filter((b) => b.id !== pickup.id);
  const back = others.length > 0 && random() < 0.06 ? pick(random, others) : pickup;
  return { pickup, back };
}

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

  for (const vehicle of input.vehicles) {
    const blocked = blockedSpans(vehicle, todayMs);
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
      const online = !customer.corporate && random() < 0.12;
      const addOns = chooseAddOns(random, input.addOns);
      const days = reservationDays(
        slot.pickupDate,
        slot.returnDate,
        settings.lateReturnGraceMinutes,
      );
      const subtotal = vehicle.dailyRate * days;
      const discount = online
        ? 0
        : customer.corporate
          ? Math.round(subtotal / 1_000) * 100
          : random() < 0.06
            ? Math.round(subtotal / 2_000) * 100
            : 0;
      const oneWay = slot.pickupBranch.id !== slot.returnBranch.id;
      const quote = quoteReservation({
        currency: settings.currency,
        dailyRate: vehicle.dailyRate,
        pickupDate: slot.pickupDate,
        returnDate: slot.returnDate,
        graceMinutes: settings.lateReturnGraceMinutes,
        taxRateBp: settings.taxRateBp,
        addOns,
        discount,
        additionalFees: oneWay ? oneWayFee : 0,
      });
      const result = outcome(random, slot, bookedAt, today, settings.noShowGraceMinutes);
      const last = result.history.at(-1)?.at;
      planned.push({
        customerId: customer.id,
        vehicleId: vehicle.id,
        pickupBranchId: slot.pickupBranch.id,
        returnBranchId: slot.returnBranch.id,
        pickupDate: slot.pickupDate,
        returnDate: slot.returnDate,
        source: online ? 'customer_area' : 'back_office',
        quote,
        specialRequests: random() < 0.15 ? pick(random, specialRequests) : null,
        notes: random() < 0.12 ? pick(random, notes) : null,
        internalNotes: !online && random() < 0.08 ? pick(random, internalNotes) : null,
        createdBy: online || input.staff.length === 0 ? null : pick(random, input.staff),
        createdAt: bookedAt,
        updatedAt: last ?? bookedAt,
        ...result,
      });
    }
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return planned.map((p, i) => ({ ...p, reservationNumber: reservationNumberOf(i + 1) }));
}
