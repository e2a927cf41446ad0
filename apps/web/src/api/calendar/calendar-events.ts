import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarEventView } from '@motorpool/domain/schemas/rental-calendar';
import { api } from '../../shared/api/client.ts';
import { calendarQueryString, type CalendarQuery } from './calendar-query.ts';
import { calendarKeys } from './keys.ts';

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
