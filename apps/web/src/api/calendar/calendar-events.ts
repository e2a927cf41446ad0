import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  RentalStatus,
  ReservationStatus,
  VehicleCategory,
} from '@motorpool/domain/value-lists';
import { api } from '../../shared/api/client.ts';
import { calendarQueryString, type CalendarQuery } from './calendar-query.ts';
import { calendarKeys } from './keys.ts';

/** One booking on the calendar: a reservation not yet taken over, or a rental. */
export type CalendarEventView = {
  id: string;
  kind: 'reservation' | 'rental';
  number: string;
  status: ReservationStatus | RentalStatus;
  isOverdue: boolean;
  title: string;
  start: string;
  end: string;
  vehicleId: string;
  vehicleName: string;
  licensePlate: string;
  category: VehicleCategory;
  branchId: string;
  customerName: string;
};

// GET /rentals/calendar: the bookings overlapping [from, to) that match the filters. The
// previous answer stays on screen while the next period loads, so the grid does not flash.
export function useCalendarEvents(query: CalendarQuery | null) {
  const params = query ? calendarQueryString(query) : '';
  return useQuery({
    queryKey: calendarKeys.events(params),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: CalendarEventView[] }>(`/rentals/calendar?${params}`, { signal }))
        .data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
