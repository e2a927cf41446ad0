// What the customers module offers others and needs of them: the interfaces the composition
// root (composition.ts) hands around.
import type { CustomerOwnChanges, CustomerView } from '@motorpool/domain/schemas/customer';
import type { Tx } from '../../db/engine.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { CustomerInsert, CustomerRow } from './repository.ts';

/** A customer's figures derived from rentals and payments, never typed in. */
export type CustomerHistory = {
  /** completed rentals */
  totalRentals: number;
  /** minor units paid for completed rentals */
  paidMinor: number;
  /** minor units refunded of those payments */
  refundedMinor: number;
  /** null while the customer has rated no rental */
  averageRating: number | null;
};

/**
 * What customers read of rentals and payments. Those modules will offer it; the composition
 * root hands it in, so customers never imports them (they will import customers).
 */
export type CustomerHistoryReader = {
  ofCustomers(tx: Tx, customerIds: readonly string[]): Promise<Map<string, CustomerHistory>>;
};

/** What customers read of reservations: a customer any reservation names stays (409). */
export type CustomerReservations = {
  /** whether any reservation, whatever its status, is the customer's */
  anyForCustomer(tx: Tx, customerId: string): Promise<boolean>;
};

export type NewCustomerAccount = Omit<CustomerInsert, 'status'>;

/** What sign-up and external sign-in (modules/auth) do with the customer record of an account. */
export type CustomerAccounts = {
  findByEmail(tx: Tx, email: string): Promise<{ id: string; userId: string | null } | null>;
  /** A new customer record for a new account: it starts pending until staff verify it. */
  create(tx: Tx, values: NewCustomerAccount): Promise<CustomerRow>;
  /** Gives the account a record staff created; null when another account holds it already. */
  link(tx: Tx, customerId: string, userId: string): Promise<CustomerRow | null>;
};

/** What GET|PATCH /auth/profile read and change of a customer account's own record. */
export type CustomerOwnRecords = {
  /** null for an account without a record (staff) */
  ownRecord(owner: Pick<TenantCaller, 'tenantId' | 'userId'>): Promise<CustomerView | null>;
  /**
   * Writes the record's changes and, in the same transaction, the account's (`account`, told
   * whether the account has a record); `customer` is null for an account without one.
   */
  updateOwnRecord<A>(
    c: TenantCaller,
    changes: CustomerOwnChanges,
    account: (tx: Tx, hasRecord: boolean) => Promise<A>,
  ): Promise<{ customer: CustomerView | null; account: A }>;
};
