// What the holds module offers others: vehicles ask it whether a vehicle is free inside their
// own statement; reservations, rentals and maintenance write their holds through service.ts.
import type { SQL } from 'drizzle-orm';
import type { HoldKind } from '../../db/schema/holds.ts';

export type { HoldKind } from '../../db/schema/holds.ts';

/** [start, end): a booking's pickup to its return plus the company's turnaround buffer. */
export type HoldPeriod = { start: Date; end: Date };

/** One booking's hold, as its owner names it. */
export type HoldSource = { kind: HoldKind; sourceId: string };

export type HoldCalendar = {
  /**
   * A condition for the caller's statement: the vehicle has no hold overlapping the period
   * (besides `except`'s own). Embedded, so a page of free vehicles stays one statement.
   */
  freeDuring(
    vehicle: { tenantId: SQL; id: SQL },
    period: HoldPeriod,
    except?: HoldSource,
  ): SQL<boolean>;
};

export { type Holds, holdPeriod } from './service.ts';
