// What the payments module needs of the others and offers them, handed over by the composition
// root.
import type { CustomerPaymentOption } from '@motorpool/domain/schemas/company-settings';
import type { RentalDepositView } from '@motorpool/domain/schemas/rental';
import type { PaymentMethod } from '@motorpool/domain/value-lists';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { Letterhead } from '../../lib/pdf/letterhead.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';

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

/** The security deposit asked at checkout, taken as a `security_deposit` payment. */
export type DepositTaken = {
  customerId: string;
  reservationId: string;
  rental: { id: string; rentalNumber: string };
  amount: number;
  /** the company's, read before the transaction */
  currency: string;
  method: PaymentMethod;
  transactionId?: string;
};

/**
 * Security deposits as rentals use them (deposits.ts), inside the rental's own transaction: taken at checkout, settled against the return charges at check-in.
 */
export type RentalDeposits = {
  /** money in hand completes at once; a card stays pending for POST /payments/{id}/process */
  take(tx: Tx, c: TenantCaller, deposit: DepositTaken): Promise<void>;
  /** captures up to `charges` of what is held, releases the rest, cancels any never taken */
  settle(
    tx: Tx,
    c: TenantCaller,
    rental: { id: string; rentalNumber: string },
    charges: number,
  ): Promise<void>;
  of(tx: Tx, rentalId: string): Promise<Omit<RentalDepositView, 'required'>>;
};
