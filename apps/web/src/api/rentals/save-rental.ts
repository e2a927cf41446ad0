import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  RentalCancelInput,
  RentalCheckinInput,
  RentalCheckoutInput,
  RentalCreateInput,
  RentalExtendInput,
  RentalSettleOverdueInput,
  RentalSwapInput,
  RentalUpdateInput,
  RentalView,
} from '@motorpool/domain/schemas/rental';
import { api } from '../../shared/api/client.ts';
import { rentalKeys, rentalPath } from './keys.ts';

async function refresh(queryClient: QueryClient, saved: RentalView): Promise<void> {
  queryClient.setQueryData(rentalKeys.detail(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: rentalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: rentalKeys.activity(saved.id) }),
  ]);
}

// POST /rentals: from a confirmed reservation, or a walk-in booked and taken over at once.
export function useCreateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RentalCreateInput) => api.post<RentalView>('/rentals', body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// PATCH /rentals/{id}: the return branch and the notes.
export function useUpdateRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RentalUpdateInput }) =>
      api.patch<RentalView>(rentalPath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

export type RentalRun =
  | { action: 'checkout'; body: RentalCheckoutInput }
  | { action: 'checkin'; body: RentalCheckinInput }
  | { action: 'extend'; body: RentalExtendInput }
  | { action: 'settle-overdue'; body: RentalSettleOverdueInput }
  | { action: 'swap'; body: RentalSwapInput }
  | { action: 'cancel'; body: RentalCancelInput };

// POST /rentals/{id}/{action}: each answers the rental as it now stands.
export function useRentalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, run }: { id: string; run: RentalRun }) =>
      api.post<RentalView>(rentalPath(id, `/${run.action}`), run.body),
    onSuccess: (saved) => refresh(queryClient, saved),
  });
}

// DELETE /rentals/{id}: a cancelled rental only (409 otherwise).
export function useDeleteRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(rentalPath(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: rentalKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: rentalKeys.lists() });
    },
  });
}
