// What other modules read of rentals: the fleet's and branches' figures (RentalHistoryReader),
// the customers' (CustomerHistoryReader) and the payments' links (PaymentRentals). The
// composition root hands them in, so vehicles, branches, customers and payments never import
// this module.
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { rentalLegs, rentals } from '../../db/schema/index.ts';
import type { CustomerHistory, CustomerHistoryReader } from '../customers/ports.ts';
import type { PaymentRentals } from '../payments/ports.ts';
import type { ReservationRentals } from '../reservations/ports.ts';
import { drivenRentalStatuses } from '@motorpool/domain/value-lists';
import type { RentalFigures, RentalHistoryReader } from '../vehicles/ports.ts';

// A rental counts once its car has left: pending ones may still be cancelled.
const counted = inArray(rentals.status, [...drivenRentalStatuses]);
const dayMs = 86_400_000;

const figureColumns = {
  totalRentals: sql<number>`count(*)::int`,
  activeRentals: sql<number>`(count(*) filter (where ${rentals.status} = 'active'))::int`,
  totalRevenue: sql<number>`coalesce(sum(${rentals.totalAmount} + ${rentals.additionalCharges})
    filter (where ${rentals.status} = 'completed'), 0)::bigint`,
  averageRating: sql<number | null>`avg(${rentals.rating})::float8`,
};

async function figuresWhere(tx: Tx, where: SQL | undefined) {
  const [row] = await tx.select(figureColumns).from(rentals).where(and(counted, where));
  return {
    totalRentals: Number(row?.totalRentals ?? 0),
    activeRentals: Number(row?.activeRentals ?? 0),
    totalRevenue: Number(row?.totalRevenue ?? 0),
    averageRating: row?.averageRating ?? null,
  };
}

/**
 * Days the car spent out on legs of counted rentals, the running leg up to now, and when the
 * first of those legs began (a car may have been rented before it was entered here).
 */
async function rentedDaysWhere(
  tx: Tx,
  where: SQL | undefined,
): Promise<Pick<RentalFigures, 'rentedDays' | 'firstRentedAt'>> {
  const [row] = await tx
    .select({
      ms: sql<number>`coalesce(sum(greatest(0, extract(epoch from (coalesce(${rentalLegs.endedAt}, now())
        - ${rentalLegs.startedAt}))) * 1000), 0)::float8`,
      first: sql<string | null>`min(${rentalLegs.startedAt})`,
    })
    .from(rentalLegs)
    .innerJoin(
      rentals,
      and(eq(rentals.tenantId, rentalLegs.tenantId), eq(rentals.id, rentalLegs.rentalId)),
    )
    .where(and(counted, where));
  return {
    rentedDays: Number(row?.ms ?? 0) / dayMs,
    firstRentedAt: row?.first ? new Date(row.first) : null,
  };
}

// The car a rental drove on any leg: a swap leaves the first car in the rental's history.
const drove = (tx: Tx, vehicleId: string) =>
  or(
    eq(rentals.vehicleId, vehicleId),
    exists(
      tx
        .select({ one: sql`1` })
        .from(rentalLegs)
        .where(
          and(
            eq(rentalLegs.tenantId, rentals.tenantId),
            eq(rentalLegs.rentalId, rentals.id),
            eq(rentalLegs.vehicleId, vehicleId),
          ),
        ),
    ),
  );

export const rentalHistory: RentalHistoryReader = {
  // Counted as the vehicle page lists them: the rentals whose car it is, once the car has left.
  // Its days out are every leg it drove, a swapped-out one included.
  async ofVehicle(tx, vehicleId): Promise<RentalFigures> {
    const figures = await figuresWhere(tx, eq(rentals.vehicleId, vehicleId));
    return { ...figures, ...(await rentedDaysWhere(tx, eq(rentalLegs.vehicleId, vehicleId))) };
  },

  async ofBranch(tx, branchId): Promise<RentalFigures> {
    const where = eq(rentals.pickupBranchId, branchId);
    const figures = await figuresWhere(tx, where);
    return { ...figures, ...(await rentedDaysWhere(tx, where)) };
  },

  // Any rental row, whatever its status, names the car: erasing it would break that record.
  async anyForVehicle(tx, vehicleId): Promise<boolean> {
    const [row] = await tx
      .select({ id: rentals.id })
      .from(rentals)
      .where(drove(tx, vehicleId))
      .limit(1);
    return row !== undefined;
  },
};

/**
 * A customer's rental figures. What they paid and got back is the payments module's to say
 * (paymentFigures.customers wraps this reader): a rental's bill is not money received.
 */
const rentalCustomerHistory: CustomerHistoryReader = {
  async ofCustomers(tx, customerIds) {
    const found = new Map<string, CustomerHistory>();
    if (customerIds.length === 0) return found;
    const rows = await tx
      .select({
        customerId: rentals.customerId,
        totalRentals: sql<number>`(count(*) filter (where ${rentals.status} = 'completed'))::int`,
        averageRating: sql<number | null>`avg(${rentals.rating})::float8`,
      })
      .from(rentals)
      .where(inArray(rentals.customerId, [...customerIds]))
      .groupBy(rentals.customerId);
    for (const row of rows) {
      found.set(row.customerId, {
        totalRentals: Number(row.totalRentals),
        paidMinor: 0,
        refundedMinor: 0,
        averageRating: row.averageRating === null ? null : Number(row.averageRating),
      });
    }
    return found;
  },
};

/** What payments read of rentals: whose a rental is and its number, a reservation's rental. */
const rentalPaymentLinks: PaymentRentals = {
  async find(tx, id) {
    const [row] = await tx
      .select({
        customerId: rentals.customerId,
        reservationId: rentals.reservationId,
        rentalNumber: rentals.rentalNumber,
        pickupBranchId: rentals.pickupBranchId,
        returnBranchId: rentals.returnBranchId,
      })
      .from(rentals)
      .where(eq(rentals.id, id));
    return row;
  },
  idsAtBranch: (branchId) =>
    sql`select r.id from ${rentals} r
      where r.pickup_branch_id = ${branchId} or r.return_branch_id = ${branchId}`,
  // aliased: the caller may name its own `rentals` row (the rental view does), which a bare
  // "rentals" here would shadow, matching every rental of the company
  idsOfReservation: (reservation) =>
    sql`select r.id from ${rentals} r where r.tenant_id = ${reservation.tenantId}
      and r.reservation_id = ${reservation.id}`,
};

// The reservation a rental took over reads it back (aliased, as above). A reservation is taken
// over once: a cancelled rental cancels its reservation with it.
const rentalOfReservation = (column: SQL) => (reservation: { tenantId: SQL; id: SQL }) =>
  sql<string | null>`(select ${column} from ${rentals} r where r.tenant_id = ${reservation.tenantId}
    and r.reservation_id = ${reservation.id} order by r.created_at desc limit 1)`;
const rentalReservationLinks: ReservationRentals = {
  idAt: rentalOfReservation(sql`r.id`),
  numberAt: rentalOfReservation(sql`r.rental_number`),
};

/** The readers above, as the composition root hands them out. */
export const rentalReaders = {
  history: rentalHistory,
  customers: rentalCustomerHistory,
  payments: rentalPaymentLinks,
  reservations: rentalReservationLinks,
};
