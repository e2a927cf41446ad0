// What the rentals calendar reads of reservations: the bookings over a period that no rental
// has taken over yet, with their customer's and vehicle's cards, in one statement.
import type { ReservationStatus, VehicleCategory } from '@motorpool/domain/value-lists';
import { and, type AnyColumn, asc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservations } from '../../db/schema/index.ts';
import type { BookingCustomers, BookingVehicles, VehicleCard } from './ports.ts';

export type CalendarReservationQuery = {
  from: Date;
  to: Date;
  statuses: readonly ReservationStatus[];
  /** at either end of the booking */
  branchId?: string;
  category?: VehicleCategory;
  /** the ids of the reservations rentals took over, as a subquery: they show as rentals */
  takenOver: SQL;
  limit: number;
};

export type CalendarReservation = {
  id: string;
  reservationNumber: string;
  status: ReservationStatus;
  pickupDate: Date;
  returnDate: Date;
  vehicleId: string;
  pickupBranchId: string;
  customer: { name: string } | null;
  vehicle: VehicleCard | null;
};

export type ReservationCalendar = {
  overlapping(tx: Tx, q: CalendarReservationQuery): Promise<CalendarReservation[]>;
};

export function reservationCalendar(sources: {
  customers: Pick<BookingCustomers, 'cardAt'>;
  vehicles: Pick<BookingVehicles, 'cardAt'>;
}): ReservationCalendar {
  const at = (id: AnyColumn) => ({ tenantId: sql`${reservations.tenantId}`, id: sql`${id}` });
  const vehicleCard = sources.vehicles.cardAt(at(reservations.vehicleId));
  return {
    async overlapping(tx, q) {
      if (q.statuses.length === 0) return [];
      const rows = await tx
        .select({
          id: reservations.id,
          reservationNumber: reservations.reservationNumber,
          status: reservations.status,
          pickupDate: reservations.pickupDate,
          returnDate: reservations.returnDate,
          vehicleId: reservations.vehicleId,
          pickupBranchId: reservations.pickupBranchId,
          customer: sources.customers.cardAt(at(reservations.customerId)),
          vehicle: vehicleCard,
        })
        .from(reservations)
        .where(
          and(
            lt(reservations.pickupDate, q.to),
            gt(reservations.returnDate, q.from),
            inArray(reservations.status, [...q.statuses]),
            sql`${reservations.id} not in (${q.takenOver})`,
            q.branchId
              ? or(
                  eq(reservations.pickupBranchId, q.branchId),
                  eq(reservations.returnBranchId, q.branchId),
                )
              : undefined,
            q.category ? sql`(${vehicleCard})->>'category' = ${q.category}` : undefined,
          ),
        )
        .orderBy(asc(reservations.pickupDate), asc(reservations.id))
        .limit(q.limit);
      return rows as CalendarReservation[];
    },
  };
}
