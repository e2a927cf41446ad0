import type { Language } from '@motorpool/domain/locale-lists';
import type { Tx } from '../../db/engine.ts';
import type { HttpError } from '../../lib/http-errors.ts';
import { apiError, type DetailSource } from '../../lib/http-errors.ts';
import { isDeadlock, isExclusionViolation } from '../../lib/pg-errors.ts';
import type { HoldCalendar, HoldKind, HoldPeriod, HoldSource } from './ports.ts';
import {
  deleteHold,
  insertHold,
  noOverlappingHold,
  overlappingHold,
  updateHold,
} from './repository.ts';

const minuteMs = 60_000;

/** The time a booking holds its vehicle: [pickup, return + the company's turnaround buffer). */
export function holdPeriod(pickup: Date, returnDate: Date, bufferMinutes: number): HoldPeriod {
  return { start: pickup, end: new Date(returnDate.getTime() + bufferMinutes * minuteMs) };
}

// How a conflict names the booking in the way: details carry its number under this path.
const referencePath: Record<HoldKind, string> = {
  reservation: 'reservationNumber',
  rental: 'rentalNumber',
  maintenance: 'maintenanceReference',
};

/** 409 VEHICLE_NOT_AVAILABLE, naming the booking that holds the vehicle when it is known. */
export function vehicleNotAvailable(
  language: Language,
  conflict?: { kind: HoldKind; reference: string },
): HttpError {
  const key = 'reservation.vehicleUnavailableForDates';
  const details: DetailSource[] = [{ path: 'body.vehicleId', key }];
  if (conflict) details.push({ path: referencePath[conflict.kind], message: conflict.reference });
  return apiError('VEHICLE_NOT_AVAILABLE', key, { details });
}

export type HoldPlacement = HoldSource & {
  tenantId: string;
  vehicleId: string;
  reference: string;
  period: HoldPeriod;
};

// The write runs in a savepoint: when the exclusion constraint refuses it (a hold committed
// meanwhile by a concurrent request included), the caller's transaction is still usable to
// read which booking holds the vehicle.
// Two holds moving into each other's time at once each wait, while checking the constraint, on
// the other's uncommitted row, and PostgreSQL ends one of them with a deadlock. Rolling back to
// the savepoint releases that one's row, the other finishes, and the write tried again gets the
// constraint's own answer: placed, or 409 naming the booking in the way, never a 500.
const deadlockRetries = 3;

async function guarded(
  tx: Tx,
  language: Language,
  hold: Pick<HoldPlacement, 'vehicleId' | 'period' | 'kind' | 'sourceId'>,
  write: (savepoint: Tx) => Promise<void>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await tx.transaction(write);
      return;
    } catch (error) {
      if (isDeadlock(error) && attempt <= deadlockRetries) continue;
      if (!isExclusionViolation(error)) throw error;
      throw vehicleNotAvailable(
        language,
        await overlappingHold(tx, hold.vehicleId, hold.period, hold),
      );
    }
  }
}

// The one way bookings take a vehicle's time: every write happens in the caller's
// transaction and passes the exclusion constraint, so no two holds of a vehicle ever overlap.
export const holds = {
  /** Holds the vehicle for the source; 409 VEHICLE_NOT_AVAILABLE when taken. */
  async place(tx: Tx, hold: HoldPlacement, language: Language): Promise<void> {
    await guarded(tx, language, hold, (sp) => insertHold(sp, hold));
  },

  /** Moves the source's hold (another period or vehicle), or places it when it has none. */
  async move(tx: Tx, hold: HoldPlacement, language: Language): Promise<void> {
    await guarded(tx, language, hold, async (sp) => {
      if (!(await updateHold(sp, hold, hold))) await insertHold(sp, hold);
    });
  },

  /** Gives the vehicle's time back (cancelled, completed, no-show). */
  async release(tx: Tx, source: HoldSource): Promise<void> {
    await deleteHold(tx, source);
  },
};

export type Holds = typeof holds;

/** What the vehicles module embeds in its availability statement. */
export const holdCalendar: HoldCalendar = { freeDuring: noOverlappingHold };
