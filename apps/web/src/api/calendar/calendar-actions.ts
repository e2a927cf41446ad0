import type { CalendarFeedView } from '@motorpool/domain/schemas/rental-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReservationCancelInput,
  ReservationUpdateInput,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { reservationKeys, reservationPath } from '../reservations/keys.ts';
import { calendarKeys } from './keys.ts';

// The calendar, and the reservation's own detail and lists that the reservations screens read.
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return (saved: ReservationView) => {
    queryClient.setQueryData(reservationKeys.detail(saved.id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: reservationKeys.activity(saved.id) }),
    ]);
  };
}

// PATCH /reservations/{id} with the dragged dates: re-priced and re-checked for availability by
// the API (409 VEHICLE_NOT_AVAILABLE naming the booking in the way).
export function useRescheduleReservation() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReservationUpdateInput }) =>
      api.patch<ReservationView>(reservationPath(id), body),
    onSuccess: refresh,
  });
}

export type CalendarReservationAction =
  { action: 'confirm' } | { action: 'cancel'; body: ReservationCancelInput };

// POST /reservations/{id}/confirm|cancel from the event's quick actions.
export function useReservationQuickAction() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, run }: { id: string; run: CalendarReservationAction }) =>
      api.post<ReservationView>(
        reservationPath(id, `/${run.action}`),
        run.action === 'cancel' ? run.body : {},
      ),
    onSuccess: refresh,
  });
}

// POST /rentals/calendar/feeds/{branchId}: a new secret link; the branch's previous one stops.
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: (branchId: string) =>
      api.post<CalendarFeedView>(`/rentals/calendar/feeds/${encodeURIComponent(branchId)}`, {}),
  });
}
