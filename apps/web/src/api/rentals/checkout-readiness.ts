import { useQuery } from '@tanstack/react-query';
import type { CheckoutReadinessView } from '@motorpool/domain/schemas/checkout-readiness';
import { api } from '../../shared/api/client.ts';
import { reservationKeys, reservationPath } from '../reservations/keys.ts';
import { rentalKeys, rentalPath } from './keys.ts';

// GET /reservations/{id}/checkout-readiness and GET /rentals/{id}/checkout-readiness: what
// stands between the record and its checkout now. Under the record's key, so whatever refreshes
// the record asks again.
export function useCheckoutReadiness(of: 'reservation' | 'rental', id: string, enabled: boolean) {
  const [queryKey, path] =
    of === 'reservation'
      ? [reservationKeys.checkoutReadiness(id), reservationPath(id, '/checkout-readiness')]
      : [rentalKeys.checkoutReadiness(id), rentalPath(id, '/checkout-readiness')];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<CheckoutReadinessView>(path, { signal }),
    enabled,
  });
}
