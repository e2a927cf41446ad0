import type { payablePaymentTypes } from '@motorpool/domain/schemas/payment';
import type { RentalView } from '@motorpool/domain/schemas/rental';

type PayableType = (typeof payablePaymentTypes)[number];

/**
 * What the payments feature needs to take money for a rental, composed in by the app: whom,
 * for which booking, and the types offered with what each still owes (the first preselected).
 */
export type RentalPaymentsTarget = {
  customerId: string;
  reservationId: string;
  rentalId: string;
  currency: string;
  choices: { type: PayableType; owed: number }[];
  onPaid: () => void;
};

/** The deposit still to take: required, less every deposit payment not cancelled. */
export function depositOwed(rental: RentalView): number {
  const asked = rental.deposit.payments
    .filter((payment) => payment.status !== 'cancelled')
    .reduce((sum, payment) => sum + payment.amount, 0);
  return Math.max(0, rental.deposit.required - asked);
}

/** A deposit payment the rental keeps (a cancelled one, never taken, leaves room for another). */
export const hasDeposit = (rental: RentalView) =>
  rental.deposit.payments.some((payment) => payment.status !== 'cancelled');

// While the booked price is unpaid a payment is for it; after, for the return's charges.
export function rentalPaymentsTarget(rental: RentalView, onPaid: () => void): RentalPaymentsTarget {
  const owed = rental.remainingAmount;
  const price = { type: 'reservation' as const, owed };
  const charges = { type: 'additional_charges' as const, owed };
  const priceUnpaid = rental.paidAmount < rental.totalAmount;
  return {
    customerId: rental.customer.id,
    reservationId: rental.reservationId,
    rentalId: rental.id,
    currency: rental.quote.currency,
    choices: [
      ...(priceUnpaid ? [price, charges] : [charges, price]),
      { type: 'damage_fees', owed },
      { type: 'late_fees', owed },
      // one deposit per rental: once recorded it is taken on its own payment, never again here
      ...(hasDeposit(rental)
        ? []
        : [{ type: 'security_deposit' as const, owed: depositOwed(rental) }]),
    ],
    onPaid,
  };
}
