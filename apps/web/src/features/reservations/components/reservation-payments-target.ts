import type { ReservationView } from '@motorpool/domain/schemas/reservation';

/**
 * What the payments feature needs to take money for a reservation, composed in by the app:
 * whom, for which booking, and what the price still owes.
 */
export type ReservationPaymentsTarget = {
  customerId: string;
  reservationId: string;
  currency: string;
  choices: { type: 'reservation'; owed: number }[];
  onPaid: () => void;
};

export function reservationPaymentsTarget(
  reservation: ReservationView,
  onPaid: () => void,
): ReservationPaymentsTarget {
  return {
    customerId: reservation.customer.id,
    reservationId: reservation.id,
    currency: reservation.quote.currency,
    choices: [{ type: 'reservation', owed: reservation.remainingAmount }],
    onPaid,
  };
}
