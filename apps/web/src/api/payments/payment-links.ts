import { useQuery } from '@tanstack/react-query';
import type { PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';
import type { ReservationView } from '@motorpool/domain/schemas/reservation';
import { api } from '../../shared/api/client.ts';
import { ownsItsErrors } from '../../shared/lib/query-client.ts';
import { rentalKeys, rentalPath } from '../rentals/keys.ts';
import { reservationKeys, reservationPath } from '../reservations/keys.ts';
import { paymentKeys } from './keys.ts';

// The reservation and the rental a payment belongs to, read for its details page under their own
// keys. A reader without the right to read them gets an error the cards answer with a plain link.
export function usePaymentReservation(id: string | null) {
  return useQuery({
    queryKey: reservationKeys.detail(id ?? ''),
    meta: ownsItsErrors,
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) => api.get<ReservationView>(reservationPath(id ?? ''), { signal }),
  });
}

export function usePaymentRental(id: string | null) {
  return useQuery({
    queryKey: rentalKeys.detail(id ?? ''),
    meta: ownsItsErrors,
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) => api.get<RentalView>(rentalPath(id ?? ''), { signal }),
  });
}

/** The money that moved between the company and one customer: completed and refunded payments. */
export const customerMoneyQuery = (customerId: string) =>
  new URLSearchParams({
    'filter[customerId][equals]': customerId,
    'filter[status][in]': 'completed,refunded',
  }).toString();

// GET /payments/totals of one customer's payments that took money.
export function useCustomerPaymentTotals(customerId: string) {
  const query = customerMoneyQuery(customerId);
  return useQuery({
    queryKey: paymentKeys.totals(query),
    meta: ownsItsErrors,
    queryFn: ({ signal }) => api.get<PaymentTotalsView>(`/payments/totals?${query}`, { signal }),
  });
}
