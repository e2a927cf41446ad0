// What the payments module needs of the others, handed in by services.ts.
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';

export type RowRef = { tenantId: SQL; id: SQL };

/** The customers module's customerBookingParties. */
export type PaymentCustomers = {
  ofUser(tx: Tx, userId: string): Promise<{ id: string } | undefined>;
  cardAt(customer: RowRef): SQL<{ name: string; email: string; phone: string } | null>;
  idsNamed(text: string): SQL;
};

export type PaymentParties = {
  customers: PaymentCustomers;
  /** the company's currency: every payment is taken in it */
  currencyOf(tenantId: string): Promise<string>;
};
