// The figures of every window (each bucket of the period, and the period before), in one
// statement: sums that add up across windows (seconds, money, counts), so a period's ratio is
// its sums' ratio, and the fleet as it stood at each window's end.
// Definitions: docs/product/dashboard.md.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import type { DayRange } from './period.ts';
import {
  bookingScope,
  dayEnd,
  dayStart,
  type FigureScope,
  hireEnd,
  hireStart,
  hireStartText,
  hired,
  moneyMoves,
  overlapSeconds,
  rowsOf,
  vehicleScope,
  workOrderCost,
} from './scope.ts';

export type WindowFigures = {
  k: number;
  availableSeconds: number;
  rentedSeconds: number;
  revenue: number;
  rentalRevenue: number;
  chargedDays: number;
  rentals: number;
  oneDay: number;
  twoToFive: number;
  overFive: number;
  reservations: number;
  noShows: number;
  cancellations: number;
  maintenanceCost: number;
  damageCost: number;
  damageRecovered: number;
  newCustomers: number;
  inService: number;
  onRent: number;
  idle: number;
  fleet: number;
  ageSeconds: number;
};

const windowOf = (instant: string) => sql.raw(`e.ks[width_bucket(${instant}, e.lows)]`);

// The windows are ordered and never overlap: each ends at or before the next one starts (one
// wholly after now is empty, ending at now). So the windows a span overlaps are found by where its
// ends fall among the windows' starts, and the window ends inside a span by where its ends fall
// among the distinct ends: each row meets the few windows it touches, never every window.
const overlapping = (lo: string, hi: string) =>
  sql.raw(`cross join edges e cross join lateral generate_series(greatest(1, width_bucket(${lo}, e.lows)),
    least(e.n, width_bucket(${hi}, e.lows))) g(p) join wp on wp.p = g.p`);
const endingWithin = (lo: string, hi: string) =>
  sql.raw(`cross join edges e cross join lateral generate_series(greatest(1, width_bucket(${lo}, e.his)),
    width_bucket(${hi}, e.his)) g(p) join w on w.hi = e.his[g.p]`);

