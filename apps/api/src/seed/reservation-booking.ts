// One demo booking as the plan makes it (reservation-plan.ts): the branches, the customer and
// add-ons it is made with, and its price quoted by the domain with the company's settings.
import { mayBook } from '@motorpool/domain/customer-standing';
import {
  type ChosenAddOn,
  quoteReservation,
  reservationDays,
} from '@motorpool/domain/reservation-pricing';
import { pick, type Random } from './customer-identities.ts';
import type {
  PlanBranch,
  PlanCustomer,
  PlanInput,
  PlannedReservation,
  PlanVehicle,
} from './reservation-plan-types.ts';
import { internalNotes, notes, specialRequests } from './reservation-texts.ts';
import { localDay } from './reservation-times.ts';

const oneWayFee = 10_000;

export type Slot = {
  pickupDate: Date;
  returnDate: Date;
  pickupBranch: PlanBranch;
  returnBranch: PlanBranch;
};

export type Outcome = Pick<
  PlannedReservation,
  'status' | 'cancellationReason' | 'confirmedAt' | 'cancelledAt' | 'history'
>;

export const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.max(0, to.getTime() - from.getTime()) * random());

export function chooseCustomer(
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

export function branchesFor(
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

type Booking = { vehicle: PlanVehicle; slot: Slot; bookedAt: Date; customer: PlanCustomer };

// A booking priced by the domain with the company's settings, `decide` telling what became of it.
export function bookingOf(
  random: Random,
  { vehicle, slot, bookedAt, customer }: Booking,
  input: PlanInput,
  decide: () => Outcome,
): Omit<PlannedReservation, 'reservationNumber'> {
  const { settings } = input;
  const online = !customer.corporate && random() < 0.12;
  const addOns = chooseAddOns(random, input.addOns);
  const days = reservationDays(slot.pickupDate, slot.returnDate, settings.lateReturnGraceMinutes);
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
  const result = decide();
  const last = result.history.at(-1)?.at;
  return {
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
  };
}
