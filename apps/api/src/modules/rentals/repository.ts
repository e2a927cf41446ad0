// The code that reads and writes `rentals`, `rental_counters`, `rental_extensions` and
// `rental_overdue` (legs and inspections: checkout-repository.ts; photos: photo-repository.ts).
import type { RentalFilterField, RentalSortField } from '@motorpool/domain/schemas/rental';
import { defaultRentalPolicy } from '@motorpool/domain/schemas/company-settings';
import { rentalStatuses } from '@motorpool/domain/value-lists';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  rentalCounters,
  rentalExtensions,
  rentalInspections,
  rentalOverdue,
  rentals,
  tenants,
} from '../../db/schema/index.ts';
import { branchCondition } from '../../lib/branch-scope.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import { match } from '../../lib/search-match.ts';
import type {
  RentalBranches,
  RentalCustomers,
  RentalReservations,
  RentalUserNames,
  RentalVehicles,
  VehicleCard,
} from './ports.ts';

export type RentalRow = typeof rentals.$inferSelect;
export type RentalInsert = Omit<typeof rentals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RentalChanges = Partial<Omit<RentalInsert, 'tenantId' | 'rentalNumber'>>;

/** RNT-000123: the company's running number, six digits at least. */
export const rentalNumberOf = (n: number): string => `RNT-${String(n).padStart(6, '0')}`;

/** What the list and the details show of the parties, and what is derived per row. */
export type RentalCards = {
  reservationNumber: string | null;
  customer: { name: string; email: string; phone: string } | null;
  vehicle: VehicleCard | null;
  pickupBranchName: string | null;
  returnBranchName: string | null;
  isOverdue: boolean;
  inspectionComplete: boolean;
  /** minor units; bigint sums arrive as text from some drivers */
  paidAmount: number | string;
};
export type RentalListRow = RentalRow & RentalCards;

export type CardSources = {
  customers: Pick<RentalCustomers, 'cardAt' | 'idsNamed'>;
  vehicles: Pick<RentalVehicles, 'cardAt' | 'idsWithPlate'>;
  branches: Pick<RentalBranches, 'nameAt'>;
  reservations: Pick<RentalReservations, 'numberAt' | 'idsNumbered' | 'paidAt'>;
};

// Subqueries name the outer table: a bare column would bind to the subquery's own table.
// The company's late-return grace, read in the statement, so every reader agrees on "overdue".
const graceMinutes = sql`(select coalesce((t.settings->'rentalPolicy'->>'lateReturnGraceMinutes')::int,
  ${defaultRentalPolicy.lateReturnGraceMinutes}) from ${tenants} t where t.id = ${rentals}.tenant_id)`;

/** Active and past its return date plus the company's grace (overdue is derived). */
export const overdueCondition = sql<boolean>`(${rentals.status} = 'active' and ${rentals.returnDate}
  + make_interval(mins => ${graceMinutes}) < now())`;

const checkedIn = sql<boolean>`exists (select 1 from ${rentalInspections} ri
  where ri.tenant_id = ${rentals}.tenant_id and ri.rental_id = ${rentals}.id
  and ri.stage = 'checkin')`;

export const rentalFilterSpecs: Record<RentalFilterField, FieldSpec> = {
  status: { kind: 'enum', column: rentals.status, values: rentalStatuses },
  overdue: { kind: 'bool', column: overdueCondition as unknown as AnyColumn },
  customerId: { kind: 'uuid', column: rentals.customerId },
  vehicleId: { kind: 'uuid', column: rentals.vehicleId },
  pickupBranchId: { kind: 'uuid', column: rentals.pickupBranchId },
  returnBranchId: { kind: 'uuid', column: rentals.returnBranchId },
  pickupDate: { kind: 'date', column: rentals.pickupDate },
  returnDate: { kind: 'date', column: rentals.returnDate },
  createdAt: { kind: 'date', column: rentals.createdAt },
};

const sortColumns: Record<RentalSortField, SQL> = {
  pickupDate: sql`${rentals.pickupDate}`,
  returnDate: sql`${rentals.returnDate}`,
  createdAt: sql`${rentals.createdAt}`,
  rentalNumber: sql`${rentals.rentalNumber}`,
  status: sql`${rentals.status}`,
  totalAmount: sql`${rentals.totalAmount}`,
};

function cardColumns(sources: CardSources) {
  const at = (id: AnyColumn) => ({ tenantId: sql`${rentals.tenantId}`, id: sql`${id}` });
  return {
    reservationNumber: sources.reservations.numberAt(at(rentals.reservationId)),
    paidAmount: sources.reservations.paidAt(at(rentals.reservationId)),
    customer: sources.customers.cardAt(at(rentals.customerId)),
    vehicle: sources.vehicles.cardAt(at(rentals.vehicleId)),
    pickupBranchName: sources.branches.nameAt(at(rentals.pickupBranchId)),
    returnBranchName: sources.branches.nameAt(at(rentals.returnBranchId)),
    isOverdue: overdueCondition,
    inspectionComplete: checkedIn,
  };
}