/** Windows numbered by their place in `windows`. */
export async function windowFigures(tx: Tx, s: FigureScope, windows: DayRange[]) {
  const values = sql.join(
    windows.map((w, k) => sql`(${k}::int, ${dayStart(s, w.from)}, ${dayEnd(s, w.to)})`),
    sql`, `,
  );
  // The span's ends as values the planner sees, so that it reads the rows of these days by index.
  const days = windows.flatMap((w) => [w.from, w.to]).sort();
  const [spanLo, spanHi] = [dayStart(s, days[0]!), dayEnd(s, days[days.length - 1]!)];
  const result = await tx.execute(sql`
    with w(k, lo, hi) as (values ${values}),
    wp as (select w.*, row_number() over (order by lo) as p from w),
    -- the windows are contiguous (the period before ends where the first bucket starts), so an
    -- instant's window is found by its place among their starts
    edges as (select array_agg(lo order by lo) as lows, array_agg(k order by lo) as ks,
      count(*)::int as n, (select array_agg(distinct hi order by hi) from w) as his from w),
    fleet as (
      select v.id, v.created_at as joined,
        case when v.status = 'retired' then v.updated_at else 'infinity'::timestamptz end as left_at
      from vehicles v where ${vehicleScope(s, 'v')}),
    downtime as (
      select * from (select o.vehicle_id, o.started_at, f.joined, f.left_at,
          case when o.status in ('completed', 'cancelled') then coalesce(o.completed_date, o.updated_at)
            else 'infinity'::timestamptz end as until
        from maintenance_work_orders o join fleet f on f.id = o.vehicle_id
        where o.tenant_id = ${s.tenantId} and o.started_at <= ${spanHi}) d
      where d.until > ${spanLo}),
    hires as (
      select r.vehicle_id, ${hireStart('r')} as started, ${hireEnd('r')} as ended,
        r.actual_return_date, f.joined, f.left_at
      from rentals r join fleet f on f.id = r.vehicle_id
      where r.tenant_id = ${s.tenantId} and ${hired('r')} and ${hireStart('r')} <= ${spanHi}
        -- a return in the week before a window's end decides whether its car is idle
        and ${hireEnd('r')} >= ${spanLo} - interval '7 days'),
    avail as (
      select w.k, sum(${overlapSeconds('w.hi, f.left_at', 'w.lo, f.joined')}) as s
      from w cross join fleet f group by w.k),
    down as (
      select wp.k, sum(${overlapSeconds('wp.hi, d.left_at, d.until', 'wp.lo, d.joined, d.started_at')}) as s
      from downtime d ${overlapping('d.started_at', 'd.until')} group by wp.k),
    -- a rental counts only while its car is in the fleet: the same bounds as its available time
    rented as (
      select wp.k, sum(${overlapSeconds('wp.hi, h.ended, h.left_at', 'wp.lo, h.started, h.joined')}) as s
      from hires h ${overlapping('h.started', 'h.ended')} group by wp.k),
    money as (
      select ${windowOf('m.moved_at')} as k, sum(m.amount) as revenue
      from edges e, ${moneyMoves(s, spanLo, spanHi)} m group by 1),
    booked as (
      select ${windowOf(hireStartText('r'))} as k, sum(r.total_amount - r.tax) as revenue, sum(r.days) as days, count(*) as n,
        count(*) filter (where r.days = 1) as one_day,
        count(*) filter (where r.days between 2 and 5) as two_to_five,
        count(*) filter (where r.days > 5) as over_five
      from edges e, rentals r
      where ${hired('r')} and ${bookingScope(s, 'r')}
        and ${hireStart('r')} >= ${spanLo} and ${hireStart('r')} < ${spanHi} group by 1),
    bookings as (
      select ${windowOf('r.pickup_date')} as k, count(*) as n,
        count(*) filter (where r.status = 'no_show') as no_shows,
        count(*) filter (where r.status = 'cancelled') as cancellations
      from edges e, reservations r
      where ${bookingScope(s, 'r')} and r.pickup_date >= ${spanLo} and r.pickup_date < ${spanHi}
      group by 1),
    upkeep as (
      select ${windowOf('o.completed_date')} as k, sum(${workOrderCost('o')}) as cost
      from edges e, maintenance_work_orders o join fleet f on f.id = o.vehicle_id
      where o.tenant_id = ${s.tenantId} and o.status = 'completed'
        and o.completed_date >= ${spanLo} and o.completed_date < ${spanHi} group by 1),
    -- a damage report has at most one work order repairing it and one rental it came back from
    damage as (
      select ${windowOf('d.reported_at')} as k, sum(coalesce(${workOrderCost('o')}, 0)) as cost,
        sum(coalesce(c.amount, 0)) as recovered
      from edges e, damage_reports d join fleet f on f.id = d.vehicle_id
        left join maintenance_work_orders o on o.tenant_id = d.tenant_id
          and o.damage_report_id = d.id and o.status <> 'cancelled'
        left join rentals r on r.tenant_id = d.tenant_id and r.id = d.rental_id
        left join lateral (select sum((l.line->>'amount')::bigint) as amount
          from jsonb_array_elements(coalesce(r.charges, '[]'::jsonb)) l(line)
          where l.line->>'kind' = 'damage') c on true
      where d.tenant_id = ${s.tenantId} and d.reported_at >= ${spanLo} and d.reported_at < ${spanHi}
      group by 1),
    joined as (
      select ${windowOf('c.created_at')} as k, count(*) as n from edges e, customers c
      where c.tenant_id = ${s.tenantId} and c.created_at >= ${spanLo} and c.created_at < ${spanHi}
      group by 1),
    -- each car's standing at each window's end, from one row per fact about it, grouped once
    facts as (
      select w.k, f.id as vehicle_id, w.hi, f.joined, 'member' as fact
      from w join fleet f on f.joined <= w.hi and f.left_at > w.hi
      union all
      select w.k, d.vehicle_id, null, null, 'in_work' from downtime d
        ${endingWithin('d.started_at', 'd.until')}
      where d.started_at <= w.hi and d.until > w.hi
      union all
      select w.k, h.vehicle_id, null, null, 'on_hire' from hires h ${endingWithin('h.started', 'h.ended')}
      where h.started <= w.hi and h.ended > w.hi
      union all
      select w.k, h.vehicle_id, null, null, 'back_lately' from hires h
        ${endingWithin('h.actual_return_date', "h.actual_return_date + interval '7 days'")}
      where h.actual_return_date >= w.hi - interval '7 days' and h.actual_return_date <= w.hi),
    standing as (
      select k, max(hi) as hi, max(joined) as joined,
        bool_or(fact = 'in_work') as in_work, bool_or(fact = 'on_hire') as on_hire,
        bool_or(fact = 'back_lately') as back_lately
      from facts group by k, vehicle_id having bool_or(fact = 'member')),
    snapshot as (
      select k, count(*) filter (where not in_work) as in_service,
        count(*) filter (where not in_work and on_hire) as on_rent,
        count(*) filter (where not in_work and not on_hire and not back_lately
          and joined < hi - interval '7 days') as idle,
        count(*) as fleet, coalesce(sum(extract(epoch from hi - joined)), 0) as age_s
      from standing group by k)
    select w.k,
      coalesce(avail.s, 0) - coalesce(down.s, 0) as "availableSeconds",
      coalesce(rented.s, 0) as "rentedSeconds",
      coalesce(money.revenue, 0) as revenue,
      coalesce(booked.revenue, 0) as "rentalRevenue", coalesce(booked.days, 0) as "chargedDays",
      coalesce(booked.n, 0) as rentals, coalesce(booked.one_day, 0) as "oneDay",
      coalesce(booked.two_to_five, 0) as "twoToFive", coalesce(booked.over_five, 0) as "overFive",
      coalesce(bookings.n, 0) as reservations, coalesce(bookings.no_shows, 0) as "noShows",
      coalesce(bookings.cancellations, 0) as cancellations,
      coalesce(upkeep.cost, 0) as "maintenanceCost",
      coalesce(damage.cost, 0) as "damageCost", coalesce(damage.recovered, 0) as "damageRecovered",
      coalesce(joined.n, 0) as "newCustomers",
      coalesce(snapshot.in_service, 0) as "inService", coalesce(snapshot.on_rent, 0) as "onRent",
      coalesce(snapshot.idle, 0) as idle, coalesce(snapshot.fleet, 0) as fleet,
      coalesce(snapshot.age_s, 0) as "ageSeconds"
    from w
      left join avail using (k) left join down using (k) left join rented using (k)
      left join money using (k) left join booked using (k) left join bookings using (k)
      left join upkeep using (k) left join damage using (k) left join joined using (k)
      left join snapshot using (k)
    order by w.k`);
  return rowsOf(result).map(
    (row) =>
      Object.fromEntries(Object.entries(row).map(([key, v]) => [key, Number(v)])) as WindowFigures,
  );
}
