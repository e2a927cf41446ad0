// A company's figures for a run of contiguous windows, split by what a reader may be kept to: the
// pickup branch, the return branch and the vehicle category (a car's own figures have its branch
// as both). Sums over each window (seconds, money, counts) and the fleet as it stood at its end.
// The stored days are these figures for whole days; today's are these for today until now.
// Definitions: docs/product/dashboard.md.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import {
  hireEnd,
  hireStart,
  hireStartText,
  hired,
  overlapSeconds,
  rowsOf,
  workOrderCost,
} from './scope.ts';

export const dayMeasures = [
  'availableSeconds',
  'rentedSeconds',
  'revenue',
  'rentalRevenue',
  'chargedDays',
  'rentals',
  'oneDay',
  'twoToFive',
  'overFive',
  'reservations',
  'noShows',
  'cancellations',
  'backOfficeBookings',
  'customerAreaBookings',
  'maintenanceCost',
  'damageCost',
  'damageRecovered',
  'newCustomers',
  'inService',
  'onRent',
  'idle',
  'fleet',
  'ageSeconds',
] as const;
export type DayMeasure = (typeof dayMeasures)[number];

/** The column a measure is stored in. */
export const columnOf = (m: DayMeasure) => m.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type FigureRow = {
  k: number;
  pickupBranchId: string | null;
  returnBranchId: string | null;
  category: string | null;
} & Record<DayMeasure, number>;

/** A window: its number and its first instant and the instant after it. */
export type Window = { k: number; lo: SQL; hi: SQL };

const windowOf = (instant: string) => sql.raw(`e.ks[width_bucket(${instant}, e.lows)]`);

// The windows are ordered and never overlap: each ends at or before the next one starts. So the
// windows a span overlaps are found by where its ends fall among the windows' starts, and the
// window ends inside a span by where its ends fall among the distinct ends: each row meets the
// few windows it touches, never every window.
const overlapping = (lo: string, hi: string) =>
  sql.raw(`cross join edges e cross join lateral generate_series(greatest(1, width_bucket(${lo}, e.lows)),
    least(e.n, width_bucket(${hi}, e.lows))) g(p) join wp on wp.p = g.p`);
const endingWithin = (lo: string, hi: string) =>
  sql.raw(`cross join edges e cross join lateral generate_series(greatest(1, width_bucket(${lo}, e.his)),
    width_bucket(${hi}, e.his)) g(p) join w on w.hi = e.his[g.p]`);

// A payment counts for the rental it was made against, else its reservation.
const paidFor = (field: string) =>
  sql.raw(`case when p.rental_id is not null then l.${field} else r.${field} end`);

/**
 * The figures of `windows` (contiguous, in order), one row per window, branch pair and category
 * that has any. `spanLo` and `spanHi` are the first window's start and the last one's end.
 */