export type RentalListQuery = Omit<ParsedList<RentalSortField>, 'page'> & {
  /** a customer account sees only its own record's rentals */
  customerId?: string;
  /** staff kept to a branch see the rentals picked up or returned there */
  branchId?: string;
};

function listWhere(q: RentalListQuery, sources: CardSources) {
  const search = q.search
    ? or(
        ilikeContains(rentals.rentalNumber, q.search),
        sql`${rentals.reservationId} in (${sources.reservations.idsNumbered(q.search)})`,
        sql`${rentals.customerId} in (${sources.customers.idsNamed(q.search)})`,
        sql`${rentals.vehicleId} in (${sources.vehicles.idsWithPlate(q.search)})`,
      )
    : undefined;
  const own = q.customerId ? eq(rentals.customerId, q.customerId) : undefined;
  const branch = branchCondition(q.branchId, rentals.pickupBranchId, rentals.returnBranchId);
  return and(...q.conditions, search, own, branch);
}

/** One page with its cards, in one statement; the total is counted only for a full page. */
export async function listRentals(
  tx: Tx,
  q: RentalListQuery,
  sources: CardSources,
): Promise<{ rows: RentalListRow[]; total: number }> {
  const where = listWhere(q, sources);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select({ ...getTableColumns(rentals), ...cardColumns(sources) })
    .from(rentals)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, sql`${rentals.id} ${direction}`)
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(rentals).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows as RentalListRow[], total };
}

export async function findRentalWithCards(tx: Tx, id: string, sources: CardSources) {
  const [row] = await tx
    .select({ ...getTableColumns(rentals), ...cardColumns(sources) })
    .from(rentals)
    .where(eq(rentals.id, id));
  return row as RentalListRow | undefined;
}

export async function findRental(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(rentals).where(eq(rentals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The company's next rental number; the counter row stays locked until commit. */
export async function nextRentalNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(rentalCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: rentalCounters.tenantId,
      set: { lastNumber: sql`${rentalCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: rentalCounters.lastNumber });
  if (!row) throw new Error('rental counter returned nothing');
  return row.lastNumber;
}

export async function insertRental(tx: Tx, values: RentalInsert) {
  const [row] = await tx.insert(rentals).values(values).returning();
  if (!row) throw new Error('rental insert returned nothing');
  return row;
}

export async function updateRental(tx: Tx, id: string, changes: RentalChanges) {
  const [row] = await tx
    .update(rentals)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(rentals.id, id))
    .returning();
  if (!row) throw new Error('rental update returned nothing');
  return row;
}

export async function deleteRental(tx: Tx, id: string): Promise<void> {
  await tx.delete(rentals).where(eq(rentals.id, id));
}

/** The rental row for other parts of this module (check-in, extension, swap, jobs). */
export const rentalRows = {
  /** the row locked FOR UPDATE until commit, or undefined */
  lock: (tx: Tx, id: string) => findRental(tx, id, true),
  find: (tx: Tx, id: string) => findRental(tx, id),
  update: updateRental,
};

export async function extensionsOf(tx: Tx, rentalId: string, users: RentalUserNames) {
  return tx
    .select({
      ...getTableColumns(rentalExtensions),
      createdByName: users.nameAt({
        tenantId: sql`${rentalExtensions.tenantId}`,
        id: sql`${rentalExtensions.createdBy}`,
      }),
    })
    .from(rentalExtensions)
    .where(eq(rentalExtensions.rentalId, rentalId))
    .orderBy(asc(rentalExtensions.createdAt));
}

export async function overdueOf(tx: Tx, rentalId: string) {
  return tx
    .select()
    .from(rentalOverdue)
    .where(eq(rentalOverdue.rentalId, rentalId))
    .orderBy(asc(rentalOverdue.settledAt));
}

/** Global search: the rental number and the customer's name. */
export async function searchRentals(tx: Tx, text: string, limit: number, sources: CardSources) {
  const customer = cardColumns(sources).customer;
  const { where, score } = match([sql`lower(${rentals.rentalNumber})`], text);
  const named = sql`${rentals.customerId} in (${sources.customers.idsNamed(text)})`;
  const plated = sql`${rentals.vehicleId} in (${sources.vehicles.idsWithPlate(text)})`;
  const rank =
    sql<number>`greatest(${score}, case when ${named} or ${plated} then 0.6 else 0 end)`.mapWith(
      Number,
    );
  return tx
    .select({
      id: rentals.id,
      title: rentals.rentalNumber,
      subtitle: sql<string>`coalesce((${customer})->>'name', '')`,
      score: rank,
    })
    .from(rentals)
    .where(or(where, named, plated))
    .orderBy(desc(rank), desc(rentals.pickupDate))
    .limit(limit);
}
