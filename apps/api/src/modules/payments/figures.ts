// What others read of payments: the money paid towards a reservation and by a customer, summed
// in SQL at read time from completed payments and their refunds, so it is never typed in.
// A refunded payment keeps its amount and its refundedAmount, so both sums stay whole.
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { payments } from '../../db/schema/index.ts';
import type { CustomerHistory, CustomerHistoryReader } from '../customers/ports.ts';
import type { PaymentRentals, RowRef } from './ports.ts';

const cameIn = inArray(payments.status, ['completed', 'refunded']);
// A deposit is held against the return charges, not paid towards the price: only the part
// captured against them counts as received, and what was released was never counted.
const isDeposit = sql`${payments.type} = 'security_deposit'`;
const received = sql`case when ${isDeposit} then ${payments.capturedAmount} else ${payments.amount} end`;
const refunded = sql`case when ${isDeposit} then 0 else ${payments.refundedAmount} end`;

/**
 * A reservation's payments (made to it or to its rental), as subqueries of the caller's
 * statement; the reservations module derives paidAmount and paymentStatus from them.
 */
function reservationPayments(rentals: Pick<PaymentRentals, 'idsOfReservation'>) {
  const sumAt = (reservation: RowRef, column: SQL) =>
    sql<number>`(select coalesce(sum(${column}), 0)::bigint from ${payments}
      where ${payments.tenantId} = ${reservation.tenantId}
        and (${payments.reservationId} = ${reservation.id}
          or ${payments.rentalId} in (${rentals.idsOfReservation(reservation)}))
        and ${cameIn})`;
  return {
    receivedAt: (reservation: RowRef) => sumAt(reservation, received),
    refundedAt: (reservation: RowRef) => sumAt(reservation, refunded),
  };
}

/** The customers' rental figures with what they paid and got back taken from their payments. */
function paymentCustomerHistory(rentals: CustomerHistoryReader): CustomerHistoryReader {
  return {
    async ofCustomers(tx: Tx, customerIds) {
      const found = await rentals.ofCustomers(tx, customerIds);
      if (customerIds.length === 0) return found;
      const rows = await tx
        .select({
          customerId: payments.customerId,
          paidMinor: sql<number>`coalesce(sum(${received}), 0)::bigint`,
          refundedMinor: sql<number>`coalesce(sum(${refunded}), 0)::bigint`,
        })
        .from(payments)
        .where(and(inArray(payments.customerId, [...customerIds]), cameIn))
        .groupBy(payments.customerId);
      for (const row of rows) {
        const rented: CustomerHistory = found.get(row.customerId) ?? {
          totalRentals: 0,
          paidMinor: 0,
          refundedMinor: 0,
          averageRating: null,
        };
        found.set(row.customerId, {
          ...rented,
          paidMinor: Number(row.paidMinor),
          refundedMinor: Number(row.refundedMinor),
        });
      }
      return found;
    },
  };
}

/** The readers composition.ts hands to reservations and customers. */
export const paymentFigures = {
  reservations: reservationPayments,
  customers: paymentCustomerHistory,
};
