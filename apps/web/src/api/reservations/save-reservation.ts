import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ReservationCancelInput,
  ReservationConfirmInput,
  ReservationCreateInput,
  ReservationUpdateInput,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { reservationKeys, reservationPath } from './keys.ts';

async function refresh(queryClient: QueryClient, saved: ReservationView): Promise<void> {
  queryClient.setQueryData(reservationKeys.detail(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: reservationKeys.activity(saved.id) }),
  ]);
}

// POST /reservations: 201 pending; 409 VEHICLE_NOT_AVAILABLE naming the booking in the way.
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationCreateInput) => api.post<ReservationView>('/reservations', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// PATCH /reservations/{id}: re-priced and re-checked for availability by the API.
export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReservationUpdateInput }) =>
      api.patch<ReservationView>(reservationPath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export type ReservationAction =
  | { action: 'confirm'; body: ReservationConfirmInput }
  | { action: 'cancel'; body: ReservationCancelInput };

// POST /reservations/{id}/confirm|cancel; 409 when the status no longer allows it.
export function useReservationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, run }: { id: string; run: ReservationAction }) =>
      api.post<ReservationView>(reservationPath(id, `/${run.action}`), run.body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// DELETE /reservations/{id}: a pending booking only (409 otherwise: it is cancelled instead).
export function useDeleteReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(reservationPath(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: reservationKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: reservationKeys.lists() });
    },
  });
}
