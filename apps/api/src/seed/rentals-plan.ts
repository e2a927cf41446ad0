// Plans a demo company's rentals from its seeded reservations: completed ones for the bookings
// that were completed, the running one of each rented car (some overdue), pickups pending for
// some confirmed bookings of today and tomorrow, and a few cancelled before pickup. Pure: the
// same inputs give the same plan.
import { computeReturnCharges, type ReturnChargesInput } from '@motorpool/domain/rental-charges';
import type { InspectionMark } from '@motorpool/domain/schemas/rental-inspection';
import type { ReservationAddOnView } from '@motorpool/domain/schemas/reservation';
import type {
  ReservationStatus,
  VehicleCategory,
  VehicleCondition,
  VehicleStatus,
} from '@motorpool/domain/value-lists';
import type { rentals } from '../db/schema/index.ts';
import { pick, type Random, seededRandom } from './customer-identities.ts';
import { dayMs } from './reservation-times.ts';
import { markAt } from './inspection-marks.ts';
import { checkinNotes, checkoutNotes, manualCharges, ratingComments } from './rentals-texts.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export type RentalPlanReservation = {
  id: string;
  status: ReservationStatus;
  customerId: string;
  vehicleId: string;
  pickupBranchId: string;
  returnBranchId: string;
  pickupDate: Date;
  returnDate: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  currency: string;
  dailyRate: number;
  days: number;
  subtotal: number;
  addOns: ReservationAddOnView[];
  addOnsTotal: number;
  discount: number;
  additionalFees: number;
  taxRateBp: number;
  tax: number;
  totalAmount: number;
};

export type RentalPlanVehicle = {
  id: string;
  status: VehicleStatus;
  mileage: number;
  category: VehicleCategory;
};

export type RentalPlanInput = {
  reservations: RentalPlanReservation[];
  vehicles: RentalPlanVehicle[];
  /** full names by customer id: who signs at the desk */
  customerNames: Map<string, string>;
  staff: string[];
  policy: ReturnChargesInput['policy'];
  /** the deposit held at checkout, per category (none when absent) */
  deposits: Partial<Record<VehicleCategory, number>>;
  timeZone: string;
  now: Date;
  seed: number;
};

type RentalValues = Omit<typeof rentals.$inferInsert, 'tenantId' | 'id' | 'rentalNumber'>;

export type PlannedInspection = {
  stage: 'checkout' | 'checkin';
  marks: InspectionMark[];
  signedBy: string | null;
  recordedBy: string | null;
  recordedAt: Date;
};

export type PlannedLeg = {
  vehicleId: string;
  startedAt: Date;
  endedAt: Date | null;
  startMileage: number;
  endMileage: number | null;
  fuelLevelStart: number;
  fuelLevelEnd: number | null;
};

export type PlannedRental = {
  reservationId: string;
  values: RentalValues;
  leg: PlannedLeg | null;
  inspections: PlannedInspection[];
  /** new damage found at return, repaired since */
  damage: { marks: InspectionMark[]; severity: InspectionMark['severity']; at: Date } | null;
  /** the audited steps after `create`, with what changed */
  steps: { action: 'checkout' | 'checkin' | 'cancel'; at: Date; after: Record<string, unknown> }[];
};

const fuelLevels = [100, 100, 100, 87.5, 75];
const ratings = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2];
const conditions: VehicleCondition[] = ['excellent', 'excellent', 'good', 'good', 'good', 'fair'];

const minutesLater = (d: Date, minutes: number) => new Date(d.getTime() + minutes * minuteMs);

function priceOf(r: RentalPlanReservation) {
  return {
    currency: r.currency,
    dailyRate: r.dailyRate,
    days: r.days,
    subtotal: r.subtotal,
    addOns: r.addOns,
    addOnsTotal: r.addOnsTotal,
    discount: r.discount,
    additionalFees: r.additionalFees,
    taxRateBp: r.taxRateBp,
    tax: r.tax,
    totalAmount: r.totalAmount,
  };
}

/**
 * Odometer readings back in time from each car's odometer today: its running rental starts
 * there, each completed one ends a little below the next one's start. Distances shrink for a car
 * whose odometer would not cover its year of rentals.
 */
