import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@motorpool/domain/list-query';
import type { CustomerRentalListItemView } from '@motorpool/domain/schemas/rental';
import { api } from '../../shared/api/client.ts';
import { rentalKeys, rentalPath } from './keys.ts';

// A customer's own rentals: the API answers a customer with their own only, in their own view.

export const listRentals = (query: string, signal: AbortSignal) =>
  api.get<ListResponse<CustomerRentalListItemView>>(`/rentals?${query}`, { signal });

// POST /rentals/{id}/review: the customer's rating of a finished rental, shown on it after.
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
      api.post<unknown>(rentalPath(id, '/review'), { rating, comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalKeys.all }),
  });
}
