// The rentals calendar: the reservations no rental took over yet and the rentals over
// a period, as one list of bookings for the month, week and day views.
import {
  type CalendarEventView,
  calendarMaxItems,
  type CalendarQuery,
  type CalendarStatus,
} from '@motorpool/domain/schemas/rental-calendar';
import {
  type RentalStatus,
  type ReservationStatus,
  rentalStatuses,
  reservationStatuses,
  type VehicleCategory,
} from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import {
  type CalendarCards,
  type CalendarRental,
  calendarRentals,
  takenOverReservations,
} from './calendar-repository.ts';
import type { VehicleCard } from './ports.ts';
import { audienceOf } from './views.ts';

/** A reservation on the calendar (the reservations module's calendar-reader.ts). */
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

/** What the calendar reads of reservations, handed in by composition.ts. */
export type ReservationCalendar = {
  overlapping(
    tx: Tx,
    q: {
      from: Date;
      to: Date;
      statuses: readonly ReservationStatus[];
      branchId?: string;
      category?: VehicleCategory;
      /** the reservations rentals took over, as a subquery: they show as rentals */
      takenOver: SQL;
      limit: number;
    },
  ): Promise<CalendarReservation[]>;
};

export type CalendarDeps = {
  reservations: ReservationCalendar;
  cards: CalendarCards;
};

export type CalendarPeriod = {
  from: Date;
  to: Date;
  branchId?: string;
  category?: VehicleCategory;
  status?: CalendarStatus;
};

// Without a status the calendar shows what is booked: reservations still to be picked up and
// the rentals that were or are out; a status shows the bookings of either kind in it.
function statusesOf(status: CalendarStatus | undefined) {
  if (!status) {
    return {
      reservations: ['pending', 'confirmed'] as ReservationStatus[],
      rentals: ['pending', 'active', 'completed'] as RentalStatus[],
    };
  }
  return {
    reservations: (reservationStatuses as readonly string[]).includes(status)
      ? [status as ReservationStatus]
      : [],
    rentals: (rentalStatuses as readonly string[]).includes(status) ? [status as RentalStatus] : [],
  };
}

type Card = {
  customer: { name: string } | null;
  vehicle: { make: string; model: string; licensePlate: string; category: string } | null;
};

function shared(card: Card) {
  const customerName = card.customer?.name ?? '';
  const licensePlate = card.vehicle?.licensePlate ?? '';
  return {
    title: [customerName, licensePlate].filter(Boolean).join(' · '),
    vehicleName: card.vehicle ? `${card.vehicle.make} ${card.vehicle.model}` : '',
    licensePlate,
    category: (card.vehicle?.category ?? 'economy') as VehicleCategory,
    customerName,
  };
}

const fromReservation = (r: CalendarReservation): CalendarEventView => ({
  id: r.id,
  kind: 'reservation',
  number: r.reservationNumber,
  status: r.status,
  isOverdue: false,
  start: r.pickupDate.toISOString(),
  end: r.returnDate.toISOString(),
  vehicleId: r.vehicleId,
  branchId: r.pickupBranchId,
  ...shared(r),
});

const fromRental = (r: CalendarRental): CalendarEventView => ({
  id: r.id,
  kind: 'rental',
  number: r.rentalNumber,
  status: r.status,
  isOverdue: r.isOverdue,
  start: r.start.toISOString(),
  end: r.end.toISOString(),
  vehicleId: r.vehicleId,
  branchId: r.pickupBranchId,
  ...shared(r),
});

/** The bookings overlapping the period, earliest first, at most calendarMaxItems. */
export async function bookingsOver(
  tx: Tx,
  deps: CalendarDeps,
  period: CalendarPeriod,
): Promise<CalendarEventView[]> {
  const statuses = statusesOf(period.status);
  const filters = {
    from: period.from,
    to: period.to,
    branchId: period.branchId,
    category: period.category,
    limit: calendarMaxItems,
  };
  const booked = await deps.reservations.overlapping(tx, {
    ...filters,
    statuses: statuses.reservations,
    takenOver: takenOverReservations,
  });
  const rented = await calendarRentals(tx, { ...filters, statuses: statuses.rentals }, deps.cards);
  return [...booked.map(fromReservation), ...rented.map(fromRental)]
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))
    .slice(0, calendarMaxItems);
}

export function createCalendarService(database: Database, deps: CalendarDeps) {
  return {
    async events(c: TenantCaller, q: CalendarQuery): Promise<{ data: CalendarEventView[] }> {
      if (audienceOf(c) !== 'staff') throw apiError('FORBIDDEN', 'http.forbidden');
      const data = await database.withTenant(c.tenantId, (tx) =>
        bookingsOver(tx, deps, { ...q, from: new Date(q.from), to: new Date(q.to) }),
      );
      return { data };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
