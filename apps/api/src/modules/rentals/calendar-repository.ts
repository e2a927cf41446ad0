// The calendar's reads of `rentals` and the writes of `calendar_feeds` (a branch's iCal feed).
import type { RentalStatus, VehicleCategory } from '@motorpool/domain/value-lists';
import { and, type AnyColumn, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { calendarFeeds, rentals } from '../../db/schema/index.ts';
import type { RentalCustomers, RentalVehicles, VehicleCard } from './ports.ts';
import { overdueCondition } from './repository.ts';

export type CalendarCards = {
  customers: Pick<RentalCustomers, 'cardAt'>;
  vehicles: Pick<RentalVehicles, 'cardAt'>;
};

export type CalendarRentalQuery = {
  from: Date;
  to: Date;
  statuses: readonly RentalStatus[];
  branchId?: string;
  category?: VehicleCategory;
  limit: number;
};

export type CalendarRental = {
  id: string;
  rentalNumber: string;
  status: RentalStatus;
  start: Date;
  end: Date;
  vehicleId: string;
  pickupBranchId: string;
  isOverdue: boolean;
  customer: { name: string } | null;
  vehicle: VehicleCard | null;
};

// The time the car is (or was) out: from the actual pickup, to the actual return once back; a
// car still out past its return date stays on the calendar up to now.
const start = sql<Date>`coalesce(${rentals.actualPickupDate}, ${rentals.pickupDate})`;
const end = sql<Date>`(case
  when ${rentals.status} = 'completed' then coalesce(${rentals.actualReturnDate}, ${rentals.returnDate})
  when ${rentals.status} = 'active' then greatest(${rentals.returnDate}, now())
  else ${rentals.returnDate} end)`;

/** The ids of the reservations rentals took over, as a subquery. */
export const takenOverReservations = sql`select r.reservation_id from ${rentals} r`;

export async function calendarRentals(
  tx: Tx,
  q: CalendarRentalQuery,
  cards: CalendarCards,
): Promise<CalendarRental[]> {
  if (q.statuses.length === 0) return [];
  const at = (id: AnyColumn) => ({ tenantId: sql`${rentals.tenantId}`, id: sql`${id}` });
  const vehicleCard = cards.vehicles.cardAt(at(rentals.vehicleId));
  const rows = await tx
    .select({
      id: rentals.id,
      rentalNumber: rentals.rentalNumber,
      status: rentals.status,
      start: sql<string>`${start}`,
      end: sql<string>`${end}`,
      vehicleId: rentals.vehicleId,
      pickupBranchId: rentals.pickupBranchId,
      isOverdue: overdueCondition,
      customer: cards.customers.cardAt(at(rentals.customerId)),
      vehicle: vehicleCard,
    })
    .from(rentals)
    .where(
      and(
        lt(start, q.to),
        gt(end, q.from),
        inArray(rentals.status, [...q.statuses]),
        q.branchId
          ? or(eq(rentals.pickupBranchId, q.branchId), eq(rentals.returnBranchId, q.branchId))
          : undefined,
        q.category ? sql`(${vehicleCard})->>'category' = ${q.category}` : undefined,
      ),
    )
    .orderBy(asc(start), asc(rentals.id))
    .limit(q.limit);
  // computed instants come back as text from some drivers
  return rows.map((row) => ({ ...row, start: new Date(row.start), end: new Date(row.end) }));
}

export async function findFeed(tx: Tx, id: string) {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
  return row;
}

export async function feedOfBranch(tx: Tx, branchId: string) {
  const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.branchId, branchId));
  return row;
}

/** The branch's one feed, replaced: the previous token (and its URL) stops working. */
export async function replaceFeed(
  tx: Tx,
  values: { tenantId: string; branchId: string; tokenHash: string; createdBy: string },
) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.branchId, values.branchId));
  const [row] = await tx.insert(calendarFeeds).values(values).returning();
  if (!row) throw new Error('calendar feed not stored');
  return row;
}
