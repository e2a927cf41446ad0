// The only code that reads or writes the `reservations` and `reservation_counters` tables
// (`reservation_documents`: documents.ts).
import type {
  ReservationFilterField,
  ReservationSortField,
} from '@motorpool/domain/schemas/reservation';
import { reservationSources } from '@motorpool/domain/schemas/reservation';
import { reservationPaymentStatuses, reservationStatuses } from '@motorpool/domain/value-lists';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservationCounters, reservations } from '../../db/schema/index.ts';
import { branchCondition } from '../../lib/branch-scope.ts';
import { ilikeContains } from '../../lib/like-pattern.ts';
import { type FieldSpec, type ParsedList, pageTotal } from '../../lib/list-filters.ts';
import { match } from '../../lib/search-match.ts';
import { netPaid } from './due-repository.ts';
import type {
  BookingBranches,
  BookingCustomers,
  BookingVehicles,
  ReservationPayments,
  ReservationRentals,
  VehicleCard,
} from './ports.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationInsert = Omit<
  typeof reservations.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type ReservationChanges = Partial<Omit<ReservationInsert, 'tenantId' | 'reservationNumber'>>;

/** What the list and the details show of the customer, vehicle, branches and payments. */
export type ReservationCards = {
  customer: { name: string; email: string; phone: string } | null;
  vehicle: VehicleCard | null;
  pickupBranchName: string | null;
  returnBranchName: string | null;
  /** minor units that came in towards it, and what of that went back */
  received: number;
  refunded: number;
  /** the rental that took it over, if one did */
  rentalId: string | null;
  rentalNumber: string | null;
};
export type ReservationListRow = ReservationRow & ReservationCards;

export type CardSources = {
  customers: Pick<BookingCustomers, 'cardAt' | 'idsNamed'>;
  vehicles: Pick<BookingVehicles, 'cardAt' | 'idsWithPlate'>;
  branches: Pick<BookingBranches, 'nameAt'>;
  payments: ReservationPayments;
  rentals: ReservationRentals;
};

const self = { tenantId: sql`${reservations.tenantId}`, id: sql`${reservations.id}` };

// paymentStatusFor (domain pricing) in SQL, so the list filters on the derived value.
function paymentStatusOf(payments: ReservationPayments): SQL {
  const refunded = payments.refundedAt(self);
  const net = netPaid(payments);
  // a customer's cancellation owes only the fee it kept (amountOwed in views.ts)
  const owed = sql`(case when ${reservations.status} = 'cancelled' and ${reservations.cancellationFee} > 0
    then ${reservations.cancellationFee} else ${reservations.totalAmount} end)`;
  return sql`(case when ${refunded} > 0 and ${net} <= 0 then 'refunded'
    when ${net} >= ${owed} then 'paid'
    when ${net} > 0 then 'partial' else 'pending' end)`;
}

/** The list's filters; paymentStatus filters on what the payments add up to. */
export function reservationFilterSpecs(
  payments: ReservationPayments,
): Record<ReservationFilterField, FieldSpec> {
  return {
    status: { kind: 'enum', column: reservations.status, values: reservationStatuses },
    paymentStatus: {
      kind: 'enum',
      column: paymentStatusOf(payments) as unknown as AnyColumn,
      values: reservationPaymentStatuses,
    },
    source: { kind: 'enum', column: reservations.source, values: reservationSources },
    customerId: { kind: 'uuid', column: reservations.customerId },
    vehicleId: { kind: 'uuid', column: reservations.vehicleId },
    pickupBranchId: { kind: 'uuid', column: reservations.pickupBranchId },
    returnBranchId: { kind: 'uuid', column: reservations.returnBranchId },
    pickupDate: { kind: 'date', column: reservations.pickupDate },
    returnDate: { kind: 'date', column: reservations.returnDate },
    createdAt: { kind: 'date', column: reservations.createdAt },
  };
}

const sortColumns: Record<ReservationSortField, SQL> = {
  pickupDate: sql`${reservations.pickupDate}`,
  returnDate: sql`${reservations.returnDate}`,
  createdAt: sql`${reservations.createdAt}`,
  reservationNumber: sql`${reservations.reservationNumber}`,
  status: sql`${reservations.status}`,
  totalAmount: sql`${reservations.totalAmount}`,
};

function cardColumns(sources: CardSources) {
  const at = (id: AnyColumn) => ({ tenantId: sql`${reservations.tenantId}`, id: sql`${id}` });
  return {
    customer: sources.customers.cardAt(at(reservations.customerId)),
    vehicle: sources.vehicles.cardAt(at(reservations.vehicleId)),
    pickupBranchName: sources.branches.nameAt(at(reservations.pickupBranchId)),
    returnBranchName: sources.branches.nameAt(at(reservations.returnBranchId)),
    received: sources.payments.receivedAt(self).mapWith(Number),
    refunded: sources.payments.refundedAt(self).mapWith(Number),
    rentalId: sources.rentals.idAt(self),
    rentalNumber: sources.rentals.numberAt(self),
  };
}

export type ReservationListQuery = Omit<ParsedList<ReservationSortField>, 'page'> & {
  /** a customer account sees only its own record's reservations */
  customerId?: string;
  /** staff kept to a branch see the reservations picked up or returned there */
  branchId?: string;
};

