import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerRentalListItemView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { listRentals } from '../../../api/rentals/customer-rentals.ts';
import { rentalKeys } from '../../../api/rentals/keys.ts';
import { listReservations } from '../../../api/reservations/customer-bookings.ts';
import { reservationKeys } from '../../../api/reservations/keys.ts';

export type BookingKind = 'reservations' | 'rentals';
export type Tab = 'upcoming' | 'past';
export const pageSize = 10;

// Upcoming: still open (a rental under way, however late, included); past: closed, whatever its
// dates (a cancelled booking is past, and owes nothing beyond its fee). The API keeps them the
// customer's.
const openStatuses: Record<BookingKind, string> = {
  reservations: 'pending,confirmed',
  rentals: 'pending,active',
};

export function listQuery(kind: BookingKind, tab: Tab, page: number): string {
  const q = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  q.set(`filter[status][${tab === 'upcoming' ? 'in' : 'notIn'}]`, openStatuses[kind]);
  q.set('sort', tab === 'upcoming' ? 'pickupDate:asc' : 'pickupDate:desc');
  return q.toString();
}

// One tab's page, from the list of the owner's resource (the back office's lists' own keys).
export function useMyBookings<T extends ReservationView | CustomerRentalListItemView>(
  kind: BookingKind,
  query: string,
) {
  const reservations = kind === 'reservations';
  return useQuery({
    queryKey: reservations ? reservationKeys.list(query) : rentalKeys.list(query),
    queryFn: ({ signal }) =>
      (reservations ? listReservations(query, signal) : listRentals(query, signal)) as Promise<
        ListResponse<T>
      >,
    placeholderData: keepPreviousData,
  });
}