function mileages(
  random: Random,
  completed: RentalPlanReservation[],
  vehicles: Map<string, RentalPlanVehicle>,
): Map<string, { start: number; end: number }> {
  const readings = new Map<string, { start: number; end: number }>();
  const byVehicle = new Map<string, RentalPlanReservation[]>();
  for (const r of completed) byVehicle.set(r.vehicleId, [...(byVehicle.get(r.vehicleId) ?? []), r]);
  for (const [vehicleId, list] of byVehicle) {
    const odometer = vehicles.get(vehicleId)?.mileage ?? 0;
    const newestFirst = [...list].sort((a, b) => b.pickupDate.getTime() - a.pickupDate.getTime());
    const trips = newestFirst.map((r) => ({
      drive: r.days * (60 + Math.floor(random() * 190)),
      gap: Math.floor(random() * 25),
    }));
    const wanted = trips.reduce((sum, t) => sum + t.drive + t.gap, 0);
    const scale = wanted > odometer * 0.9 ? (odometer * 0.9) / wanted : 1;
    let cursor = odometer;
    newestFirst.forEach((r, i) => {
      const trip = trips[i]!;
      const end = cursor - Math.floor(trip.gap * scale);
      const start = end - Math.floor(trip.drive * scale);
      readings.set(r.id, { start, end });
      cursor = start;
    });
  }
  return readings;
}

type Context = {
  random: Random;
  input: RentalPlanInput;
  vehicles: Map<string, RentalPlanVehicle>;
  marks: { n: number };
  /** by reservation: when its car is next picked up */
  nextPickups: Map<string, number>;
};

function handover(ctx: Context, r: RentalPlanReservation, startMileage: number) {
  const { random, input } = ctx;
  const actualPickupDate = minutesLater(r.pickupDate, Math.floor(random() * 25));
  const fuelLevel = pick(random, fuelLevels);
  const worn = random() < 0.35 ? [markAt(random, (ctx.marks.n += 1), false)] : [];
  const category = ctx.vehicles.get(r.vehicleId)?.category;
  const staff = input.staff.length > 0 ? pick(random, input.staff) : null;
  const values = {
    actualPickupDate,
    startMileage,
    fuelLevel,
    vehicleCondition: pick(random, conditions.slice(0, 5)),
    checkoutNotes: random() < 0.15 ? pick(random, checkoutNotes) : null,
    securityDeposit: (category && input.deposits[category]) ?? 0,
  };
  const inspection: PlannedInspection = {
    stage: 'checkout',
    marks: worn,
    signedBy: input.customerNames.get(r.customerId) ?? null,
    recordedBy: staff,
    recordedAt: actualPickupDate,
  };
  return { values, inspection, staff, audited: { status: 'active', startMileage } };
}

