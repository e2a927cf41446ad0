import type { RentalView } from '@motorpool/domain/schemas/rental';
import { useCurrentUser } from '../../../shared/auth/use-current-user.ts';
import { CheckoutReadinessCard } from '../../../shared/ui/checkout-readiness-card.tsx';
import { useCheckoutReadiness } from '../../../api/rentals/checkout-readiness.ts';

// A rental awaiting pickup: whether its car could leave now, before the checkout dialog opens.
export function RentalReadiness({ rental }: { rental: RentalView }) {
  const { can } = useCurrentUser();
  const shown = rental.status === 'pending' && can('rentals:checkout');
  const readiness = useCheckoutReadiness('rental', rental.id, shown);
  return shown ? <CheckoutReadinessCard readiness={readiness} /> : null;
}
