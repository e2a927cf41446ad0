// A customer account pays its own reservations' balance by card, and nothing else: the
// customer is the account's own record, the type `reservation`, the method a card, the amount
// at most what is left to pay, and only where the company takes payment online. Staff
// (customers:read) are not held to these rules.
import { formatMinor } from '@motorpool/domain/money';
import { hasPermission } from '@motorpool/domain/permissions';
import {
  isCardMethod,
  type PaymentCreateInput,
  type PaymentProcessInput,
} from '@motorpool/domain/schemas/payment';
import type { Currency } from '@motorpool/domain/locale-lists';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { payments } from '../../db/schema/index.ts';
import { apiError, fieldError } from '../../lib/http-errors.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentParties } from './ports.ts';
import type { PaymentRow } from './repository.ts';
import { ownCustomerOf } from './views.ts';

export const isStaffPayer = (c: Pick<TenantCaller, 'permissions'>) =>
  hasPermission(c.permissions, 'customers:read');

const payableStatuses = new Set(['pending', 'confirmed']);

// What came in towards the reservation and what a charge under way will bring, less refunds:
// a customer's second payment cannot go past the total while the first is still processing.
async function takenTowards(tx: Tx, reservationId: string, except?: string) {
  const [row] = await tx
    .select({
      taken: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::bigint`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        ne(payments.type, 'security_deposit'),
        inArray(payments.status, ['completed', 'refunded', 'processing']),
        except ? ne(payments.id, except) : undefined,
      ),
    );
  return Number(row?.taken ?? 0);
}

/** The customer's own payable reservation and what is left to pay on it, or 404/409. */
async function payableReservation(
  tx: Tx,
  c: TenantCaller,
  parties: PaymentParties,
  own: string,
  reservationId: string,
  except?: string,
) {
  const reservation = await parties.links.reservations.find(tx, reservationId);
  if (!reservation || reservation.customerId !== own)
    throw apiError('NOT_FOUND', 'error.reservationNotFound');
  if (!payableStatuses.has(reservation.status)) {
    throw apiError('CONFLICT', 'payment.reservationNotPayable');
  }
  const remaining = Math.max(
    0,
    reservation.totalAmount - (await takenTowards(tx, reservationId, except)),
  );
  return { reservation, remaining };
}

function checkAmount(c: TenantCaller, amount: number, remaining: number, currency: string) {
  if (amount > remaining) {
    throw apiError('CONFLICT', 'payment.exceedsRemaining', {
      params: { remaining: `${formatMinor(remaining, currency as Currency)} ${currency}` },
    });
  }
}

/** Whether the company takes payment online; read before the transaction opens (PGlite runs one at a time). */
export async function checkCustomerOnline(c: TenantCaller, parties: PaymentParties) {
  if (isStaffPayer(c)) return;
  if ((await parties.customerPaymentOptionsOf(c.tenantId)) === 'payAtPickup') {
    throw apiError('CONFLICT', 'payment.onlinePaymentOff');
  }
}

export async function checkCustomerCreate(
  tx: Tx,
  c: TenantCaller,
  parties: PaymentParties,
  input: PaymentCreateInput,
  currency: string,
) {
  if (isStaffPayer(c)) return;
  const own = await ownCustomerOf(tx, c, parties.customers);
  if (input.customerId !== own) throw apiError('NOT_FOUND', 'error.customerNotFound');
  if (input.type !== 'reservation' || !input.reservationId || input.rentalId) {
    throw fieldError('body.reservationId', 'payment.customerReservationOnly');
  }
  if (!isCardMethod(input.paymentMethod)) {
    throw fieldError('body.paymentMethod', 'payment.customerCardOnly');
  }
  if (input.processingFees !== undefined || input.notes) {
    throw fieldError(
      input.notes ? 'body.notes' : 'body.processingFees',
      'payment.customerFieldsNotAllowed',
    );
  }
  const { remaining } = await payableReservation(tx, c, parties, own, input.reservationId);
  checkAmount(c, input.amount, remaining, currency);
}

/** A customer processes only their own card payment to a reservation still owing it. */
export async function checkCustomerProcess(
  tx: Tx,
  c: TenantCaller,
  parties: PaymentParties,
  payment: PaymentRow,
  input: PaymentProcessInput,
) {
  if (isStaffPayer(c)) return;
  if (!isCardMethod(payment.paymentMethod)) {
    throw apiError('BAD_REQUEST', 'payment.customerCardOnly');
  }
  if (input.transactionId || input.processingFees !== undefined || input.notes) {
    throw apiError('BAD_REQUEST', 'payment.customerFieldsNotAllowed');
  }
  if (payment.type !== 'reservation' || !payment.reservationId) {
    throw apiError('BAD_REQUEST', 'payment.customerReservationOnly');
  }
  const own = payment.customerId;
  const { remaining } = await payableReservation(
    tx,
    c,
    parties,
    own,
    payment.reservationId,
    payment.id,
  );
  checkAmount(c, payment.amount, remaining, payment.currency);
}
