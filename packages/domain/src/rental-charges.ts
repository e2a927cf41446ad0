// What a rental costs beyond its booked price (see docs/product/rentals.md), computed
// from the company's rental policy in integer minor units. Pure: every instant is passed in.
//
// Late time is charged per started hour after the return date, once the return is later than
// the company's grace; a late line is one quantity whose amount is the capped total, so
// `amount = quantity x unitAmount` holds for every line that is not waived.
import { applyBasisPoints, sumMinor } from './money.ts';
import { reservationDays } from './reservation-pricing.ts';
import type { FeeRule, RentalPolicySettings } from './schemas/company-settings.ts';
import type { RentalChargeKind } from './schemas/rental.ts';
import type { AddOnLookupType, AddOnUnit } from './schemas/reservation.ts';
import type { DamageLocation, DamageType, VehicleCategory } from './value-lists.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const hoursPerDay = 24;

/**
 * One additional charge as stored on the rental. `description` is null for computed lines: the
 * reader's language renders it from `kind` and `params`; manual lines keep the typed text.
 */
export type RentalChargeLine = {
  kind: RentalChargeKind;
  params: Record<string, string | number>;
  description: string | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  waivedBy: string | null;
};

export type RentalChargeTotals = {
  lines: RentalChargeLine[];
  subtotal: number;
  taxRateBp: number;
  tax: number;
  total: number;
};