function listWhere(q: ReservationListQuery, sources: CardSources) {
  const search = q.search
    ? or(
        ilikeContains(reservations.reservationNumber, q.search),
        sql`${reservations.customerId} in (${sources.customers.idsNamed(q.search)})`,
        sql`${reservations.vehicleId} in (${sources.vehicles.idsWithPlate(q.search)})`,
      )
    : undefined;
  const own = q.customerId ? eq(reservations.customerId, q.customerId) : undefined;
  const branch = branchCondition(
    q.branchId,
    reservations.pickupBranchId,
    reservations.returnBranchId,
  );
  return and(...q.conditions, search, own, branch);
}

/** One page with its cards, in one statement; the total is counted only for a full page. */
export async function listReservations(
  tx: Tx,
  q: ReservationListQuery,
  sources: CardSources,
): Promise<{ rows: ReservationListRow[]; total: number }> {
  const where = listWhere(q, sources);
  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await tx
    .select({ ...getTableColumns(reservations), ...cardColumns(sources) })
    .from(reservations)
    .where(where)
    .orderBy(sql`${sortColumns[q.sort.field]} ${direction}`, sql`${reservations.id} ${direction}`)
    .limit(q.limit)
    .offset(q.offset);
  const total = await pageTotal(q, rows.length, async () => {
    const [counted] = await tx.select({ total: count() }).from(reservations).where(where);
    return counted?.total ?? 0;
  });
  return { rows: rows as ReservationListRow[], total };
}

export async function findReservation(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(reservations).where(eq(reservations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The number of the rental that took the reservation over, or null while none has. */
export async function takenOverBy(
  tx: Tx,
  id: string,
  rentals: ReservationRentals,
): Promise<string | null> {
  const [row] = await tx
    .select({ number: rentals.numberAt(self) })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.number ?? null;
}

export async function findReservationWithCards(tx: Tx, id: string, sources: CardSources) {
  const [row] = await tx
    .select({ ...getTableColumns(reservations), ...cardColumns(sources) })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row as ReservationListRow | undefined;
}

/** The company's next reservation number; the counter row stays locked until commit. */
export async function nextReservationNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(reservationCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: reservationCounters.tenantId,
      set: { lastNumber: sql`${reservationCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: reservationCounters.lastNumber });
  if (!row) throw new Error('reservation counter returned nothing');
  return row.lastNumber;
}

export async function insertReservation(tx: Tx, values: ReservationInsert) {
  const [row] = await tx.insert(reservations).values(values).returning();
  if (!row) throw new Error('reservation insert returned nothing');
  return row;
}

export async function updateReservation(tx: Tx, id: string, changes: ReservationChanges) {
  const [row] = await tx
    .update(reservations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(reservations.id, id))
    .returning();
  if (!row) throw new Error('reservation update returned nothing');
  return row;
}

async function anyReservation(tx: Tx, where: SQL | undefined): Promise<boolean> {
  const [row] = await tx.select({ id: reservations.id }).from(reservations).where(where).limit(1);
  return row !== undefined;
}

/** Whether any of the company's reservations, whatever its status, is the customer's. */
export const anyReservationOfCustomer = (tx: Tx, customerId: string) =>
  anyReservation(tx, eq(reservations.customerId, customerId));

/** Whether the customer has a booking (besides `exceptId`) that was not cancelled. */
export const otherBookingOfCustomer = (tx: Tx, customerId: string, exceptId?: string) =>
  anyReservation(
    tx,
    and(
      eq(reservations.customerId, customerId),
      exceptId ? ne(reservations.id, exceptId) : undefined,
      ne(reservations.status, 'cancelled'),
    ),
  );

/** Whether any reservation, whatever its status, books the vehicle. */
export const anyReservationOfVehicle = (tx: Tx, vehicleId: string) =>
  anyReservation(tx, eq(reservations.vehicleId, vehicleId));

/** Whether any reservation, whatever its status, is picked up or returned at the branch. */
export const reservationIdsAtBranch = (branchId: string): SQL =>
  sql`select r.id from ${reservations} r
    where r.pickup_branch_id = ${branchId} or r.return_branch_id = ${branchId}`;

export const anyReservationAtBranch = (tx: Tx, branchId: string) =>
  anyReservation(
    tx,
    or(eq(reservations.pickupBranchId, branchId), eq(reservations.returnBranchId, branchId)),
  );

export async function deleteReservation(tx: Tx, id: string): Promise<void> {
  await tx.delete(reservations).where(eq(reservations.id, id));
}

/** Global search: the reservation number and the customer's name. */
export async function searchReservations(
  tx: Tx,
  text: string,
  limit: number,
  sources: CardSources,
) {
  const customer = cardColumns(sources).customer;
  const { where, score } = match([sql`lower(${reservations.reservationNumber})`], text);
  const named = sql`${reservations.customerId} in (${sources.customers.idsNamed(text)})`;
  const rank = sql<number>`greatest(${score}, case when ${named} then 0.6 else 0 end)`.mapWith(
    Number,
  );
  return tx
    .select({
      id: reservations.id,
      title: reservations.reservationNumber,
      subtitle: sql<string>`coalesce((${customer})->>'name', '')`,
      score: rank,
    })
    .from(reservations)
    .where(or(where, named))
    .orderBy(desc(rank), desc(reservations.pickupDate))
    .limit(limit);
}
