// The list's other readings: its rows page by page (exports) and its totals.
import type { PaymentListItemView, PaymentTotalsView } from '@motorpool/domain/schemas/payment';
import type { Database, Tx } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentCustomers } from './ports.ts';
import { listPayments, type PaymentListQuery, paymentTotals } from './repository.ts';
import { toPaymentListItem } from './views.ts';

type Raw = Readonly<Record<string, unknown>>;

export type ListReadDeps = {
  database: Database;
  customers: PaymentCustomers;
  currencyOf: (tenantId: string) => Promise<string>;
  listQuery: (tx: Tx, c: TenantCaller, raw: Raw) => Promise<PaymentListQuery>;
};

export function createListReads({ database, customers, currencyOf, listQuery }: ListReadDeps) {
  return {
    /** The list's rows page by page, with its filters (exports). */
    async *pages(c: TenantCaller, raw: Raw, pageSize = 500): AsyncIterable<PaymentListItemView[]> {
      for (let page = 1; ; page += 1) {
        const rows = await database.withTenant(c.tenantId, async (tx) => {
          const q: PaymentListQuery = {
            ...(await listQuery(tx, c, raw)),
            limit: pageSize,
            offset: (page - 1) * pageSize,
          };
          return (await listPayments(tx, q, customers)).rows;
        });
        if (rows.length > 0) yield rows.map(toPaymentListItem);
        if (rows.length < pageSize) return;
      }
    },

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