export type LateFeePolicy = { lateFee: FeeRule };

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be an integer >= 0, got ${value}`);
  }
}

function assertDate(name: string, value: Date): void {
  if (Number.isNaN(value.getTime())) throw new RangeError(`${name} is not a valid date`);
}

/** Started hours from `from` to `to` (0 when `to` is not after `from`). */
export function startedHours(from: Date, to: Date): number {
  assertDate('from', from);
  assertDate('to', to);
  const span = to.getTime() - from.getTime();
  return span > 0 ? Math.ceil(span / hourMs) : 0;
}

/**
 * The late fee from `from` to `to`: per started hour, the percent kind takes `value` basis points
 * of the daily rate (half up), the fixed kind `value` minor units; each started 24-hour block
 * costs at most one daily rate.
 */
export function lateFee(
  policy: LateFeePolicy,
  dailyRate: number,
  from: Date,
  to: Date,
): { hours: number; amount: number } {
  assertAmount('dailyRate', dailyRate);
  assertAmount('lateFee.value', policy.lateFee.value);
  const hours = startedHours(from, to);
  const perHour =
    policy.lateFee.kind === 'percent'
      ? applyBasisPoints(dailyRate, policy.lateFee.value)
      : policy.lateFee.value;
  const fullDays = Math.floor(hours / hoursPerDay);
  const rest = hours % hoursPerDay;
  const dayCharge = Math.min(perHour * hoursPerDay, dailyRate);
  const restCharge = Math.min(perHour * rest, dailyRate);
  return { hours, amount: fullDays * dayCharge + restCharge };
}

/** One car's part of the rental, with its return readings (the last leg's from check-in). */
export type ChargeLeg = {
  startMileage: number;
  endMileage: number;
  /** percent of the tank, 0-100 */
  fuelStart: number;
  fuelEnd: number;
};

export type SettledOverdue = { settledAt: Date; hours: number; amount: number };

export type ReturnMark = { damageType: DamageType; location: DamageLocation; isNew?: boolean };

export type ChargedAddOn = { type: AddOnLookupType; name: string };

export type ManualCharge = { description: string; amount: number };

export type ReturnChargesInput = {
  policy: Pick<
    RentalPolicySettings,
    | 'lateReturnGraceMinutes'
    | 'lateFee'
    | 'kmAllowancePerDay'
    | 'excessKmRate'
    | 'refuellingRatePer10Percent'
    | 'damageCatalogue'
  >;
  /** the returned car's category: its allowance and damage prices apply */
  category: VehicleCategory;
  dailyRate: number;
  /** booked days, extensions included: the kilometre allowance is per booked day */
  bookedDays: number;
  taxRateBp: number;
  /** the agreed (possibly extended) return date */
  returnDate: Date;
  actualReturnDate: Date;
  /** every leg in order; distance and fuel add up over them */
  legs: readonly ChargeLeg[];
  /** late time already charged while the car was out */
  settledOverdue?: readonly SettledOverdue[];
  /** the return inspection's marks; only `isNew` ones are priced */
  returnMarks?: readonly ReturnMark[];
  /** the rental's add-ons: any insurance option waives damage */
  addOns?: readonly ChargedAddOn[];
  manualCharges?: readonly ManualCharge[];
};

/** Lines into totals: tax at `taxRateBp` on the subtotal, half up. */
export function chargeTotals(
  lines: readonly RentalChargeLine[],
  taxRateBp: number,
): RentalChargeTotals {
  assertAmount('taxRateBp', taxRateBp);
  const subtotal = sumMinor(lines.map((line) => line.amount));
  const tax = applyBasisPoints(subtotal, taxRateBp);
  return { lines: [...lines], subtotal, taxRateBp, tax, total: subtotal + tax };
}

function line(
  kind: RentalChargeKind,
  params: RentalChargeLine['params'],
  quantity: number,
  unitAmount: number,
): RentalChargeLine {
  return {
    kind,
    params,
    description: null,
    quantity,
    unitAmount,
    amount: quantity * unitAmount,
    waivedBy: null,
  };
}

function excessKmLine(input: ReturnChargesInput): RentalChargeLine | null {
  const perDay = input.policy.kmAllowancePerDay[input.category];
  // a category left out of the allowance drives unlimited
  if (perDay === undefined || input.policy.excessKmRate === 0) return null;
  const distance = sumMinor(
    input.legs.map((leg) => Math.max(0, leg.endMileage - leg.startMileage)),
  );
  const allowance = perDay * input.bookedDays;
  const excess = distance - allowance;
  if (excess <= 0) return null;
  return line('excess_km', { km: excess, allowance }, excess, input.policy.excessKmRate);
}

// Fuel levels may carry decimals: the shortfall is compared in hundredths of a percent so that
// 20 % missing is two started tenths, not three by a float's error.
function fuelLine(input: ReturnChargesInput): RentalChargeLine | null {
  const rate = input.policy.refuellingRatePer10Percent;
  if (rate === 0) return null;
  const shortfallHundredths = sumMinor(
    input.legs.map((leg) => Math.max(0, Math.round((leg.fuelStart - leg.fuelEnd) * 100))),
  );
  if (shortfallHundredths <= 0) return null;
  const tenths = Math.ceil(shortfallHundredths / 1000);
  return line('fuel', { percent: shortfallHundredths / 100 }, tenths, rate);
}

function lastSettlement(settled: readonly SettledOverdue[]): Date | null {
  let last: Date | null = null;
  for (const record of settled) {
    if (last === null || record.settledAt.getTime() > last.getTime()) last = record.settledAt;
  }
  return last;
}

function lateLine(input: ReturnChargesInput): RentalChargeLine | null {
  assertDate('returnDate', input.returnDate);
  assertDate('actualReturnDate', input.actualReturnDate);
  const graceEnd = input.returnDate.getTime() + input.policy.lateReturnGraceMinutes * minuteMs;
  if (input.actualReturnDate.getTime() <= graceEnd) return null;
  const settled = lastSettlement(input.settledOverdue ?? []);
  const from =
    settled && settled.getTime() > input.returnDate.getTime() ? settled : input.returnDate;
  const fee = lateFee(input.policy, input.dailyRate, from, input.actualReturnDate);
  if (fee.hours === 0) return null;
  return line('late_return', { hours: fee.hours }, 1, fee.amount);
}

function damageLines(input: ReturnChargesInput): RentalChargeLine[] {
  const insurance = (input.addOns ?? []).find((addOn) => addOn.type === 'INSURANCE_OPTION');
  const lines: RentalChargeLine[] = [];
  for (const mark of input.returnMarks ?? []) {
    if (!mark.isNew) continue;
    const entry = input.policy.damageCatalogue.find(
      (item) => item.damageType === mark.damageType && item.location === mark.location,
    );
    const price = entry?.pricePerCategory[input.category];
    // unpriced damage is reported on the vehicle but not charged here
    if (price === undefined) continue;
    const charge = line('damage', { damage: mark.damageType, location: mark.location }, 1, price);
    lines.push(insurance ? { ...charge, amount: 0, waivedBy: insurance.name } : charge);
  }
  return lines;
}

/**
 * The check-in charges, in this order: excess kilometres, fuel, settled overdue time, late
 * return, new damage, manual lines.
 */
export function computeReturnCharges(input: ReturnChargesInput): RentalChargeTotals {
  assertAmount('dailyRate', input.dailyRate);
  const lines: RentalChargeLine[] = [];
  const excess = excessKmLine(input);
  if (excess) lines.push(excess);
  const fuel = fuelLine(input);
  if (fuel) lines.push(fuel);
  for (const record of input.settledOverdue ?? []) {
    lines.push(line('overdue', { hours: record.hours }, 1, record.amount));
  }
  const late = lateLine(input);
  if (late) lines.push(late);
  lines.push(...damageLines(input));
  for (const manual of input.manualCharges ?? []) {
    assertAmount('manualCharges.amount', manual.amount);
    lines.push({ ...line('manual', {}, 1, manual.amount), description: manual.description });
  }
  return chargeTotals(lines, input.taxRateBp);
}

/** The settled overdue records as charge lines: the rental's charges before check-in. */
export function overdueCharges(
  settled: readonly SettledOverdue[],
  taxRateBp: number,
): RentalChargeTotals {
  return chargeTotals(
    settled.map((record) => line('overdue', { hours: record.hours }, 1, record.amount)),
    taxRateBp,
  );
}

export type ExtensionAddOn = { unit: AddOnUnit; unitPrice: number; quantity: number };

export type ExtensionQuoteInput = {
  pickupDate: Date;
  currentReturnDate: Date;
  newReturnDate: Date;
  dailyRate: number;
  addOns: readonly ExtensionAddOn[];
  taxRateBp: number;
  graceMinutes?: number;
};

export type ExtensionQuote = {
  additionalDays: number;
  /** dailyRate x additionalDays */
  subtotal: number;
  /** per-day add-ons x additionalDays; per-rental ones were paid once */
  addOnsTotal: number;
  tax: number;
  /** subtotal + addOnsTotal + tax */
  amount: number;
};

/** An extension's price: the extra days by the reservation day rule, at the booked rates. */
export function extensionQuote(input: ExtensionQuoteInput): ExtensionQuote {
  assertAmount('dailyRate', input.dailyRate);
  assertAmount('taxRateBp', input.taxRateBp);
  const additionalDays = Math.max(
    0,
    reservationDays(input.pickupDate, input.newReturnDate, input.graceMinutes) -
      reservationDays(input.pickupDate, input.currentReturnDate, input.graceMinutes),
  );
  const subtotal = input.dailyRate * additionalDays;
  const addOnsTotal = sumMinor(
    input.addOns
      .filter((addOn) => addOn.unit === 'day')
      .map((addOn) => addOn.unitPrice * addOn.quantity * additionalDays),
  );
  const tax = applyBasisPoints(subtotal + addOnsTotal, input.taxRateBp);
  return { additionalDays, subtotal, addOnsTotal, tax, amount: subtotal + addOnsTotal + tax };
}
