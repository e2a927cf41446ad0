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
import { apiError, fieldError, HttpError } from '../../lib/http-errors.ts';

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
 * Runs every check, keeping each field's refusal, then refuses once with all of them: the desk
 * puts a booking right in one go, not one rule per attempt. One refusal leaves as it came (its
 * own code and message); several as 400 with every field's message in the details.
 */
function refusals() {
  const found: HttpError[] = [];
  return {
    async check(rule: () => unknown): Promise<void> {
      try {
        await rule();
      } catch (error) {
        if (!(error instanceof HttpError) || !error.details) throw error;
        found.push(error);
      }
    },
    settle(): void {
      const [first, ...more] = found;
      if (!first) return;
      if (more.length === 0) throw first;
      throw apiError('VALIDATION_ERROR', 'http.validationFailed', {
        details: found.flatMap((error) => error.details ?? []),
      });
    },
  };
}

/**
 * Every rule but the hold: the parties exist and may take part, the branches are open. With
 * `changed`, only what an edit touched is checked again; empty means a new booking. Every
 * refusal is found before any is answered.
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
  const refused = refusals();
  const vehicle = await parties.vehicles.find(tx, booking.vehicleId);
  if (!vehicle) {
    await refused.check(() => {
      throw fieldError('body.vehicleId', 'reservation.unknownVehicle');
    });
  }
  if (touched('pickupDate')) await refused.check(() => checkPickupAhead(booking.pickupDate, now));
  const period = { pickup: booking.pickupDate, returnDate: booking.returnDate };
  if (touched('pickupDate', 'returnDate')) {
    await refused.check(() => checkPeriodLimits(period, settings, now));
  }
  if (touched('customerId', 'pickupDate', 'returnDate')) {
    await refused.check(async () => {
      const customer = await mustFindParty(
        c,
        parties.customers.find(tx, booking.customerId),
        'reservation.unknownCustomer',
        'body.customerId',
      );
      checkCustomerMayBook(customer, period, settings, now);
    });
  }
  if (vehicle && touched('vehicleId')) await refused.check(() => checkVehicleBookable(vehicle));
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
    await refused.check(async () => {
      const branch = await mustFindParty(
        c,
        findBranch(booking[branchKey]),
        'reservation.unknownBranch',
        path,
      );
      if (touched(branchKey)) checkBranchActive(branch, c.language, path);
      checkBranchOpen(branch, booking[dateKey], settings.timeZone, c.language, `body.${dateKey}`);
    });
  }
  refused.settle();
  return vehicle as NonNullable<typeof vehicle>;
}