function completedRental(
  ctx: Context,
  r: RentalPlanReservation,
  reading: { start: number; end: number },
): PlannedRental {
  const { random, input } = ctx;
  const out = handover(ctx, r, reading.start);
  const late = random() < 0.08;
  const actualReturnDate = late
    ? minutesLater(r.returnDate, 90 + Math.floor(random() * 330))
    : minutesLater(r.returnDate, -Math.floor(random() * 90));
  const returned =
    actualReturnDate > out.values.actualPickupDate
      ? new Date(Math.min(+actualReturnDate, +input.now - 60_000)) // late, but by now
      : minutesLater(out.values.actualPickupDate, 60);
  const short = random() < 0.15;
  const fuelLevelEnd = short
    ? Math.max(0, out.values.fuelLevel - 10 * (1 + Math.floor(random() * 4)))
    : out.values.fuelLevel;
  // new damage only where the car then stood a day at least: repaired before its next booking
  const idleUntil = Math.min(ctx.nextPickups.get(r.id) ?? Infinity, input.now.getTime());
  const damaged = random() < 0.06 && idleUntil - returned.getTime() >= dayMs;
  const fresh = damaged ? [markAt(random, (ctx.marks.n += 1), true)] : [];
  const returnMarks = [...out.inspection.marks, ...fresh];
  const vehicle = ctx.vehicles.get(r.vehicleId);
  const charges = computeReturnCharges({
    policy: input.policy,
    category: vehicle?.category ?? 'economy',
    dailyRate: r.dailyRate,
    bookedDays: r.days,
    taxRateBp: r.taxRateBp,
    returnDate: r.returnDate,
    actualReturnDate: returned,
    legs: [
      {
        startMileage: reading.start,
        endMileage: reading.end,
        fuelStart: out.values.fuelLevel,
        fuelEnd: fuelLevelEnd,
      },
    ],
    returnMarks,
    addOns: r.addOns,
    manualCharges: random() < 0.07 ? [pick(random, manualCharges)] : [],
  });
  const rated = random() < 0.75;
  const rating = rated ? pick(random, ratings) : null;
  const staff = input.staff.length > 0 ? pick(random, input.staff) : null;
  return {
    reservationId: r.id,
    values: {
      ...base(r, 'completed', minutesLater(r.pickupDate, -10 - Math.floor(random() * 30))),
      ...out.values,
      actualReturnDate: returned,
      endMileage: reading.end,
      fuelLevelEnd,
      vehicleConditionEnd: damaged ? 'fair' : out.values.vehicleCondition,
      checkinNotes: random() < 0.12 ? pick(random, checkinNotes) : null,
      charges: charges.lines,
      additionalCharges: charges.total,
      rating,
      ratingComment: rated && random() < 0.3 ? pick(random, ratingComments) : null,
      createdBy: out.staff,
      updatedAt: returned,
    },
    leg: {
      vehicleId: r.vehicleId,
      startedAt: out.values.actualPickupDate,
      endedAt: returned,
      startMileage: reading.start,
      endMileage: reading.end,
      fuelLevelStart: out.values.fuelLevel,
      fuelLevelEnd,
    },
    inspections: [
      out.inspection,
      {
        stage: 'checkin',
        marks: returnMarks,
        signedBy: null,
        recordedBy: staff,
        recordedAt: returned,
      },
    ],
    damage: damaged ? { marks: fresh, severity: fresh[0]!.severity, at: returned } : null,
    steps: [
      { action: 'checkout', at: out.values.actualPickupDate, after: out.audited },
      {
        action: 'checkin',
        at: returned,
        after: {
          status: 'completed',
          endMileage: reading.end,
          additionalCharges: charges.total,
        },
      },
    ],
  };
}

function base(r: RentalPlanReservation, status: RentalValues['status'], createdAt: Date) {
  return {
    reservationId: r.id,
    customerId: r.customerId,
    vehicleId: r.vehicleId,
    pickupBranchId: r.pickupBranchId,
    returnBranchId: r.returnBranchId,
    pickupDate: r.pickupDate,
    returnDate: r.returnDate,
    originalReturnDate: r.returnDate,
    status,
    ...priceOf(r),
    createdAt,
    updatedAt: createdAt,
  };
}

function activeRental(ctx: Context, r: RentalPlanReservation): PlannedRental {
  const odometer = ctx.vehicles.get(r.vehicleId)?.mileage ?? 0;
  const out = handover(ctx, r, odometer);
  const createdAt = minutesLater(r.pickupDate, -15);
  // an overdue one was found by the overdue job soon after its grace ran out
  const found = minutesLater(r.returnDate, ctx.input.policy.lateReturnGraceMinutes + 5);
  return {
    reservationId: r.id,
    values: {
      ...base(r, 'active', createdAt),
      ...out.values,
      overdueNotifiedAt: found < ctx.input.now ? found : null,
      createdBy: out.staff,
      updatedAt: out.values.actualPickupDate,
    },
    leg: {
      vehicleId: r.vehicleId,
      startedAt: out.values.actualPickupDate,
      endedAt: null,
      startMileage: odometer,
      endMileage: null,
      fuelLevelStart: out.values.fuelLevel,
      fuelLevelEnd: null,
    },
    inspections: [out.inspection],
    damage: null,
    steps: [{ action: 'checkout', at: out.values.actualPickupDate, after: out.audited }],
  };
}

