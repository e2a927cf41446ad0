import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { CheckoutReadinessCard } from '../../../shared/ui/checkout-readiness-card.tsx';
import { useCheckoutReadiness } from '../../../api/rentals/checkout-readiness.ts';

// A confirmed booking not yet taken over by a rental: whether its car could leave now, for the
// desk that checks cars out.
export function ReservationReadiness({ reservation }: { reservation: ReservationView }) {
  const { can } = useCurrentUser();
  const shown =
    reservation.status === 'confirmed' && !reservation.rental && can('rentals:checkout');
  const readiness = useCheckoutReadiness('reservation', reservation.id, shown);
  return shown ? <CheckoutReadinessCard readiness={readiness} /> : null;
}
