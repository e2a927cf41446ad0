// The two reads every filtered list of the back office answers: one page with its total (the
// list screen), and every matching row page by page in the same order (its export).
import { type ListResponse, listResponse } from '@motorpool/domain/list-query';
import type { Database, Tx } from '../db/engine.ts';
import type { TenantCaller } from './request-caller.ts';

type Raw = Readonly<Record<string, unknown>>;
type Paged = { page: number; limit: number; offset: number };

export type ListSpec<Q extends Paged, Row, View, Context> = {
  /** the query string, checked and kept to the caller's scope */
  query(tx: Tx, c: TenantCaller, raw: Raw): Q | Promise<Q>;
  fetch(tx: Tx, q: NoInfer<Q>): Promise<{ rows: Row[]; total: number }>;
  /** what every row's view needs once per read (the company's currency, say) */
  context(c: TenantCaller): Context | Promise<Context>;
  view(row: Row, c: TenantCaller, context: Context): View;
};

export function listReads<Q extends Paged, Row, View, Context>(
  database: Database,
  spec: ListSpec<Q, Row, View, Context>,
) {
  return {
    async list(c: TenantCaller, raw: Raw): Promise<ListResponse<View>> {
      const context = await spec.context(c);
      return database.withTenant(c.tenantId, async (tx) => {
        const q = await spec.query(tx, c, raw);
        const { rows, total } = await spec.fetch(tx, q);
        return listResponse(
          rows.map((row) => spec.view(row, c, context)),
          total,
          q,
        );
      });
    },

    /** The list's rows page by page, with its filters (exports). */
    async *pages(c: TenantCaller, raw: Raw, pageSize = 500): AsyncIterable<View[]> {
      const context = await spec.context(c);
      for (let page = 1; ; page += 1) {
        const rows = await database.withTenant(c.tenantId, async (tx) => {
          const q = await spec.query(tx, c, raw);
          return (await spec.fetch(tx, { ...q, limit: pageSize, offset: (page - 1) * pageSize }))
            .rows;
        });
        if (rows.length > 0) yield rows.map((row) => spec.view(row, c, context));
        if (rows.length < pageSize) return;
      }
    },
  };
}
