// The list's totals: what the filtered payments add up to, for the back office.
import type { PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentCustomers } from './ports.ts';
import { type PaymentListQuery, paymentTotals } from './repository.ts';

type Raw = Readonly<Record<string, unknown>>;

export type ListTotalDeps = {
  database: Database;
  customers: PaymentCustomers;
  currencyOf: (tenantId: string) => Promise<string>;
  listQuery: (tx: Tx, c: TenantCaller, raw: Raw) => Promise<PaymentListQuery>;
};

export function createListTotals({ database, customers, currencyOf, listQuery }: ListTotalDeps) {
  return {
    // The back office's figures: a customer account (kept to its own record) has none.
    async totals(c: TenantCaller, raw: Raw): Promise<PaymentTotalsView> {
      const currency = await currencyOf(c.tenantId);
      return database.withTenant(c.tenantId, async (tx) => {
        const q = await listQuery(tx, c, raw);
        if (q.customerId) throw apiError('FORBIDDEN', 'http.forbidden');
        const sums = await paymentTotals(tx, q, customers);
        return {
          ...sums,
          currency: currency as PaymentTotalsView['currency'],
          net: sums.amount - sums.refunded,
        };
      });
    },
  };
}