export async function dayFigures(
  tx: Tx,
  tenantId: string,
  windows: Window[],
  spanLo: SQL,
  spanHi: SQL,
): Promise<FigureRow[]> {
  const values = sql.join(
    windows.map((w) => sql`(${w.k}::int, ${w.lo}, ${w.hi})`),
    sql`, `,
  );
  const pivot = sql.raw(
    dayMeasures.map((m) => `coalesce(sum(v) filter (where name = '${m}'), 0) as "${m}"`).join(', '),
  );
  const result = await tx.execute(sql`
    with w(k, lo, hi) as (values ${values}),
    wp as (select w.*, row_number() over (order by lo) as p from w),
    edges as (select array_agg(lo order by lo) as lows, array_agg(k order by lo) as ks,
      count(*)::int as n, (select array_agg(distinct hi order by hi) from w) as his from w),
    fleet as (
      select v.id, v.branch_id, v.category, v.created_at as joined,
        case when v.status = 'retired' then v.updated_at else 'infinity'::timestamptz end as left_at
      from vehicles v where v.tenant_id = ${tenantId}),
    downtime as (
      select * from (select o.vehicle_id, o.started_at, f.joined, f.left_at, f.branch_id, f.category,
          case when o.status in ('completed', 'cancelled') then coalesce(o.completed_date, o.updated_at)
            else 'infinity'::timestamptz end as until
        from maintenance_work_orders o join fleet f on f.id = o.vehicle_id
        where o.tenant_id = ${tenantId} and o.started_at <= ${spanHi}) d
      where d.until > ${spanLo}),
    hires as (
      select r.vehicle_id, ${hireStart('r')} as started, ${hireEnd('r')} as ended,
        r.actual_return_date, f.joined, f.left_at, f.branch_id, f.category
      from rentals r join fleet f on f.id = r.vehicle_id
      where r.tenant_id = ${tenantId} and ${hired('r')} and ${hireStart('r')} <= ${spanHi}
        -- a return in the week before a window's end decides whether its car is idle
        and ${hireEnd('r')} >= ${spanLo} - interval '7 days'),
    -- one row per window, branches, category and measure
    m(k, pb, rb, category, name, v) as (
      select w.k, f.branch_id, f.branch_id, f.category, 'availableSeconds',
        sum(${overlapSeconds('w.hi, f.left_at', 'w.lo, f.joined')})
      from w join fleet f on f.joined < w.hi and f.left_at > w.lo group by 1, 2, 3, 4
      union all
      select wp.k, d.branch_id, d.branch_id, d.category, 'availableSeconds',
        -sum(${overlapSeconds('wp.hi, d.left_at, d.until', 'wp.lo, d.joined, d.started_at')})
      from downtime d ${overlapping('d.started_at', 'd.until')} group by 1, 2, 3, 4
      union all
      -- a rental counts only while its car is in the fleet: the same bounds as its available time
      select wp.k, h.branch_id, h.branch_id, h.category, 'rentedSeconds',
        sum(${overlapSeconds('wp.hi, h.ended, h.left_at', 'wp.lo, h.started, h.joined')})
      from hires h ${overlapping('h.started', 'h.ended')} group by 1, 2, 3, 4
      union all
      select ${windowOf('x.moved_at')}, ${paidFor('pickup_branch_id')}, ${paidFor('return_branch_id')},
        c.category, 'revenue', sum(x.amount)
      from edges e, (
          select p.id, coalesce(p.processed_at, p.created_at) as moved_at,
            case when p.type = 'security_deposit' then p.captured_amount else p.amount end as amount
          from payments p where p.tenant_id = ${tenantId} and p.status in ('completed', 'refunded')
            and coalesce(p.processed_at, p.created_at) >= ${spanLo}
            and coalesce(p.processed_at, p.created_at) < ${spanHi}
          union all
          select p.id, f.created_at, -f.amount
          from payment_refunds f join payments p on p.tenant_id = f.tenant_id and p.id = f.payment_id
          where f.tenant_id = ${tenantId} and p.type <> 'security_deposit'
            and f.created_at >= ${spanLo} and f.created_at < ${spanHi}) x
        join payments p on p.tenant_id = ${tenantId} and p.id = x.id
        left join rentals l on l.tenant_id = p.tenant_id and l.id = p.rental_id
        left join reservations r on r.tenant_id = p.tenant_id and r.id = p.reservation_id
        left join vehicles c on c.tenant_id = p.tenant_id and c.id = ${paidFor('vehicle_id')}
      group by 1, 2, 3, 4
      union all
      select b.k, b.pickup_branch_id, b.return_branch_id, b.category, x.name, x.v
      from (select ${windowOf(hireStartText('r'))} as k, r.pickup_branch_id, r.return_branch_id,
          c.category, sum(r.total_amount - r.tax) as revenue, sum(r.days) as days, count(*) as n,
          count(*) filter (where r.days = 1) as one_day,
          count(*) filter (where r.days between 2 and 5) as two_to_five,
          count(*) filter (where r.days > 5) as over_five
        from edges e, rentals r
          left join vehicles c on c.tenant_id = r.tenant_id and c.id = r.vehicle_id
        where r.tenant_id = ${tenantId} and ${hired('r')}
          and ${hireStart('r')} >= ${spanLo} and ${hireStart('r')} < ${spanHi}
        group by 1, 2, 3, 4) b
      cross join lateral (values ('rentalRevenue', b.revenue), ('chargedDays', b.days),
        ('rentals', b.n), ('oneDay', b.one_day), ('twoToFive', b.two_to_five),
        ('overFive', b.over_five)) x(name, v)
      union all
      select b.k, b.pickup_branch_id, b.return_branch_id, b.category, x.name, x.v
      from (select ${windowOf('r.pickup_date')} as k, r.pickup_branch_id, r.return_branch_id,
          c.category, count(*) as n,
          count(*) filter (where r.status = 'no_show') as no_shows,
          count(*) filter (where r.status = 'cancelled') as cancellations,
          count(*) filter (where r.source = 'back_office') as back_office,
          count(*) filter (where r.source = 'customer_area') as customer_area
        from edges e, reservations r
          left join vehicles c on c.tenant_id = r.tenant_id and c.id = r.vehicle_id
        where r.tenant_id = ${tenantId} and r.pickup_date >= ${spanLo} and r.pickup_date < ${spanHi}
        group by 1, 2, 3, 4) b
      cross join lateral (values ('reservations', b.n), ('noShows', b.no_shows),
        ('cancellations', b.cancellations), ('backOfficeBookings', b.back_office),
        ('customerAreaBookings', b.customer_area)) x(name, v)
      union all
      select ${windowOf('o.completed_date')}, f.branch_id, f.branch_id, f.category,
        'maintenanceCost', sum(${workOrderCost('o')})
      from edges e, maintenance_work_orders o join fleet f on f.id = o.vehicle_id
      where o.tenant_id = ${tenantId} and o.status = 'completed'
        and o.completed_date >= ${spanLo} and o.completed_date < ${spanHi} group by 1, 2, 3, 4
      union all
      -- a damage report has at most one work order repairing it and one rental it came back from
      select b.k, b.branch_id, b.branch_id, b.category, x.name, x.v
      from (select ${windowOf('d.reported_at')} as k, f.branch_id, f.category,
          sum(coalesce(${workOrderCost('o')}, 0)) as cost, sum(coalesce(c.amount, 0)) as recovered
        from edges e, damage_reports d join fleet f on f.id = d.vehicle_id
          left join maintenance_work_orders o on o.tenant_id = d.tenant_id
            and o.damage_report_id = d.id and o.status <> 'cancelled'
          left join rentals r on r.tenant_id = d.tenant_id and r.id = d.rental_id
          left join lateral (select sum((l.line->>'amount')::bigint) as amount
            from jsonb_array_elements(coalesce(r.charges, '[]'::jsonb)) l(line)
            where l.line->>'kind' = 'damage') c on true
        where d.tenant_id = ${tenantId} and d.reported_at >= ${spanLo} and d.reported_at < ${spanHi}
        group by 1, 2, 3) b
      cross join lateral (values ('damageCost', b.cost), ('damageRecovered', b.recovered)) x(name, v)
      union all
      select ${windowOf('c.created_at')}, null::uuid, null::uuid, null::text, 'newCustomers', count(*)
      from edges e, customers c
      where c.tenant_id = ${tenantId} and c.created_at >= ${spanLo} and c.created_at < ${spanHi}
      group by 1
      union all
      -- each car's standing at each window's end, from one row per fact about it, grouped once
      select s.k, s.branch_id, s.branch_id, s.category, x.name, x.v
      from (select k, branch_id, category,
          count(*) filter (where not in_work) as in_service,
          count(*) filter (where not in_work and on_hire) as on_rent,
          count(*) filter (where not in_work and not on_hire and not back_lately
            and joined < hi - interval '7 days') as idle,
          count(*) as fleet, coalesce(sum(extract(epoch from hi - joined)), 0) as age_s
        from (select k, vehicle_id, max(hi) as hi, max(joined) as joined,
            max(branch_id::text)::uuid as branch_id, max(category) as category,
            bool_or(fact = 'in_work') as in_work, bool_or(fact = 'on_hire') as on_hire,
            bool_or(fact = 'back_lately') as back_lately
          from (
            select w.k, f.id as vehicle_id, w.hi, f.joined, f.branch_id, f.category, 'member' as fact
            from w join fleet f on f.joined <= w.hi and f.left_at > w.hi
            union all
            select w.k, d.vehicle_id, null, null, null, null, 'in_work' from downtime d
              ${endingWithin('d.started_at', 'd.until')}
            where d.started_at <= w.hi and d.until > w.hi
            union all
            select w.k, h.vehicle_id, null, null, null, null, 'on_hire' from hires h
              ${endingWithin('h.started', 'h.ended')}
            where h.started <= w.hi and h.ended > w.hi
            union all
            select w.k, h.vehicle_id, null, null, null, null, 'back_lately' from hires h
              ${endingWithin('h.actual_return_date', "h.actual_return_date + interval '7 days'")}
            where h.actual_return_date >= w.hi - interval '7 days' and h.actual_return_date <= w.hi
          ) facts
          group by k, vehicle_id having bool_or(fact = 'member')) standing
        group by 1, 2, 3) s
      cross join lateral (values ('inService', s.in_service), ('onRent', s.on_rent),
        ('idle', s.idle), ('fleet', s.fleet), ('ageSeconds', s.age_s)) x(name, v))
    select k, pb as "pickupBranchId", rb as "returnBranchId", category, ${pivot}
    from m where k is not null group by k, pb, rb, category order by k`);
  return rowsOf(result).map((row) => {
    const out: Record<string, unknown> = {
      k: Number(row.k),
      pickupBranchId: row.pickupBranchId ?? null,
      returnBranchId: row.returnBranchId ?? null,
      category: row.category ?? null,
    };
    for (const m of dayMeasures) out[m] = Number(row[m]);
    return out as FigureRow;
  });
}