function waitingRental(ctx: Context, r: RentalPlanReservation): PlannedRental {
  const { random, input } = ctx;
  const from = Math.max(r.confirmedAt?.getTime() ?? 0, input.now.getTime() - 20 * hourMs);
  const createdAt = new Date(from + random() * (input.now.getTime() - from));
  return {
    reservationId: r.id,
    values: {
      ...base(r, 'pending', createdAt),
      createdBy: input.staff.length > 0 ? pick(random, input.staff) : null,
    },
    leg: null,
    inspections: [],
    damage: null,
    steps: [],
  };
}

function cancelledRental(ctx: Context, r: RentalPlanReservation): PlannedRental {
  const { random, input } = ctx;
  const confirmed = r.confirmedAt?.getTime() ?? 0;
  const cancelled = r.cancelledAt?.getTime() ?? confirmed;
  const createdAt = new Date(confirmed + random() * Math.max(0, cancelled - confirmed));
  return {
    reservationId: r.id,
    values: {
      ...base(r, 'cancelled', createdAt),
      cancellationReason: r.cancellationReason,
      cancelledAt: r.cancelledAt,
      createdBy: input.staff.length > 0 ? pick(random, input.staff) : null,
      updatedAt: r.cancelledAt ?? createdAt,
    },
    leg: null,
    inspections: [],
    damage: null,
    steps: [
      {
        action: 'cancel',
        at: r.cancelledAt ?? createdAt,
        after: { status: 'cancelled', reason: r.cancellationReason },
      },
    ],
  };
}

/** Each booking's car's next pickup after it, among the bookings that take the car. */
function nextPickups(reservations: RentalPlanReservation[]): Map<string, number> {
  const byVehicle = new Map<string, RentalPlanReservation[]>();
  for (const r of reservations) {
    if (r.status === 'cancelled' || r.status === 'no_show') continue;
    byVehicle.set(r.vehicleId, [...(byVehicle.get(r.vehicleId) ?? []), r]);
  }
  const next = new Map<string, number>();
  for (const list of byVehicle.values()) {
    const ordered = [...list].sort((a, b) => a.pickupDate.getTime() - b.pickupDate.getTime());
    ordered.forEach((r, i) => {
      const following = ordered[i + 1];
      if (following) next.set(r.id, following.pickupDate.getTime());
    });
  }
  return next;
}

/** The company's rentals, oldest created first (the order of their numbers). */
export function planRentals(input: RentalPlanInput): PlannedRental[] {
  const random = seededRandom(input.seed);
  const vehicles = new Map(input.vehicles.map((v) => [v.id, v]));
  const ctx: Context = {
    random,
    input,
    vehicles,
    marks: { n: 0 },
    nextPickups: nextPickups(input.reservations),
  };
  const now = input.now.getTime();
  // The desk's next two days of pickups, counted from now (not from a calendar day, so the demo
  // shows waiting rentals at any hour): the three soonest always wait, the rest mostly.
  const horizon = now + 2 * dayMs;
  const upcoming = input.reservations
    .filter((r) => r.status === 'confirmed' && r.pickupDate.getTime() > now)
    .filter((r) => r.pickupDate.getTime() < horizon)
    .sort((a, b) => a.pickupDate.getTime() - b.pickupDate.getTime());
  const soonest = new Set(upcoming.slice(0, 3).map((r) => r.id));
  const completed = input.reservations.filter((r) => r.status === 'completed');
  const readings = mileages(random, completed, vehicles);
  const planned: PlannedRental[] = [];
  for (const r of input.reservations) {
    const reading = readings.get(r.id);
    if (r.status === 'completed' && reading) {
      planned.push(completedRental(ctx, r, reading));
    } else if (r.status === 'confirmed' && r.pickupDate.getTime() <= now) {
      // the running booking of a rented car (the plan confirms no other past pickup)
      planned.push(activeRental(ctx, r));
    } else if (
      r.status === 'confirmed' &&
      r.pickupDate.getTime() < horizon &&
      (soonest.has(r.id) || random() < 0.8)
    ) {
      planned.push(waitingRental(ctx, r));
    } else if (r.status === 'cancelled' && r.confirmedAt && r.cancelledAt && random() < 0.3) {
      planned.push(cancelledRental(ctx, r));
    }
  }
  return planned.sort(
    (a, b) => (a.values.createdAt?.getTime() ?? 0) - (b.values.createdAt?.getTime() ?? 0),
  );
}
