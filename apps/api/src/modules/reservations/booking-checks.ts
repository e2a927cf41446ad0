import type { Tx } from '../../db/engine.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { BookingSettings, ReservationParties } from './ports.ts';
import {
  checkBranchActive,
  checkBranchOpen,
  checkCustomerMayBook,
  checkPeriodLimits,
  checkPickupAhead,
  checkVehicleBookable,
} from './rules.ts';
import type { Booking } from './service.ts';
import { fieldError } from '../../lib/http-errors.ts';

type UnknownParty =
  'reservation.unknownCustomer' | 'reservation.unknownVehicle' | 'reservation.unknownBranch';

/** The party, or 400 on its field when it is not the company's. */
export async function mustFindParty<T>(
  c: TenantCaller,
  found: Promise<T | undefined>,
  key: UnknownParty,
  path: string,
): Promise<T> {
  const party = await found;
  if (!party) throw fieldError(path, key);
  return party;
}

/**
 * Every rule but the hold: the parties exist and may take part, the branches are open. With
 * `changed`, only what an edit touched is checked again; empty means a new booking.
 */
export async function checkBooking(
  tx: Tx,
  c: TenantCaller,
  { parties, settings, now }: { parties: ReservationParties; settings: BookingSettings; now: Date },
  booking: Booking,
  changed: Partial<Record<keyof Booking, boolean>>,
) {
  const all = Object.keys(changed).length === 0;
  const touched = (...keys: (keyof Booking)[]) => all || keys.some((k) => changed[k]);
  const vehicle = await mustFindParty(
    c,
    parties.vehicles.find(tx, booking.vehicleId),
    'reservation.unknownVehicle',
    'body.vehicleId',
  );
  if (touched('pickupDate')) checkPickupAhead(booking.pickupDate, now);
  if (touched('pickupDate', 'returnDate')) {
    const period = { pickup: booking.pickupDate, returnDate: booking.returnDate };
    checkPeriodLimits(period, settings, now);
  }
  if (touched('customerId', 'pickupDate', 'returnDate')) {
    const customer = await mustFindParty(
      c,
      parties.customers.find(tx, booking.customerId),
      'reservation.unknownCustomer',
      'body.customerId',
    );
    const period = { pickup: booking.pickupDate, returnDate: booking.returnDate };
    checkCustomerMayBook(customer, period, settings, now);
  }
  if (touched('vehicleId')) checkVehicleBookable(vehicle);
  // a round trip's branch is read once
  const branches = new Map<string, ReturnType<ReservationParties['branches']['find']>>();
  const findBranch = (id: string) => {
    if (!branches.has(id)) branches.set(id, parties.branches.find(tx, id));
    return branches.get(id) as ReturnType<ReservationParties['branches']['find']>;
  };
  for (const [branchKey, dateKey] of [
    ['pickupBranchId', 'pickupDate'],
    ['returnBranchId', 'returnDate'],
  ] as const) {
    if (!touched(branchKey, dateKey)) continue;
    const path = `body.${branchKey}`;
    const branch = await mustFindParty(
      c,
      findBranch(booking[branchKey]),
      'reservation.unknownBranch',
      path,
    );
    if (touched(branchKey)) checkBranchActive(branch, c.language, path);
    checkBranchOpen(branch, booking[dateKey], settings.timeZone, c.language, `body.${dateKey}`);
  }
  return vehicle;
}
