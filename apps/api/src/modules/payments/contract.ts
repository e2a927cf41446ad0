// What the payments module needs of the others, handed in by services.ts.
import type { CustomerPaymentOption } from '@motorpool/domain/schemas/company-settings';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { Letterhead } from '../../lib/pdf/letterhead.ts';

export type RowRef = { tenantId: SQL; id: SQL };

/** The customers module's customerBookingParties. */
export type PaymentCustomers = {
  ofUser(tx: Tx, userId: string): Promise<{ id: string } | undefined>;
  cardAt(customer: RowRef): SQL<{ name: string; email: string; phone: string } | null>;
  idsNamed(text: string): SQL;
};

/** The reservations module's: whose a reservation is (a payment's link), and its number. */
export type PaymentReservations = {
  find(
    tx: Tx,
    id: string,
  ): Promise<
    | ({
        customerId: string;
        reservationNumber: string;
        status: string;
        totalAmount: number;
      } & Branches)
    | undefined
  >;
  /** the ids of the reservations picked up or returned at a branch, as a subquery */
  idsAtBranch(branchId: string): SQL;
};

type Branches = { pickupBranchId: string; returnBranchId: string };

/** The rentals module's: whose a rental is, which reservation it took over, its number. */
export type PaymentRentals = {
  find(
    tx: Tx,
    id: string,
  ): Promise<
    ({ customerId: string; reservationId: string; rentalNumber: string } & Branches) | undefined
  >;
  /** the ids of the rentals picked up or returned at a branch, as a subquery */
  idsAtBranch(branchId: string): SQL;
  /** the id of the reservation's rental, as a subquery */
  idsOfReservation(reservation: RowRef): SQL;
};

export type PaymentParties = {
  customers: PaymentCustomers;
  /** whose the reservation and the rental a payment names are */
  links: {
    reservations: PaymentReservations;
    rentals: Pick<PaymentRentals, 'find' | 'idsAtBranch'>;
  };
  /** the company's currency: every payment is taken in it */
  currencyOf(tenantId: string): Promise<string>;
  /** whether the customer area takes payment online (company settings `payments`) */
  customerPaymentOptionsOf(tenantId: string): Promise<CustomerPaymentOption>;
  /** what receipts print of the company (the tenants module's settings) */
  letterhead(tenantId: string): Promise<Letterhead>;
};
