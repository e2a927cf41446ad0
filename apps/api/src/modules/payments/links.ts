// A payment's reservation and rental must be its customer's, and a rental given with a
// reservation must be that reservation's: otherwise its money would count towards a stranger's
// balance. Another company's ids are not found (row level security), so they read as unknown.
import type { PaymentCreateInput } from '@motorpool/domain/schemas/payment';
import type { ValidationMessageKey } from '@motorpool/domain/validation-messages';
import type { Tx } from '../../db/engine.ts';
import { checkBranchScope } from '../../lib/branch-scope.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentParties } from './ports.ts';
import { fieldError } from '../../lib/http-errors.ts';

type Links = Pick<PaymentCreateInput, 'customerId' | 'reservationId' | 'rentalId'>;

export async function checkPaymentLinks(
  tx: Tx,
  c: TenantCaller,
  parties: PaymentParties['links'],
  input: Links,
): Promise<void> {
  const refuse = (key: ValidationMessageKey, path: string) => fieldError(path, key);
  if (input.reservationId) {
    const reservation = await parties.reservations.find(tx, input.reservationId);
    if (!reservation) throw refuse('payment.unknownParty', 'body.reservationId');
    if (reservation.customerId !== input.customerId) {
      throw refuse('payment.reservationNotCustomers', 'body.reservationId');
    }
    checkBranchScope(c, reservation.pickupBranchId, reservation.returnBranchId);
  }
  if (input.rentalId) {
    const rental = await parties.rentals.find(tx, input.rentalId);
    if (!rental) throw refuse('payment.unknownParty', 'body.rentalId');
    if (rental.customerId !== input.customerId) {
      throw refuse('payment.rentalNotCustomers', 'body.rentalId');
    }
    checkBranchScope(c, rental.pickupBranchId, rental.returnBranchId);
    if (input.reservationId && rental.reservationId !== input.reservationId) {
      throw refuse('payment.rentalNotOfReservation', 'body.rentalId');
    }
  }
}
