// The overview's reads. Row level security shows the application one company at a time, so
// each company's figures are one statement inside its own scope (as tenants' `tenantUsage`
// does); the `tenants` rows themselves are a platform table read once for all.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/engine.ts';
import { tenants } from '../../db/schema/index.ts';

export type Window = { previousFrom: Date; from: Date; to: Date };

export type CompanyFigures = {
  users: Triple;
  customers: Triple;
  vehicles: Triple;
  bookings: [number, number];
  revenue: { currency: string; current: number; previous: number }[];
};

export async function companyRows(db: Db) {
  return db
    .select({
      id: tenants.id,
      status: tenants.status,
      plan: tenants.plan,
      createdAt: tenants.createdAt,
    })
    .from(tenants);
}

type Triple = [number, number, number];

// [total, added in the period, added in the period before], of a table the scope shows.
const grown = (table: string, w: Window) =>
  sql<Triple>`(select json_build_array(count(*),
    count(*) filter (where created_at >= ${w.from} and created_at < ${w.to}),
    count(*) filter (where created_at >= ${w.previousFrom} and created_at < ${w.from}))
    from ${sql.identifier(table)})`;

// Money that came in (a deposit only for its captured part) less what went back, each on the
// day it happened, per the payment's own currency.
const revenue = (w: Window) => sql`(select coalesce(json_agg(r), '[]'::json) from (
    select currency, sum(cur)::bigint as current, sum(prev)::bigint as previous from (
      select p.currency,
        case when coalesce(p.processed_at, p.created_at) >= ${w.from} and coalesce(p.processed_at, p.created_at) < ${w.to}
          then case when p.type = 'security_deposit' then p.captured_amount else p.amount end else 0 end as cur,
        case when coalesce(p.processed_at, p.created_at) >= ${w.previousFrom} and coalesce(p.processed_at, p.created_at) < ${w.from}
          then case when p.type = 'security_deposit' then p.captured_amount else p.amount end else 0 end as prev
      from payments p
      where p.status in ('completed', 'refunded')
        and coalesce(p.processed_at, p.created_at) >= ${w.previousFrom} and coalesce(p.processed_at, p.created_at) < ${w.to}
      union all
      select p.currency,
        case when f.created_at >= ${w.from} and f.created_at < ${w.to} then -f.amount else 0 end,
        case when f.created_at >= ${w.previousFrom} and f.created_at < ${w.from} then -f.amount else 0 end
      from payment_refunds f join payments p on p.tenant_id = f.tenant_id and p.id = f.payment_id
      where p.type <> 'security_deposit' and f.created_at >= ${w.previousFrom} and f.created_at < ${w.to}
    ) moves group by currency order by currency) r)`;

/** One company's figures, in one statement, run inside its scope (read beside its row). */
export async function companyFigures(tx: Tx, tenantId: string, w: Window): Promise<CompanyFigures> {
  const [row] = await tx
    .select({
      users: grown('users', w),
      customers: grown('customers', w),
      vehicles: grown('vehicles', w),
      bookings: grown('reservations', w),
      revenue: sql<
        { currency: string; current: number | string; previous: number | string }[]
      >`${revenue(w)}`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row)
    return {
      users: [0, 0, 0],
      customers: [0, 0, 0],
      vehicles: [0, 0, 0],
      bookings: [0, 0],
      revenue: [],
    };
  return {
    users: row.users,
    customers: row.customers,
    vehicles: row.vehicles,
    bookings: [row.bookings[1], row.bookings[2]],
    revenue: row.revenue.map((r) => ({
      currency: r.currency,
      current: Number(r.current),
      previous: Number(r.previous),
    })),
  };
}
